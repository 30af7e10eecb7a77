import { describe, expect, it } from 'vitest';
import { courierRadius, dotsBox, latOf, lngOf, mercatorX, mercatorY, nearestPoint, rgb } from './overlay-math';

describe('overlay math', () => {
  it('round-trips Web-Mercator coordinates and keeps float32 offsets precise near the origin', () => {
    expect(lngOf(mercatorX(29.0342))).toBeCloseTo(29.0342, 10);
    expect(latOf(mercatorY(40.9921))).toBeCloseTo(40.9921, 10);
    expect(mercatorX(0)).toBe(0.5);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    // Stored as float32 relative to an origin nearby: well under a metre.
    const ox = mercatorX(29.03);
    const oy = mercatorY(41.01);
    const f = new Float32Array([mercatorX(29.0342) - ox, mercatorY(40.9921) - oy]);
    expect(lngOf(ox + f[0])).toBeCloseTo(29.0342, 6);
    expect(latOf(oy + f[1])).toBeCloseTo(40.9921, 6);
  });

  it('sizes dots like the old circle layer', () => {
    expect(courierRadius(5)).toBe(3);
    expect(courierRadius(10)).toBeCloseTo(4.25);
    expect(courierRadius(12)).toBe(5.5);
    expect(courierRadius(20)).toBe(8);
  });

  it('finds the nearest point within the hit distance, skipping left-out ones', () => {
    const projection = { originX: 100, originY: 50, scale: 1000 };
    // Points at px (100,50), (110,50), (104,50).
    const pos = new Float32Array([0, 0, 0.01, 0, 0.004, 0]);
    expect(nearestPoint(pos, 3, projection, 104.5, 50, 8)).toBe(2);
    expect(nearestPoint(pos, 3, projection, 104.5, 50, 8, (i) => i === 2)).toBe(0);
    expect(nearestPoint(pos, 3, projection, 200, 50, 8)).toBe(-1);
    expect(nearestPoint(pos, 2, projection, 104, 50, 8)).toBe(0);
  });

  it('bounds the drawn dots in device px, from the bottom of the buffer, clipped to it', () => {
    const projection = { originX: 100, originY: 50, scale: 1000 };
    // Points at CSS px (100,50), (110,50), (104,70); dpr 2 → device px (200,100), (220,100), (208,140).
    const pos = new Float32Array([0, 0, 0.01, 0, 0.004, 0.02]);
    expect(dotsBox(pos, 3, projection, 2, 10, 1000, 400)).toEqual([190, 400 - 150, 230, 400 - 90]);
    expect(dotsBox(pos, 2, projection, 2, 10, 1000, 400)).toEqual([190, 290, 230, 310]);
    // Clipped to the buffer; nothing when all are off it or there are none.
    expect(dotsBox(pos, 3, projection, 2, 10, 215, 120)).toEqual([190, 0, 215, 120 - 90]);
    expect(dotsBox(pos, 3, { originX: -500, originY: 50, scale: 1000 }, 1, 5, 100, 100)).toBeNull();
    expect(dotsBox(pos, 0, projection, 1, 5, 100, 100)).toBeNull();
  });

  it('parses colours', () => {
    expect(rgb('#ff8000')).toEqual([1, 128 / 255, 0]);
  });
});
