import type { VectorTileFeature } from '@mapbox/vector-tile';
import { tileIdToZxy } from 'pmtiles';
import type { GeoPlace, GeoPlaceKind } from '@kurye/contracts/geo';
import { foldTurkish } from '@kurye/contracts/turkish-fold';
import type { TileArchive } from './pmtiles-archive';

/** A district's name and its centre, [longitude, latitude]. */
export type DistrictCentre = { name: string; at: [number, number] };

/** The OpenMapTiles `place` classes that are part of a town (searched as neighbourhoods); the rest are places. */
const NEIGHBOURHOOD_CLASSES = new Set(['neighbourhood', 'quarter', 'suburb']);

/** The layers names are read from, and what each name is. */
const LAYERS: readonly { layer: string; kind: (f: VectorTileFeature) => GeoPlaceKind | undefined }[] = [
  { layer: 'transportation_name', kind: (f) => (f.properties.class === 'ferry' ? undefined : 'street') },
  { layer: 'place', kind: (f) => (NEIGHBOURHOOD_CLASSES.has(String(f.properties.class)) ? 'neighbourhood' : 'place') },
  { layer: 'poi', kind: () => 'poi' },
];

/** Gathers the pieces of one name in one district: the length-weighted centre and the piece points to choose from. */
interface Gathered {
  name: string;
  kind: GeoPlaceKind;
  district: string;
  weight: number;
  sumLng: number;
  sumLat: number;
  points: [number, number][];
}

const lngOf = (worldX: number) => worldX * 360 - 180;
const latOf = (worldY: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * worldY))) * 180) / Math.PI;

/** The district whose centre is nearest (equirectangular distance, enough to compare), or ''. */
export function nearestDistrict(districts: readonly DistrictCentre[], lng: number, lat: number): string {
  const k = Math.cos((lat * Math.PI) / 180);
  let best = '';
  let bestD = Infinity;
  for (const d of districts) {
    const dx = (d.at[0] - lng) * k;
    const dy = d.at[1] - lat;
    const dd = dx * dx + dy * dy;
    if (dd < bestD) {
      bestD = dd;
      best = d.name;
    }
  }
  return best;
}

/** The midpoint of a line along its length, and the length (tile units); a point's own position for anything else. */
function representative(feature: VectorTileFeature): { x: number; y: number; length: number } | undefined {
  const lines = feature.loadGeometry();
  if (feature.type !== 2) {
    const p = lines[0]?.[0];
    return p && { x: p.x, y: p.y, length: 1 };
  }
  let longest = lines[0];
  let longestLength = 0;
  let total = 0;
  for (const line of lines) {
    let length = 0;
    for (let i = 1; i < line.length; i++) length += Math.hypot(line[i]!.x - line[i - 1]!.x, line[i]!.y - line[i - 1]!.y);
    total += length;
    if (length > longestLength) [longest, longestLength] = [line, length];
  }
  if (!longest?.length) return undefined;
  let walked = 0;
  for (let i = 1; i < longest.length; i++) {
    const [a, b] = [longest[i - 1]!, longest[i]!];
    const step = Math.hypot(b.x - a.x, b.y - a.y);
    if (walked + step >= longestLength / 2 && step > 0) {
      const t = (longestLength / 2 - walked) / step;
      return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t, length: Math.max(total, 1) };
    }
    walked += step;
  }
  return { x: longest[0]!.x, y: longest[0]!.y, length: Math.max(total, 1) };
}

/**
 * Every street, neighbourhood, place and POI name of the archive's most detailed zoom, one entry per name, kind and
 * district (the district of the nearest district centre), at the piece nearest the name's weighted centre (so a
 * street's point lies on the street). Yields to the event loop after each tile, so a server keeps answering meanwhile.
 */
export async function buildPlaces(archive: TileArchive, districts: readonly DistrictCentre[], signal?: AbortSignal): Promise<GeoPlace[]> {
  const z = archive.header.maxZoom;
  const { minLon, minLat, maxLon, maxLat } = archive.header;
  // Only districts near the extract compete (a province's worth, not the country's).
  const near = districts.filter((d) => d.at[0] > minLon - 0.5 && d.at[0] < maxLon + 0.5 && d.at[1] > minLat - 0.5 && d.at[1] < maxLat + 0.5);
  const gathered = new Map<string, Gathered>();
  for await (const entry of archive.entries()) {
    for (let id = entry.tileId; id < entry.tileId + entry.runLength; id++) {
      const [tz, tx, ty] = tileIdToZxy(id);
      if (tz !== z) continue;
      signal?.throwIfAborted();
      const tile = await archive.vectorTile(tz, tx, ty);
      if (!tile) continue;
      const scale = 2 ** tz;
      for (const { layer, kind: kindOf } of LAYERS) {
        const features = tile.layers[layer];
        if (!features) continue;
        for (let i = 0; i < features.length; i++) {
          const feature = features.feature(i);
          const name = feature.properties['name:latin'];
          const kind = kindOf(feature);
          if (typeof name !== 'string' || !name.trim() || !kind) continue;
          const at = representative(feature);
          if (!at) continue;
          const lng = lngOf((tx + at.x / features.extent) / scale);
          const lat = latOf((ty + at.y / features.extent) / scale);
          const district = nearestDistrict(near, lng, lat);
          const key = `${kind}|${foldTurkish(name.trim())}|${district}`;
          let g = gathered.get(key);
          if (!g) gathered.set(key, (g = { name: name.trim(), kind, district, weight: 0, sumLng: 0, sumLat: 0, points: [] }));
          g.weight += at.length;
          g.sumLng += lng * at.length;
          g.sumLat += lat * at.length;
          g.points.push([lng, lat]);
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return [...gathered.values()].map((g) => {
    const [cx, cy] = [g.sumLng / g.weight, g.sumLat / g.weight];
    let best = g.points[0]!;
    for (const p of g.points) if ((p[0] - cx) ** 2 + (p[1] - cy) ** 2 < (best[0] - cx) ** 2 + (best[1] - cy) ** 2) best = p;
    return { name: g.name, kind: g.kind, district: g.district, longitude: round(best[0]), latitude: round(best[1]) };
  });
}

const round = (v: number) => Math.round(v * 1e6) / 1e6;
