/**
 * A point inside the polygon's outer ring, near its middle: on the horizontal line through the middle of its height,
 * the centre of the widest stretch inside. (MapLibre labels a polygon once per tile it spans: at street level a zone's
 * name came back two or three times in one view.)
 */
export function labelPoint(polygon: { coordinates: number[][][] }): [number, number] | null {
  const ring = polygon.coordinates[0];
  if (!ring || ring.length < 3) return null;
  let south = Infinity;
  let north = -Infinity;
  for (const [, y] of ring) {
    south = Math.min(south, y);
    north = Math.max(north, y);
  }
  const y = (south + north) / 2;
  const crossings: number[] = [];
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1, y1] = ring[i]!;
    const [x2, y2] = ring[j]!;
    if (y1 > y !== y2 > y) crossings.push(x1 + ((y - y1) / (y2 - y1)) * (x2 - x1));
  }
  crossings.sort((a, b) => a - b);
  let best: [number, number] | null = null;
  for (let k = 0; k + 1 < crossings.length; k += 2) {
    const [a, b] = [crossings[k]!, crossings[k + 1]!];
    if (!best || b - a > best[1] - best[0]) best = [a, b];
  }
  return best ? [(best[0] + best[1]) / 2, y] : null;
}
