import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../../lib/socket';
import { offersQueryOptions } from '../api/get-offers';
import { courierKeys } from '../api/keys';
import type { Offer } from '@kurye/contracts/delivery';
import { announceOffer } from '../lib/announce-offer';

export type WithdrawReason = 'taken' | 'expired' | 'cancelled';

/**
 * Pending offers: loaded once, then kept by the socket ('offer.created' adds with a chime and vibration,
 * 'offer.withdrawn' removes). `onWithdrawn` hears about offers that disappeared while shown.
 */
export function useOffers(enabled: boolean, handlers: { onCreated?: (offer: Offer) => void; onWithdrawn?: (reason: WithdrawReason) => void } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...offersQueryOptions(), enabled });

  const remove = useCallback(
    (offerId: string) => {
      let had = false;
      queryClient.setQueryData<Offer[]>(courierKeys.offers(), (old) => {
        had = !!old?.some((o) => o.id === offerId);
        return old?.filter((o) => o.id !== offerId);
      });
      return had;
    },
    [queryClient],
  );

  useSocketEvent('offer.created', (offer) => {
    queryClient.setQueryData<Offer[]>(courierKeys.offers(), (old = []) => (old.some((o) => o.id === offer.id) ? old : [...old, offer]));
    announceOffer();
    handlers.onCreated?.(offer);
  });

  useSocketEvent('offer.withdrawn', ({ offerId, reason }) => {
    if (remove(offerId)) handlers.onWithdrawn?.(reason);
  });

  return { query, remove };
}
