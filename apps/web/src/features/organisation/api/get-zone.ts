import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orgKeys } from './keys';
import type { Zone } from './list-zones';

export interface ZonePerson {
  id: string;
  name: string;
  email: string;
}
export interface ZoneDetails extends Zone {
  stores: { id: string; name: string; active: boolean }[];
  carriers: { id: string; name: string; isJoker: boolean; active: boolean; status: string }[];
  operators: ZonePerson[];
  chiefs: ZonePerson[];
}

export const getZone = (id: string) => api.get<ZoneDetails>(`/api/zones/${encodeURIComponent(id)}`);

export const zoneQuery = (id: string) => queryOptions({ queryKey: orgKeys.zone(id), queryFn: () => getZone(id) });

export const useZone = (id: string | undefined) => useQuery({ ...zoneQuery(id ?? ''), enabled: !!id });
