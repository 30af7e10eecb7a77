import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '@kurye/contracts/paging';
import { announcementKeys } from './keys';

export interface TargetOption {
  id: string;
  name: string;
}

/** Zones an announcement may target. */
export const listTargetZones = () => api.get<Page<TargetOption>>('/api/zones', { params: { size: 100 } });
export const useTargetZones = () => useQuery(queryOptions({ queryKey: announcementKeys.zones, queryFn: listTargetZones, staleTime: 60_000 }));

/** Stores matching a search (by name or phone), for a chosen-stores audience. */
export const listTargetStores = (q: string) => api.get<Page<TargetOption & { zoneName: string }>>('/api/stores', { params: { size: 50, q: q || undefined } });
export const useTargetStores = (q: string) =>
  // The last answer stays while the next one loads: the open list does not empty and redraw under the pointer.
  useQuery(queryOptions({ queryKey: announcementKeys.stores(q), queryFn: () => listTargetStores(q), staleTime: 30_000, placeholderData: keepPreviousData }));
