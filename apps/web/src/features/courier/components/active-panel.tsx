import { distanceWithKind } from '../../../lib/distance-label';
import { useState } from 'react';
import { App, Empty } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { markArrived } from '../api/mark-arrived';
import { markDelivered } from '../api/mark-delivered';
import { markPickedUp } from '../api/mark-picked-up';
import { courierKeys } from '../api/keys';
import type { RequestDetails as ActiveRequest } from '@kurye/contracts/delivery';
import type { Fix } from '../hooks/use-position-sharing';
import { ActiveRequestCard } from './active-request-card';
import { QueryState } from './query-state';

interface Props {
  requests: ActiveRequest[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  hasFix: boolean;
  /** The last position the phone gave (the next stop's route starts there). */
  fix?: Fix | null;
  currentFix: () => Promise<Fix | null>;
}

type Pending = { kind: 'arrived' | 'picked-up' | 'delivered'; id: string };

export function ActivePanel({ requests, loading, error, onRetry, hasFix, fix = null, currentFix }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: courierKeys.active() });
    void queryClient.invalidateQueries({ queryKey: courierKeys.today() });
    void queryClient.invalidateQueries({ queryKey: courierKeys.me() });
  };

  const step = useMutation({
    mutationFn: async (p: Pending) => {
      if (p.kind === 'arrived') return markArrived(p.id);
      if (p.kind === 'picked-up') return markPickedUp(p.id);
      const fix = await currentFix();
      if (!fix) throw new Error(t('courier.active.noFix'));
      const res = await markDelivered(p.id, { latitude: fix.latitude, longitude: fix.longitude });
      void message.success(t('courier.active.deliveredOk', { distance: distanceWithKind(t, res.distanceMeters, res.distanceKind) }));
      return res;
    },
    onMutate: (p) => setPending(p),
    onSuccess: refresh,
    onError: (err) => {
      void message.error(err.message || t('errors.generic'));
      refresh();
    },
    onSettled: () => setPending(null),
  });

  return (
    <QueryState loading={loading} error={error} errorText={t('courier.active.error')} onRetry={onRetry}>
      {!requests?.length ? (
        <Empty className="courier-empty" description={t('courier.active.empty')} />
      ) : (
        <div className="courier-list">
          {requests.map((request) => (
            <ActiveRequestCard
              key={request.id}
              request={request}
              hasFix={hasFix}
              position={fix ? { latitude: fix.latitude, longitude: fix.longitude } : null}
              pending={pending}
              onArrived={() => step.mutate({ kind: 'arrived', id: request.id })}
              onPickedUp={() => step.mutate({ kind: 'picked-up', id: request.id })}
              onDelivered={(packetId) => step.mutate({ kind: 'delivered', id: packetId })}
            />
          ))}
        </div>
      )}
    </QueryState>
  );
}
