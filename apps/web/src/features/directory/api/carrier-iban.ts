import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CarrierIban {
  iban: string | null;
  updatedAt: string | null;
}
const key = (id: string) => ['directory', 'carrier-iban', id] as const;

export const getCarrierIban = (id: string) => api.get<CarrierIban>(`/api/carriers/${encodeURIComponent(id)}/iban`);
export const useCarrierIban = (id: string, enabled: boolean) => useQuery({ queryKey: key(id), queryFn: () => getCarrierIban(id), enabled });

export const setCarrierIban = (id: string, iban: string) => api.put<CarrierIban>(`/api/carriers/${encodeURIComponent(id)}/iban`, { iban });
export function useSetCarrierIban(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (iban: string) => setCarrierIban(id, iban), onSettled: () => qc.invalidateQueries({ queryKey: key(id) }) });
}
