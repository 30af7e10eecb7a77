import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';

/** Refused with 409 `zone_in_use` while stores, couriers or requests belong to the zone. */
export const deleteZone = (id: string) => api.delete<null>(`/api/zones/${encodeURIComponent(id)}`);

export function useDeleteZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteZone,
    onSuccess: (_data, id) => {
      qc.removeQueries({ queryKey: orgKeys.zone(id) });
      return qc.invalidateQueries({ queryKey: orgKeys.zones });
    },
  });
}
