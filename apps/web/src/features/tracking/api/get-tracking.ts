import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tracking } from '@kurye/contracts/integrations';
import { api } from '../../../lib/api-client';

export const getTracking = (token: string) => api.get<Tracking>(`/api/tracking/${encodeURIComponent(token)}`, { skipAuthRedirect: true });

/** Polled every 10 seconds while the page is open: the courier's position moves. */
export const trackingQuery = (token: string) => queryOptions({ queryKey: ['tracking', token], queryFn: () => getTracking(token), refetchInterval: 10_000, retry: false });

export const useTracking = (token: string) => useQuery(trackingQuery(token));
