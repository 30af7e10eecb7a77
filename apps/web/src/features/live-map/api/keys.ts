import type { RequestStatus } from '@kurye/contracts/delivery';

export type DailySort = 'createdAt' | '-createdAt' | 'status' | '-status';
export interface DailyRequestsQuery {
  status?: RequestStatus;
  page: number;
  size: number;
  sort: DailySort;
}

/** Query keys of the live map and today's request lists (the request details live in lib/request-details-query). */
export const liveMapKeys = {
  snapshot: ['live', 'snapshot'] as const,
  dailyRequests: ['daily-requests'] as const,
  dailyRequestList: (q: DailyRequestsQuery) => ['daily-requests', q] as const,
};
