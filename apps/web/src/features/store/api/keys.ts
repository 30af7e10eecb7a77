import type { QueryClient } from '@tanstack/react-query';
import type { RequestStatus } from '@kurye/contracts/delivery';
import { requestDetailsKeys } from '../../../lib/request-details-query';

export interface RequestListParams {
  status?: RequestStatus;
  from?: string;
  to?: string;
  page: number;
  size: number;
  sort: 'createdAt' | '-createdAt' | 'status' | '-status';
}

/** Query keys of the store's side of the delivery loop; everything lives under `store` so one invalidation refreshes it all. */
export const storeKeys = {
  all: ['store'] as const,
  account: () => ['store', 'account'] as const,
  requests: () => ['store', 'requests'] as const,
  list: (params: RequestListParams) => ['store', 'requests', 'list', params] as const,
  active: () => ['store', 'requests', 'active'] as const,
  packetDecisions: () => ['store', 'requests', 'packet-decisions'] as const,
  packetHistory: (params: object) => ['store', 'requests', 'packet-history', params] as const,
};

/** Refreshes everything the store screens read: the store's own queries and the request details they open. */
export const invalidateStore = (qc: QueryClient) =>
  Promise.all([qc.invalidateQueries({ queryKey: storeKeys.all }), qc.invalidateQueries({ queryKey: requestDetailsKeys.all })]);
