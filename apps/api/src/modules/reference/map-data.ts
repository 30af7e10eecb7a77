import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const dataDir = path.resolve(import.meta.dirname, '../../../map-data');

type LngLat = [number, number];
interface Centres {
  provinces: Record<string, LngLat>;
  districts: Record<string, Record<string, LngLat>>;
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

/** İstanbul's districts as labelled points (GeoJSON), for the basemap's place names. */
export function istanbulDistrictLabels() {
  const istanbul = districtCentres().districts['34'] ?? {};
  return {
    type: 'FeatureCollection' as const,
    features: Object.entries(istanbul).map(([name, coordinates]) => ({
      type: 'Feature' as const,
      properties: { name },
      geometry: { type: 'Point' as const, coordinates },
    })),
  };
}
