/** GeoJSON polygon checks done in the app (PGlite has no PostGIS). Coordinates are [longitude, latitude]. */
export type Position = [number, number];

export type PolygonProblem = 'polygon_not_closed' | 'polygon_too_few_points' | 'polygon_self_intersecting' | 'polygon_out_of_range';

const same = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

/** Sign of the turn a → b → c: 1 left, -1 right, 0 collinear. */
function orientation(a: Position, b: Position, c: Position) {
  const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

const onSegment = (a: Position, b: Position, p: Position) =>
  Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);

/** Whether segments ab and cd share any point (touching and overlapping count). */
export function segmentsIntersect(a: Position, b: Position, c: Position, d: Position) {
  const o1 = orientation(a, b, c);
  const o2 = orientation(a, b, d);
  const o3 = orientation(c, d, a);
  const o4 = orientation(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(a, b, c)) || (o2 === 0 && onSegment(a, b, d)) || (o3 === 0 && onSegment(c, d, a)) || (o4 === 0 && onSegment(c, d, b));
}

/**
 * The first problem of a linear ring, or null when it is a valid simple ring: closed (last point = first), at least
 * three distinct points, edges meeting only at shared vertices of neighbours, coordinates in range.
 */
export function ringProblem(ring: Position[]): PolygonProblem | null {
  if (ring.some(([lng, lat]) => !Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90)) return 'polygon_out_of_range';
  if (ring.length < 2 || !same(ring[0], ring[ring.length - 1])) return 'polygon_not_closed';
  // Repeated consecutive points are harmless; drop them before looking at the shape.
  const points = ring.slice(0, -1).filter((p, i, all) => i === 0 || !same(p, all[i - 1]));
  if (points.length > 1 && same(points[0], points[points.length - 1])) points.pop();
  const distinct = new Set(points.map((p) => `${p[0]},${p[1]}`));
  if (distinct.size < 3) return 'polygon_too_few_points';
  if (distinct.size !== points.length) return 'polygon_self_intersecting'; // a vertex visited twice pinches the ring
  const n = points.length;
  // All points on one line: a zero-area "polygon" whose edges overlap.
  if (points.every((p) => orientation(points[0], points[1], p) === 0)) return 'polygon_self_intersecting';
  for (let i = 0; i < n; i++) {
    const a = points[i];
    const b = points[(i + 1) % n];
    for (let j = i + 1; j < n; j++) {
      const c = points[j];
      const d = points[(j + 1) % n];
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) {
        // Neighbouring edges share one vertex; they may not fold back over each other.
        const [shared, p, q] = j === i + 1 ? [b, a, d] : [a, b, c];
        const dot = (p[0] - shared[0]) * (q[0] - shared[0]) + (p[1] - shared[1]) * (q[1] - shared[1]);
        if (orientation(p, shared, q) === 0 && dot > 0) return 'polygon_self_intersecting';
        continue;
      }
      if (segmentsIntersect(a, b, c, d)) return 'polygon_self_intersecting';
    }
  }
  return null;
}

/** The first problem of a GeoJSON polygon (every ring is checked), or null. */
export function polygonProblem(polygon: { coordinates: Position[][] }): PolygonProblem | null {
  if (!polygon.coordinates.length) return 'polygon_too_few_points';
  for (const ring of polygon.coordinates) {
    const problem = ringProblem(ring);
    if (problem) return problem;
  }
  return null;
}

/** Ray casting on the outer ring, minus holes. */
export function pointInPolygon(longitude: number, latitude: number, polygon: { coordinates: Position[][] }) {
  const inRing = (ring: Position[]) => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
  const [outer, ...holes] = polygon.coordinates;
  return !!outer && inRing(outer) && !holes.some(inRing);
}
