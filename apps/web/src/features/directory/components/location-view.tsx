import { useId } from 'react';
import { Typography } from 'antd';
import { EnvironmentFilled, ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatCoords, osmLink, type Point } from '../lib/osm';

/** A read-only location: a small static marker card, the coordinates (copyable) and "Haritada aç" (OpenStreetMap). */
export function LocationView({ point, label }: { point: Point; label?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const coords = formatCoords(point);
  return (
    <figure style={{ margin: 0 }} aria-labelledby={id}>
      <svg viewBox="0 0 320 96" width="100%" style={{ maxWidth: 420, display: 'block', borderRadius: 8, border: '1px solid rgba(127,127,127,.3)', background: '#eef3f7' }} aria-hidden="true">
        <defs>
          <pattern id={`${id}-grid`} width="16" height="16" patternUnits="userSpaceOnUse">
            <path d="M 16 0 L 0 0 0 16" fill="none" stroke="#d5dee6" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width="320" height="96" fill={`url(#${id}-grid)`} />
        <path d="M0 70 C 80 50, 140 90, 320 60" stroke="#c9d6e2" strokeWidth="8" fill="none" />
        <path d="M120 0 L 150 96" stroke="#c9d6e2" strokeWidth="6" fill="none" />
        <path d="M 160 58 c -4 -8 -10 -12 -10 -19 a 10 10 0 1 1 20 0 c 0 7 -6 11 -10 19 z" fill="#e5484d" stroke="#fff" strokeWidth="2" />
        <circle cx="160" cy="39" r="3.5" fill="#fff" />
      </svg>
      <figcaption id={id} style={{ marginTop: 6, display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <span className="visually-hidden">{label ?? t('directory.location.label')}:</span>
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
