import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { jokerKeys } from './keys';

export interface ZoneOption {
  id: string;
  name: string;
}

/** The caller's zones (a station lies inside one of them). */
export const listZones = () => api.get<{ items: ZoneOption[] }>('/api/zones', { params: { size: 100, sort: 'name' } }).then((p) => p.items);

export const zonesQuery = () => queryOptions({ queryKey: jokerKeys.zones(), queryFn: listZones, staleTime: 60_000 });

export const useZones = () => useQuery(zonesQuery());
