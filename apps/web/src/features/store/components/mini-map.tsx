import { useMemo } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@kurye/contracts/delivery';
import { LazyPointMap } from '../../../components/lazy-point-map';
import { formatCoords } from '../../../lib/osm';
import { formatDistance } from '../../../lib/format';

const EARTH_M_PER_DEG = 111_320;

/** Straight-line metres between two nearby points (local equirectangular projection; plenty within a city). */
function metersBetween(a: LatLng, b: LatLng) {
  const k = Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  return Math.round(Math.hypot((a.longitude - b.longitude) * EARTH_M_PER_DEG * k, (a.latitude - b.latitude) * EARTH_M_PER_DEG));
}

/**
 * The delivery point (and the store, when known) on a small MapLibre map over the offline basemap, with the coordinates
 * (copyable) and the distance from the store. `pointCaption` names the point ("Teslim" by default).
 */
export function MiniMap({ target, store, pointCaption }: { target: LatLng; store?: LatLng | null; pointCaption?: string }) {
  const { t } = useTranslation();
  const coords = formatCoords(target);
  const distance = store ? metersBetween(target, store) : null;
  const distanceText = distance !== null ? t('store.map.distance', { distance: formatDistance(distance) }) : null;
  const points = useMemo(
    () => [
      ...(store
        ? [
            {
              id: 'store',
              latitude: store.latitude,
              longitude: store.longitude,
              color: '#595959',
              label: t('store.map.store'),
              caption: t('store.map.store'),
            },
          ]
        : []),
      {
        id: 'delivery',
        latitude: target.latitude,
        longitude: target.longitude,
        label: `${pointCaption ?? t('store.map.delivery')}: ${coords}`,
        caption: pointCaption ?? t('store.map.delivery'),
      },
    ],
    [t, coords, pointCaption, target.latitude, target.longitude, store?.latitude, store?.longitude], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <figure style={{ margin: 0 }}>
      <LazyPointMap
        points={points}
        label={`${t('store.map.label', { coords })}${distanceText ? ` — ${distanceText}` : ''}`}
        height={220}
        zoom={15}
        testId="delivery-map"
      />
      <figcaption style={{ marginTop: 6, display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography.Text type="secondary" copyable={{ text: coords }}>
          {coords}
        </Typography.Text>
        {distanceText && <Typography.Text type="secondary">{distanceText}</Typography.Text>}
      </figcaption>
    </figure>
  );
}
