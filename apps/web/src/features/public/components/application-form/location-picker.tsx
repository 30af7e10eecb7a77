import { useMemo, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyPointMap } from '../../../../components/lazy-point-map';
import { PlaceSearch } from '../../../../components/place-search';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Turkey's bounding box: a point outside it cannot be a store we serve. */
export const inTurkey = (p: LatLng) => p.latitude >= 35.8 && p.latitude <= 42.2 && p.longitude >= 25.6 && p.longitude <= 44.9;

interface Props {
  value?: LatLng | null;
  onChange?(value: LatLng): void;
  /** Where the map looks: the chosen district's (or province's) centre. */
  center: (LatLng & { zoom: number }) | null;
  id?: string;
  'aria-describedby'?: string;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** How close the map comes to a street found by name: close enough to click the store's door. */
const STREET_ZOOM = 17;

/**
 * The store's location as a form field: a click on the map (or "Haritanın ortasını seç" after moving the map with the
 * keyboard) sets the point; choosing a district moves the map there; a street found by name moves the map there and
 * sets the point on it, for a click on the door to refine.
 */
export function LocationPicker({ value, onChange, center, id, 'aria-describedby': describedBy }: Props) {
  const { t } = useTranslation();
  const points = useMemo(
    () => (value ? [{ id: 'store-location', latitude: value.latitude, longitude: value.longitude, label: t('applicationForm.location.marker') }] : []),
    [value, t],
  );
  const coords = value ? `${value.latitude.toFixed(5)}, ${value.longitude.toFixed(5)}` : null;
  // The street last found, until the district changes (then the district's centre is where the map looks).
  const centerKey = center ? `${center.latitude},${center.longitude},${center.zoom}` : '';
  const [found, setFound] = useState<{ at: LatLng & { zoom: number }; centerKey: string }>();
  const view = found && found.centerKey === centerKey ? found.at : center;
  return (
    <div id={id} aria-describedby={describedBy}>
      <PlaceSearch
        audience="public"
        near={center}
        label={t('applicationForm.location.search')}
        placeholder={t('applicationForm.location.searchPlaceholder')}
        testId="store-location-search"
        style={{ marginBottom: 8 }}
        onPick={(place) => {
          const at = { latitude: round(place.latitude), longitude: round(place.longitude) };
          setFound({ at: { ...at, zoom: STREET_ZOOM }, centerKey });
          onChange?.(at);
        }}
      />
      <LazyPointMap
        points={points}
        label={t('applicationForm.location.map')}
        height={320}
        center={view}
        follow={false}
        onPick={(p) => onChange?.({ latitude: round(p.latitude), longitude: round(p.longitude) })}
        pickCenterLabel={t('applicationForm.location.pickCenter')}
        testId="store-location-map"
      />
      <Typography.Paragraph style={{ margin: '6px 0 0' }} type={coords ? undefined : 'secondary'} aria-live="polite" data-testid="store-location-chosen">
        {coords ? t('applicationForm.location.chosen', { coords }) : t('applicationForm.location.none')}
      </Typography.Paragraph>
    </div>
  );
}
