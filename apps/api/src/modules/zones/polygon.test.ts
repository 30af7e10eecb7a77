import { describe, expect, it } from 'vitest';
import { pointInPolygon, polygonProblem, ringProblem, type Position } from './polygon';

const square: Position[] = [
  [29, 41],
  [29.1, 41],
  [29.1, 41.1],
  [29, 41.1],
  [29, 41],
];

describe('zone polygon validity', () => {
  it('accepts simple rings: a triangle, a square, a concave shape', () => {
    expect(
      ringProblem([
        [0, 0],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBeNull();
    expect(ringProblem(square)).toBeNull();
    const concave: Position[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 1],
      [0, 4],
      [0, 0],
    ];
    expect(ringProblem(concave)).toBeNull();
    // A straight run through a middle vertex is not a fold.
    expect(
      ringProblem([
        [0, 0],
        [1, 0],
        [2, 0],
        [2, 2],
        [0, 0],
      ]),
    ).toBeNull();
  });

  it('refuses an open ring', () => {
    expect(ringProblem(square.slice(0, -1))).toBe('polygon_not_closed');
  });

  it('refuses fewer than three distinct points', () => {
    expect(
      ringProblem([
        [0, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe('polygon_too_few_points');
    expect(
      ringProblem([
        [0, 0],
        [1, 1],
        [1, 1],
        [0, 0],
      ]),
    ).toBe('polygon_too_few_points');
    expect(
      ringProblem([
        [0, 0],
        [0, 0],
      ]),
    ).toBe('polygon_too_few_points');
    expect(polygonProblem({ coordinates: [] })).toBe('polygon_too_few_points');
  });

  it('refuses a bow tie and other crossings', () => {
    expect(
      ringProblem([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBe('polygon_self_intersecting');
    expect(
      ringProblem([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, -1],
        [0, 4],
        [0, 0],
      ]),
    ).toBe('polygon_self_intersecting');
  });

  it('refuses collinear points, an edge folding back and a pinched vertex', () => {
    expect(
      ringProblem([
        [0, 0],
        [1, 0],
        [2, 0],
        [0, 0],
      ]),
    ).toBe('polygon_self_intersecting');
    expect(
      ringProblem([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ]),
    ).toBe('polygon_self_intersecting');
    expect(
      ringProblem([
        [0, 0],
        [2, 0],
        [1, 1],
        [2, 2],
        [0, 2],
        [1, 1],
        [0, 0],
      ]),
    ).toBe('polygon_self_intersecting');
  });

  it('refuses coordinates out of range', () => {
    expect(
      ringProblem([
        [0, 0],
        [200, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBe('polygon_out_of_range');
    expect(
      ringProblem([
        [0, 0],
        [1, 95],
        [0, 1],
        [0, 0],
      ]),
    ).toBe('polygon_out_of_range');
  });

  it('tolerates a repeated consecutive point', () => {
    expect(
      ringProblem([
        [0, 0],
        [1, 0],
        [1, 0],
        [0, 1],
        [0, 0],
      ]),
    ).toBeNull();
  });

  it('checks every ring of the polygon', () => {
    expect(
      polygonProblem({
        coordinates: [
          square,
          [
            [29.02, 41.02],
            [29.05, 41.05],
            [29.05, 41.02],
            [29.02, 41.05],
            [29.02, 41.02],
          ],
        ],
      }),
    ).toBe('polygon_self_intersecting');
  });

  it('finds whether a point is inside', () => {
    expect(pointInPolygon(29.05, 41.05, { coordinates: [square] })).toBe(true);
    expect(pointInPolygon(29.2, 41.05, { coordinates: [square] })).toBe(false);
  });
});
