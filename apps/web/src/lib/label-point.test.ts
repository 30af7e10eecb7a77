import { describe, expect, it } from 'vitest';
import { labelPoint } from './label-point';

/** Whether [x, y] lies inside the ring (even-odd rule). */
function inside(ring: number[][], [x, y]: [number, number]) {
  let odd = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[j]!;
    if (y1 > y !== y2 > y && x < x1 + ((y - y1) / (y2 - y1)) * (x2 - x1)) odd = !odd;
  }
  return odd;
}

describe('labelPoint', () => {
  it('puts a square’s label at its centre', () => {
    expect(
      labelPoint({
        coordinates: [
          [
            [29, 41],
            [29.2, 41],
            [29.2, 41.2],
            [29, 41.2],
            [29, 41],
          ],
        ],
      }),
    ).toEqual([29.1, 41.1]);
  });

  it('keeps a U-shaped zone’s label inside it, in the wider arm, where the centre of its box is outside', () => {
    // A U: two arms (the right one wider) joined at the bottom; the middle of the box falls in the gap between them.
    const ring = [
      [0, 0],
      [10, 0],
      [10, 10],
      [6, 10],
      [6, 2],
      [3, 2],
      [3, 10],
      [0, 10],
      [0, 0],
    ];
    const at = labelPoint({ coordinates: [ring] })!;
    expect(inside(ring, [5, 5])).toBe(false);
    expect(inside(ring, at)).toBe(true);
    expect(at).toEqual([8, 5]);
  });

  it('gives no point for a ring too short to be a polygon', () => {
    expect(
      labelPoint({
        coordinates: [
          [
            [0, 0],
            [1, 1],
          ],
        ],
      }),
    ).toBeNull();
    expect(labelPoint({ coordinates: [] })).toBeNull();
  });
});
