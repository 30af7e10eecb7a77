import { useMemo } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyPointMap } from '../../../../components/lazy-point-map';

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

/**
 * The store's location as a form field: a click on the map (or "Haritanın ortasını seç" after moving the map with the
 * keyboard) sets the point; choosing a district moves the map there.
 */
export function LocationPicker({ value, onChange, center, id, 'aria-describedby': describedBy }: Props) {
  const { t } = useTranslation();
  const points = useMemo(
    () => (value ? [{ id: 'store-location', latitude: value.latitude, longitude: value.longitude, label: t('applicationForm.location.marker') }] : []),
    [value, t],
  );
  const coords = value ? `${value.latitude.toFixed(5)}, ${value.longitude.toFixed(5)}` : null;
  return (
    <div id={id} aria-describedby={describedBy}>
      <LazyPointMap
        points={points}
        label={t('applicationForm.location.map')}
        height={320}
        center={center}
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
