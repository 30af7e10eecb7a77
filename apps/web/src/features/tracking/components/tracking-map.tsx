import { useMemo } from 'react';
import type { Tracking } from '@kurye/contracts/integrations';
import { PointMap, type MapPoint } from '../../../components/point-map';

/**
 * The tracking page's map: the store and, while the packet is on its way, the courier. Its own chunk (MapLibre is
 * large), loaded after the page's text is on screen.
 */
export function TrackingMap({
  tracking,
  storeLabel,
  courierLabel,
  mapLabel,
}: {
  tracking: Tracking;
  storeLabel: string;
  courierLabel: string;
  mapLabel: string;
}) {
  const { storeLocation, courierPosition } = tracking;
  const points = useMemo<MapPoint[]>(
    () => [
      { id: 'store', ...storeLocation, color: '#1677ff', label: storeLabel, caption: storeLabel },
      ...(courierPosition
        ? [
            {
              id: 'courier',
              latitude: courierPosition.latitude,
              longitude: courierPosition.longitude,
              color: '#e5484d',
              label: courierLabel,
              caption: courierLabel,
            },
          ]
        : []),
    ],
    [storeLocation, courierPosition, storeLabel, courierLabel],
  );
  return <PointMap points={points} label={mapLabel} height={300} zoom={14} testId="tracking-map" />;
}
