import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiDir } from '../../api-dir';

const require = createRequire(import.meta.url);
const dataDir = path.join(apiDir, 'map-data');

type LngLat = [number, number];
interface Centres {
  provinces: Record<string, LngLat>;
  districts: Record<string, Record<string, LngLat>>;
  /** İstanbul's smaller places GeoNames names: [name, longitude, latitude]. */
  places34: [string, number, number][];
}

let centres: Centres | null = null;
/** Label points of Turkey's provinces and districts (`map-data/district-centres.json`, built by scripts/map-data). */
export function districtCentres(): Centres {
  centres ??= JSON.parse(fs.readFileSync(path.join(dataDir, 'district-centres.json'), 'utf8')) as Centres;
  return centres;
}

export const toPoint = (p: LngLat | undefined) => (p ? { latitude: p[1], longitude: p[0] } : null);

/** The files behind `/map/*`: the offline basemap's data and the font its labels are drawn with. */
export const MAP_FILES: Record<string, { type: string; file: () => string }> = {
  'istanbul-land.geojson': { type: 'application/geo+json', file: () => path.join(dataDir, 'istanbul-land.geojson') },
  'fonts/dejavu-sans.ttf': { type: 'font/ttf', file: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf') },
  'fonts/dejavu-sans-bold.ttf': { type: 'font/ttf', file: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf') },
};

/** İstanbul's districts (`kind: 'district'`) and smaller places (`kind: 'place'`) as labelled points (GeoJSON). */
export function istanbulDistrictLabels() {
  const { districts, places34 } = districtCentres();
  const point = (name: string, kind: 'district' | 'place', coordinates: LngLat) => ({
    type: 'Feature' as const,
    properties: { name, kind },
    geometry: { type: 'Point' as const, coordinates },
  });
  return {
    type: 'FeatureCollection' as const,
    features: [
      ...Object.entries(districts['34'] ?? {}).map(([name, at]) => point(name, 'district', at)),
      ...places34.map(([name, x, y]) => point(name, 'place', [x, y])),
    ],
  };
}
