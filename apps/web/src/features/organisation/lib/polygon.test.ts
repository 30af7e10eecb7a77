import { describe, expect, it } from 'vitest';
import type { ZonePolygon } from '../api/list-zones';
import { closeRing, cornerCount } from './polygon';

type Point = [number, number];
const polygon = (...ring: Point[]): ZonePolygon => ({ type: 'Polygon', coordinates: [ring] });
/** Three corners, open and closed. */
const open: Point[] = [
  [0, 0],
  [1, 0],
  [1, 1],
];
const closed: Point[] = [...open, [0, 0]];

describe('zone polygon helpers', () => {
  it('counts distinct corners, not the closing point', () => {
    expect(cornerCount(null)).toBe(0);
    expect(cornerCount(polygon([0, 0], [1, 0], [0, 0]))).toBe(2);
    expect(cornerCount(polygon(...closed))).toBe(3);
  });

  it('closes an open ring once', () => {
    expect(closeRing(open)).toEqual(closed);
    expect(closeRing(closed)).toEqual(closed);
  });
});
