import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { Page } from '@kurye/contracts/paging';
import type { ZoneRow } from '@kurye/contracts/zones';

/** The zones the caller may see (the server scopes them), for filters and pickers. */
export const listZones = () => api.get<Page<ZoneRow>>('/api/zones', { params: { page: 1, size: 100, sort: 'name' } });

export const zonesQueryOptions = () => queryOptions({ queryKey: directoryKeys.zones, queryFn: listZones, staleTime: 5 * 60_000 });

export const useZoneRows = () => useQuery({ ...zonesQueryOptions(), select: (p) => p.items });
