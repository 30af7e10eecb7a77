import type { Page } from '@kurye/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryRequest } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';
import { liveMapKeys, type DailyRequestsQuery } from './keys';

/** `GET /api/daily/requests`: today's requests of the viewer's zones (the server defaults `from` to today 00:00). */
export const getDailyRequests = (q: DailyRequestsQuery, signal?: AbortSignal) =>
  api.get<Page<DeliveryRequest>>('/api/daily/requests', { params: { ...q }, signal });

export const dailyRequestsQueryOptions = (q: DailyRequestsQuery) =>
  queryOptions({ queryKey: liveMapKeys.dailyRequestList(q), queryFn: ({ signal }) => getDailyRequests(q, signal), placeholderData: keepPreviousData });

export const useDailyRequests = (q: DailyRequestsQuery) => useQuery(dailyRequestsQueryOptions(q));
