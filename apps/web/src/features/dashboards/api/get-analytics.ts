import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsDashboard } from '@kurye/contracts/dashboards';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const getAnalytics = (zoneId?: string) => api.get<AnalyticsDashboard>('/api/dashboards/analytics', { params: { zoneId } });

/** Today's figures; the socket's delivery events refetch them (see `useLiveDashboard`), a minute's poll covers a lost socket. */
export const analyticsQuery = (zoneId?: string) =>
  queryOptions({ queryKey: dashboardKeys.analytics(zoneId), queryFn: () => getAnalytics(zoneId), placeholderData: keepPreviousData, refetchInterval: 60_000 });

export const useAnalytics = (zoneId?: string) => useQuery(analyticsQuery(zoneId));
