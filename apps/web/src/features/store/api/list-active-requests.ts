import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVE_REQUEST_STATUSES, type DeliveryRequest } from '@kurye/contracts/delivery';
import { storeKeys } from './keys';
import { listRequests } from './list-requests';

/**
 * The store's requests still in motion (searching … delivered), newest first. The list call filters one status at a
 * time, so this asks once per active status rather than paging through the whole history.
 */
export async function listActiveRequests(): Promise<DeliveryRequest[]> {
  const pages = await Promise.all(ACTIVE_REQUEST_STATUSES.map((status) => listRequests({ status, page: 1, size: 100, sort: '-createdAt' })));
  return pages.flatMap((p) => p.items).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const activeRequestsQuery = () => queryOptions({ queryKey: storeKeys.active(), queryFn: listActiveRequests });

export const useActiveRequests = () => useQuery(activeRequestsQuery());
