import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ZoneInput } from './create-zone';
import type { ZoneDetails } from './get-zone';
import { orgKeys } from './keys';

export const updateZone = ({ id, patch }: { id: string; patch: Partial<ZoneInput> }) => api.patch<ZoneDetails>(`/api/zones/${encodeURIComponent(id)}`, patch);

export function useUpdateZone() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateZone,
    onSuccess: (zone) => {
      qc.setQueryData(orgKeys.zone(zone.id), zone);
      return qc.invalidateQueries({ queryKey: orgKeys.zones });
    },
  });
}
