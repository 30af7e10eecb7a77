import type { ZonePolygon } from '../api/list-zones';

/** Distinct corner points of the outline (the closing point and repeats not counted). */
export function cornerCount(polygon: ZonePolygon | null | undefined): number {
  const ring = polygon?.coordinates[0];
  if (!ring?.length) return 0;
  return new Set(ring.map(([x, y]) => `${x},${y}`)).size;
}

/** A ring closed as GeoJSON wants it (last point = first). */
export function closeRing(ring: [number, number][]): [number, number][] {
  if (!ring.length) return ring;
  const [first, last] = [ring[0], ring[ring.length - 1]];
  return first[0] === last[0] && first[1] === last[1] ? ring : [...ring, first];
}
