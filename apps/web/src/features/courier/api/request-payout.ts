import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PayoutRequest } from './get-payout';
import { courierKeys } from './keys';

export const requestPayout = (body: { amount: number; note?: string }) => api.post<PayoutRequest>('/api/carrier/payment-requests', body);
export function useRequestPayout() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: requestPayout, onSettled: () => qc.invalidateQueries({ queryKey: courierKeys.payout() }) });
}
