import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarrierIban } from '@kurye/contracts/payouts';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';

export const getCarrierIban = (id: string) => api.get<CarrierIban>(`/api/carriers/${encodeURIComponent(id)}/iban`);
export const carrierIbanQueryOptions = (id: string) => queryOptions({ queryKey: directoryKeys.carrierIban(id), queryFn: () => getCarrierIban(id) });
export const useCarrierIban = (id: string, enabled: boolean) => useQuery({ ...carrierIbanQueryOptions(id), enabled });

export const setCarrierIban = (id: string, iban: string) => api.put<CarrierIban>(`/api/carriers/${encodeURIComponent(id)}/iban`, { iban });
export function useSetCarrierIban(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (iban: string) => setCarrierIban(id, iban),
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.carrierIban(id) }),
  });
}
