import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ActivitiesPage, ActivityKind } from '@kurye/contracts/dashboards';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

const PAGE_SIZE = 30;

export const getActivities = (kind: ActivityKind | undefined, before: string | undefined) =>
  api.get<ActivitiesPage>('/api/pages/activities', { params: { kind, before, size: PAGE_SIZE } });

/** The feed, newest first, a page at a time ("Daha fazla göster" asks for the next, before the last item shown). */
export const activitiesQuery = (kind?: ActivityKind) =>
  infiniteQueryOptions({
    queryKey: dashboardKeys.activities(kind),
    queryFn: ({ pageParam }) => getActivities(kind, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    refetchInterval: 60_000,
  });

export const useActivities = (kind?: ActivityKind) => useInfiniteQuery(activitiesQuery(kind));
