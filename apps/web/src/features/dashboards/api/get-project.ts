import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDashboard } from '@kurye/contracts/dashboards';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const getProject = (zoneId?: string) => api.get<ProjectDashboard>('/api/dashboards/project', { params: { zoneId } });

/** The field now: couriers by state per zone and the requests waiting longest. */
export const projectQuery = (zoneId?: string) =>
  queryOptions({ queryKey: dashboardKeys.project(zoneId), queryFn: () => getProject(zoneId), placeholderData: keepPreviousData, refetchInterval: 60_000 });

export const useProject = (zoneId?: string) => useQuery(projectQuery(zoneId));
