/**
 * Pure helpers of the courier overlay: Web-Mercator coordinates (0..1 over the world, as MapLibre's), the courier
 * dot's radius by zoom (the old circle layer's), and the click hit test on projected positions.
 */

const DEG = Math.PI / 180;
/** Web Mercator's latitude limit. */
const MAX_LAT = 85.051129;

export function mercatorX(lng: number) {
  return (180 + lng) / 360;
}
export function mercatorY(lat: number) {
  const l = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  return (180 - Math.log(Math.tan(Math.PI / 4 + (l * DEG) / 2)) / DEG) / 360;
}
export function lngOf(x: number) {
  return x * 360 - 180;
}
export function latOf(y: number) {
  return (360 / Math.PI) * Math.atan(Math.exp((180 - y * 360) * DEG)) - 90;
}

/** Dot radius in CSS px (without its stroke): 3 px at z8, 5.5 at z12, 8 at z16, linear between, clamped. */
export function courierRadius(zoom: number) {
  const stops: [number, number][] = [
    [8, 3],
    [12, 5.5],
    [16, 8],
  ];
  if (zoom <= stops[0][0]) return stops[0][1];
  for (let i = 1; i < stops.length; i++) {
    const [z1, r1] = stops[i];
    const [z0, r0] = stops[i - 1];
    if (zoom <= z1) return r0 + ((zoom - z0) / (z1 - z0)) * (r1 - r0);
  }
  return stops[stops.length - 1][1];
}
export const strokeWidth = (joker: boolean) => (joker ? 2.5 : 1);

/** Projection of the flat (no pitch, no bearing) map: pixel = origin + (mercator − originMercator) × scale. */
export interface FlatProjection {
  /** CSS px of the overlay's origin point. */
  originX: number;
  originY: number;
  /** World size in CSS px (512 × 2^zoom). */
  scale: number;
}

/**
 * Index of the point nearest to (`x`, `y`) within `maxPx`, or -1. `pos` holds mercator coordinates relative to the
 * overlay origin, two per point; `skip(i)` leaves points out (synthetic couriers).
 */
export function nearestPoint(pos: Float32Array, count: number, p: FlatProjection, x: number, y: number, maxPx: number, skip?: (i: number) => boolean) {
  let best = -1;
  let bestD = maxPx * maxPx;
  for (let i = 0; i < count; i++) {
    const dx = p.originX + pos[i * 2] * p.scale - x;
    const dy = p.originY + pos[i * 2 + 1] * p.scale - y;
    const d = dx * dx + dy * dy;
    if (d <= bestD && !skip?.(i)) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

/**
 * The device-pixel rectangle [x0, y0, x1, y1] (GL's: y from the bottom, x1/y1 exclusive) that `count` points drawn
 * with sprites reaching `reachPx` device px from their centres cover on a `width` × `height` drawing buffer, or
 * null when none is on it. `pos` as for `nearestPoint`.
 */
export function dotsBox(
  pos: Float32Array,
  count: number,
  p: FlatProjection,
  dpr: number,
  reachPx: number,
  width: number,
  height: number,
): [number, number, number, number] | null {
  if (!count) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < count; i++) {
    const x = pos[i * 2];
    const y = pos[i * 2 + 1];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const left = (p.originX + minX * p.scale) * dpr - reachPx;
  const right = (p.originX + maxX * p.scale) * dpr + reachPx;
  const top = (p.originY + minY * p.scale) * dpr - reachPx;
  const bottom = (p.originY + maxY * p.scale) * dpr + reachPx;
  const x0 = Math.max(0, Math.floor(left));
  const x1 = Math.min(width, Math.ceil(right));
  const y0 = Math.max(0, Math.floor(height - bottom));
  const y1 = Math.min(height, Math.ceil(height - top));
  return x1 > x0 && y1 > y0 ? [x0, y0, x1, y1] : null;
}

/** '#rrggbb' → [r, g, b] in 0..1. */
export function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}
