import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeRequestKeys } from './keys';

export const getNotSeenCount = () => api.get<{ notSeenCount: number }>('/api/PacketUpdateRequest/GetNotSeenCount');

/** Polled at the settings' interval (12 s by default). */
export const notSeenCountQuery = (intervalMs: number) =>
  queryOptions({ queryKey: storeRequestKeys.notSeen, queryFn: getNotSeenCount, refetchInterval: intervalMs, refetchIntervalInBackground: true });

export const useNotSeenCount = (intervalMs: number) => useQuery(notSeenCountQuery(intervalMs));
