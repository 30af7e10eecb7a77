import { useState } from 'react';
import { Alert } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ownEmergencyQueryOptions } from '../api/get-own-emergency';
import { courierKeys } from '../api/keys';
import { useSocketEvent } from '../../../lib/socket';

/**
 * After SOS, what became of it: sent and waiting, seen by someone who is on it, or closed (with their note). Moves
 * live with the `emergency.updated` event; a closed one can be put away.
 */
export function SosStatus() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { data } = useQuery(ownEmergencyQueryOptions());
  const [dismissed, setDismissed] = useState<string | null>(null);
  useSocketEvent('emergency.updated', (e) => qc.setQueryData(courierKeys.emergency(), e));

  if (!data || dismissed === data.id) return null;
  if (data.status === 'resolved') {
    // Only the latest closure, and only until it is put away.
    return (
      <Alert
        type="success"
        showIcon
        closable={{ 'aria-label': t('courier.sosStatus.dismiss') }}
        onClose={() => setDismissed(data.id)}
        title={t('courier.sosStatus.resolved', { name: data.resolvedBy ?? '' })}
        description={data.resolutionNote ?? undefined}
        data-testid="sos-status"
        data-state="resolved"
      />
    );
  }
  const seen = data.acknowledgedAt !== null;
  return (
    <Alert
      type={seen ? 'warning' : 'error'}
      showIcon
      title={seen ? t('courier.sosStatus.acknowledged', { name: data.acknowledgedBy ?? '' }) : t('courier.sosStatus.open')}
      description={t('courier.sosStatus.help')}
      data-testid="sos-status"
      data-state={seen ? 'acknowledged' : 'open'}
    />
  );
}
