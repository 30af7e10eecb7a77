import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ZoneDetails } from './get-zone';
import { orgKeys } from './keys';
import type { ZonePolygon } from './list-zones';

export interface ZoneInput {
  name: string;
  provinceId: number;
  polygon: ZonePolygon;
  active: boolean;
}

/** Invalid shapes are refused with 400 `polygon_*` and a Turkish message; a taken name with 409 `zone_name_taken`. */
export const createZone = (input: ZoneInput) => api.post<ZoneDetails>('/api/zones', input);

export function useCreateZone() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createZone, onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.zones }) });
}
