import { useId } from 'react';
import { Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LatLng } from '@kurye/contracts/delivery';
import { formatDistance } from '../lib/format-distance';

export const osmLink = ({ latitude, longitude }: LatLng) =>
  `https://www.openstreetmap.org/?mlat=${latitude.toFixed(6)}&mlon=${longitude.toFixed(6)}#map=17/${latitude.toFixed(6)}/${longitude.toFixed(6)}`;

const W = 400;
const H = 150;
const PAD = 28;
const EARTH_M_PER_DEG = 111_320;

function niceMeters(m: number) {
  const steps = [50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10_000, 20_000, 50_000];
  return steps.find((s) => s >= m) ?? steps[steps.length - 1];
}

/**
 * A light "map": the delivery point (and the store, when known) on a local equirectangular projection, with a scale
 * bar and the coordinates — no tiles, no map library. "Haritada aç" opens OpenStreetMap.
 */
export function MiniMap({ target, store }: { target: LatLng; store?: LatLng | null }) {
  const { t } = useTranslation();
  const titleId = `map${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const lat0 = store ? (store.latitude + target.latitude) / 2 : target.latitude;
  const lon0 = store ? (store.longitude + target.longitude) / 2 : target.longitude;
  const k = Math.cos((lat0 * Math.PI) / 180);
  // metres east / north of the centre
  const toLocal = (p: LatLng) => ({ x: (p.longitude - lon0) * EARTH_M_PER_DEG * k, y: (p.latitude - lat0) * EARTH_M_PER_DEG });
  const a = toLocal(target);
  const b = store ? toLocal(store) : null;
  const spanX = Math.max(Math.abs(a.x), Math.abs(b?.x ?? 0), 150) * 2;
  const spanY = Math.max(Math.abs(a.y), Math.abs(b?.y ?? 0), 100) * 2;
  const scale = Math.min((W - 2 * PAD) / spanX, (H - 2 * PAD) / spanY); // px per metre
  const toSvg = (p: { x: number; y: number }) => ({ x: W / 2 + p.x * scale, y: H / 2 - p.y * scale });
  const ta = toSvg(a);
  const sb = b ? toSvg(b) : null;
  const barMeters = niceMeters(60 / scale);
  const barPx = barMeters * scale;
  const distance = b ? Math.round(Math.hypot(a.x - b.x, a.y - b.y)) : null;
  const coords = `${target.latitude.toFixed(5)}, ${target.longitude.toFixed(5)}`;

  return (
    <figure style={{ margin: 0 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        style={{ display: 'block', borderRadius: 8, border: '1px solid rgba(127,127,127,.3)', background: '#eef3f7' }}
      >
        <title id={titleId}>
          {t('storeDelivery.map.label', { coords })}
          {distance !== null ? ` — ${t('storeDelivery.map.distance', { distance: formatDistance(distance) })}` : ''}
        </title>
        <defs>
          <pattern id={`${titleId}-grid`} width="20" height="20" patternUnits="userSpaceOnUse">
            <path d="M 20 0 L 0 0 0 20" fill="none" stroke="#d5dee6" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={W} height={H} fill={`url(#${titleId}-grid)`} />
        {sb && <line x1={sb.x} y1={sb.y} x2={ta.x} y2={ta.y} stroke="#1668dc" strokeWidth="2" strokeDasharray="6 4" />}
        {sb && (
          <g>
            <rect x={sb.x - 7} y={sb.y - 7} width="14" height="14" rx="3" fill="#595959" stroke="#fff" strokeWidth="2" />
            <text x={sb.x} y={sb.y + 22} textAnchor="middle" fontSize="11" fill="#262626">
              {t('storeDelivery.map.store')}
            </text>
          </g>
        )}
        <g>
          <path
            d={`M ${ta.x} ${ta.y} c -4 -8 -10 -12 -10 -19 a 10 10 0 1 1 20 0 c 0 7 -6 11 -10 19 z`}
            fill="#e5484d"
            stroke="#fff"
            strokeWidth="2"
          />
          <circle cx={ta.x} cy={ta.y - 19} r="3.5" fill="#fff" />
          <text x={ta.x} y={ta.y + 14} textAnchor="middle" fontSize="11" fill="#262626">
            {t('storeDelivery.map.delivery')}
          </text>
        </g>
        <g transform={`translate(${W - PAD - barPx}, ${H - 12})`}>
          <line x1="0" y1="0" x2={barPx} y2="0" stroke="#262626" strokeWidth="2" />
          <text x={barPx / 2} y="-4" textAnchor="middle" fontSize="10" fill="#262626">
            {barMeters >= 1000 ? `${barMeters / 1000} km` : `${barMeters} m`}
          </text>
        </g>
        <text x="8" y="14" fontSize="11" fill="#595959">
          {t('storeDelivery.map.north')}
        </text>
      </svg>
      <figcaption style={{ marginTop: 6, display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography.Text type="secondary" copyable={{ text: coords }}>
          {coords}
        </Typography.Text>
        {distance !== null && <Typography.Text type="secondary">{t('storeDelivery.map.distance', { distance: formatDistance(distance) })}</Typography.Text>}
        <a href={osmLink(target)} target="_blank" rel="noreferrer">
          {t('storeDelivery.map.open')} <ExportOutlined aria-hidden />
        </a>
      </figcaption>
    </figure>
  );
}
