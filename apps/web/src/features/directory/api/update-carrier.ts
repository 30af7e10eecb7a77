import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { CarrierDetail } from '@kurye/contracts/carriers';

export interface CarrierPatch {
  zoneId?: string;
  carrierTypeId?: string;
  isJoker?: boolean;
  /** false suspends the courier (no offers, signed out, cannot sign in); true reactivates */
  active?: boolean;
}

export const updateCarrier = (id: string, body: CarrierPatch) => api.patch<CarrierDetail>(`/api/carriers/${encodeURIComponent(id)}`, body);

export function useUpdateCarrier(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CarrierPatch) => updateCarrier(id, body),
    onSuccess: (carrier) => qc.setQueryData(directoryKeys.carrier(id), carrier),
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.carriers }),
  });
}
