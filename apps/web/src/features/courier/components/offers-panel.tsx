import { useEffect, useRef, useState } from 'react';
import { App, Empty } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { acceptOffer } from '../api/accept-offer';
import { declineOffer } from '../api/decline-offer';
import { courierKeys } from '../api/keys';
import type { Offer } from '@kurye/contracts/delivery';
import { useNow } from '../../../lib/use-now';
import { unlockAudio } from '../../../lib/sounds';
import { OfferCard } from './offer-card';
import { QueryState } from './query-state';

interface Props {
  offers: Offer[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  online: boolean;
  remove: (offerId: string) => boolean;
  onAccepted: () => void;
  /** An offer opened from a push notification (`?offer=<id>`): scrolled to and marked, or said to be gone. */
  focusId?: string | null;
  onFocused?: () => void;
}

/** Pending offers, newest last, each with its countdown and Kabul et / Reddet. */
export function OffersPanel({ offers, loading, error, onRetry, online, remove, onAccepted, focusId, onFocused }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<{ id: string; action: 'accept' | 'decline' } | null>(null);
  const now = useNow(1000);
  const visible = (offers ?? []).filter((o) => new Date(o.expiresAt).getTime() > now);
  const focused = useFocusedOffer(focusId, offers === undefined ? undefined : visible, onFocused);

  const accept = useMutation({
    mutationFn: (offer: Offer) => acceptOffer(offer.id),
    onMutate: (offer) => setBusy({ id: offer.id, action: 'accept' }),
    onSuccess: (_res, offer) => {
      remove(offer.id);
      void message.success(t('courier.offers.accepted'));
      void queryClient.invalidateQueries({ queryKey: courierKeys.active() });
      void queryClient.invalidateQueries({ queryKey: courierKeys.me() });
      void queryClient.invalidateQueries({ queryKey: courierKeys.today() });
      onAccepted();
    },
    onError: (err, offer) => {
      // 409 offer_taken / offer_expired: the server's message says why; the offer is gone either way.
      if (err instanceof ApiError && err.status === 409) remove(offer.id);
      void message.error(err.message || t('errors.generic'));
    },
    onSettled: () => setBusy(null),
  });

  const decline = useMutation({
    mutationFn: (offer: Offer) => declineOffer(offer.id),
    onMutate: (offer) => setBusy({ id: offer.id, action: 'decline' }),
    onSuccess: (_res, offer) => {
      remove(offer.id);
      void message.info(t('courier.offers.declined'));
    },
    onError: (err, offer) => {
      if (err instanceof ApiError && (err.status === 409 || err.status === 404)) remove(offer.id);
      void message.error(err.message || t('errors.generic'));
    },
    onSettled: () => setBusy(null),
  });

  return (
    <QueryState loading={loading} error={error} errorText={t('courier.offers.error')} onRetry={onRetry}>
      {visible.length === 0 ? (
        <Empty className="courier-empty" description={online ? t('courier.offers.empty') : t('courier.offers.emptyOffline')} />
      ) : (
        <div className="courier-list" aria-live="polite">
          {visible.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              highlighted={offer.id === focused}
              busy={busy?.id === offer.id ? busy.action : null}
              disabled={busy !== null}
              onAccept={() => {
                unlockAudio();
                accept.mutate(offer);
              }}
              onDecline={() => {
                unlockAudio();
                decline.mutate(offer);
              }}
            />
          ))}
        </div>
      )}
    </QueryState>
  );
}

/** Once the offers are loaded: the opened offer scrolls into view and stays marked; a gone one is said once. */
function useFocusedOffer(focusId: string | null | undefined, visible: Offer[] | undefined, onFocused?: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [focused, setFocused] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!focusId || !visible || handled.current === focusId) return;
    handled.current = focusId;
    if (visible.some((o) => o.id === focusId)) {
      setFocused(focusId);
      requestAnimationFrame(() => document.getElementById(`offer-${focusId}-title`)?.closest('article')?.scrollIntoView({ block: 'center' }));
    } else void message.warning(t('courier.offers.gone'));
    onFocused?.();
  }, [focusId, visible, message, t, onFocused]);
  return focused;
}
