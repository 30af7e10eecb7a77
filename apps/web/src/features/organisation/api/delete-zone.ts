import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';

/** Refused with 409 `zone_in_use` while stores, couriers or requests belong to the zone. */
export const deleteZone = (id: string) => api.delete<null>(`/api/zones/${encodeURIComponent(id)}`);

export function useDeleteZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteZone,
    // Every zone query but the deleted zone's own: its page is still on screen until it navigates away, and fetching
    // it again would show "Kayıt bulunamadı" there for a moment after a successful delete (its entry goes with it).
    onSuccess: (_data, id) => {
      const deleted = orgKeys.zone(id);
      return qc.invalidateQueries({
        queryKey: orgKeys.zones,
        predicate: (q) => q.queryKey.length !== deleted.length || q.queryKey.some((k, i) => k !== deleted[i]),
      });
    },
  });
}
