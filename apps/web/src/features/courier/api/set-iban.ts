import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courierKeys } from './keys';

export const setIban = (iban: string) => api.put<{ iban: string | null }>('/api/carrier/iban', { iban });
export function useSetIban() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: setIban, onSettled: () => qc.invalidateQueries({ queryKey: courierKeys.payout() }) });
}
