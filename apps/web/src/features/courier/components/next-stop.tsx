import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng, RequestDetails } from '@kurye/contracts/delivery';
import { LazyPointMap } from '../../../components/lazy-point-map';
import type { MapPoint } from '../../../components/point-map';
import { formatEta } from '../../../lib/eta';
import { formatDistance } from '../../../lib/format';
import { nextStopOf, useRoadRoute } from '../../../lib/road-route-query';

/** The drive to the next stop (the store, then the customer) from the courier's position: time, distance, a map. */
export function NextStop({ request, position }: { request: RequestDetails; position: LatLng | null }) {
  const { t } = useTranslation();
  const stop = nextStopOf(request);
  const route = useRoadRoute(stop ? position : null, stop);
  const atStore = request.status !== 'picked_up';
  const points = useMemo<MapPoint[]>(
    () => [
      ...(position ? [{ id: 'me', ...position, color: '#1668dc', label: t('courier.nextStop.you') }] : []),
      ...(stop ? [{ id: 'stop', ...stop, label: atStore ? request.store.name : t('courier.nextStop.customerPoint') }] : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [position?.latitude, position?.longitude, stop?.latitude, stop?.longitude, atStore, t],
  );
  if (!stop || !position || !route.data) return null;
  const where = atStore ? t('courier.nextStop.store') : t('courier.nextStop.customer');
  return (
    <section aria-label={t('courier.nextStop.title')} className="courier-next-stop">
      <Typography.Text strong data-testid="next-stop">
        {t('courier.nextStop.summary', { where, eta: formatEta(t, route.data.durationSeconds), distance: formatDistance(route.data.distanceMeters) })}
      </Typography.Text>
      <LazyPointMap points={points} line={route.data.geometry.coordinates} height={180} label={t('courier.nextStop.map', { where })} testId="next-stop-map" />
    </section>
  );
}
