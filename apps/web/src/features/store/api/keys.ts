import type { RequestStatus } from '@kurye/contracts/delivery';

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
  details: (id: string) => ['store', 'requests', 'details', id] as const,
  packetDecisions: () => ['store', 'requests', 'packet-decisions'] as const,
  packetHistory: (params: object) => ['store', 'requests', 'packet-history', params] as const,
};
