import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tracking } from '@kurye/contracts/integrations';
import { api } from '../../../lib/api-client';
import { trackingKeys } from './keys';

export const getTracking = (token: string) => api.get<Tracking>(`/api/tracking/${encodeURIComponent(token)}`, { skipAuthRedirect: true });

/**
 * Polled while the page is open (there is no public socket channel): every 5 seconds while the courier is on the way,
 * 15 while the order is prepared, and not at all once it is delivered or cancelled.
 */
export const trackingQuery = (token: string) =>
  queryOptions({
    queryKey: trackingKeys.tracking(token),
    queryFn: () => getTracking(token),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'on_the_way' ? 5_000 : status === 'delivered' || status === 'cancelled' ? false : 15_000;
    },
    retry: false,
  });

export const useTracking = (token: string) => useQuery(trackingQuery(token));
