import { describe, expect, it } from 'vitest';
import { pointInPolygon, polygonProblem, ringProblem, type PolygonProblem, type Position } from './polygon';

/** A ring written as WKT writes one, "lng lat, lng lat, …", kept as written (closed or not). */
const ring = (wkt: string): Position[] =>
  wkt.split(',').map((point) => {
    const [lng, lat] = point.trim().split(/\s+/).map(Number);
    return [lng, lat];
  });

/** Each ring, as written, has the problem given (null: none). */
const expectRings = (problem: PolygonProblem | null, ...rings: string[]) => {
  for (const r of rings) expect(ringProblem(ring(r)), r).toBe(problem);
};

const square = ring('29 41, 29.1 41, 29.1 41.1, 29 41.1, 29 41');

describe('zone polygon validity', () => {
  it('accepts simple rings: a triangle, a square, a concave shape', () => {
    expect(ringProblem(square)).toBeNull();
    expectRings(
      null,
      '0 0, 1 0, 0 1, 0 0',
      '0 0, 4 0, 4 4, 2 1, 0 4, 0 0', // concave
      '0 0, 1 0, 2 0, 2 2, 0 0', // a straight run through a middle vertex is not a fold
    );
  });

  it('refuses an open ring', () => {
    expect(ringProblem(square.slice(0, -1))).toBe('polygon_not_closed');
  });

  it('refuses fewer than three distinct points', () => {
    expectRings('polygon_too_few_points', '0 0, 1 1, 0 0', '0 0, 1 1, 1 1, 0 0', '0 0, 0 0');
    expect(polygonProblem({ coordinates: [] })).toBe('polygon_too_few_points');
  });

  it('refuses a bow tie and other crossings', () => {
    expectRings('polygon_self_intersecting', '0 0, 1 1, 1 0, 0 1, 0 0', '0 0, 4 0, 4 4, 2 -1, 0 4, 0 0');
  });

  it('refuses collinear points, an edge folding back and a pinched vertex', () => {
    expectRings('polygon_self_intersecting', '0 0, 1 0, 2 0, 0 0', '0 0, 2 0, 1 0, 1 1, 0 0', '0 0, 2 0, 1 1, 2 2, 0 2, 1 1, 0 0');
  });

  it('refuses coordinates out of range', () => {
    expectRings('polygon_out_of_range', '0 0, 200 0, 0 1, 0 0', '0 0, 1 95, 0 1, 0 0');
  });

  it('tolerates a repeated consecutive point', () => {
    expectRings(null, '0 0, 1 0, 1 0, 0 1, 0 0');
  });

  it('checks every ring of the polygon', () => {
    expect(polygonProblem({ coordinates: [square, ring('29.02 41.02, 29.05 41.05, 29.05 41.02, 29.02 41.05, 29.02 41.02')] })).toBe(
      'polygon_self_intersecting',
    );
  });

  it('finds whether a point is inside', () => {
    expect(pointInPolygon(29.05, 41.05, { coordinates: [square] })).toBe(true);
    expect(pointInPolygon(29.2, 41.05, { coordinates: [square] })).toBe(false);
  });
});
