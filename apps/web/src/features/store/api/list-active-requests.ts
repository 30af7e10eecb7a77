import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_REQUEST_STATUSES, type DeliveryRequest } from '@kurye/contracts/delivery';
import type { Page } from '@kurye/contracts/paging';
import { api } from '../../../lib/api-client';
import { storeKeys } from './keys';

/**
 * The store's requests still in motion (searching … delivered), newest first: one call naming every active status
 * (`status=a,b,c`). A store has far fewer than 100 requests in motion at a time.
 */
export async function listActiveRequests(): Promise<DeliveryRequest[]> {
  const page = await api.get<Page<DeliveryRequest>>('/api/requests', {
    params: { status: ACTIVE_REQUEST_STATUSES.join(','), page: 1, size: 100, sort: '-createdAt' },
  });
  return page.items;
}

export const activeRequestsQuery = () => queryOptions({ queryKey: storeKeys.active(), queryFn: listActiveRequests });

export const useActiveRequests = () => useQuery(activeRequestsQuery());
