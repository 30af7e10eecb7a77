import { useId, useMemo } from 'react';
import { Typography } from 'antd';
import { EnvironmentFilled, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LazyPointMap } from '../../../components/lazy-point-map';
import { formatCoords, osmLink, type Point } from '../../../lib/osm';

/** A read-only location: a small map (offline basemap) with the point, the coordinates (copyable) and "Haritada aç". */
export function LocationView({ point, label }: { point: Point; label?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const coords = formatCoords(point);
  const name = label ?? t('directory.location.label');
  const points = useMemo(
    () => [{ id: 'location', latitude: point.latitude, longitude: point.longitude, label: `${name}: ${coords}` }],
    [point.latitude, point.longitude, name, coords],
  );
  return (
    <figure style={{ margin: 0 }} aria-labelledby={id}>
      <LazyPointMap points={points} label={t('directory.location.map', { label: name, coords })} height={220} zoom={12} testId="location-map" />
      <figcaption id={id} style={{ marginTop: 6, display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <span className="visually-hidden">{name}:</span>
        <Typography.Text copyable={{ text: coords }}>
          <EnvironmentFilled aria-hidden style={{ color: '#e5484d', marginInlineEnd: 4 }} />
          {coords}
        </Typography.Text>
        <a href={osmLink(point)} target="_blank" rel="noreferrer">
          {t('directory.location.open')} <ExportOutlined aria-hidden />
          <span className="visually-hidden"> {t('directory.newTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
