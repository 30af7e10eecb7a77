import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { roadClassIndex } from './road-classes';
import { RoadGraphBuilder } from './road-graph-builder';

/** The zoom whose tiles carry every street, and their coordinate extent. */
export const ROAD_ZOOM = 14;
const WORLD = 2 ** 26; // 2^14 tiles × 4096 units

interface Point {
  x: number;
  y: number;
}

export function worldToLngLat(x: number, y: number): [number, number] {
  const lng = (x / WORLD) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / WORLD))) * 180) / Math.PI;
  return [lng, lat];
}

/**
 * Where segment a–b crosses the vertical line x = X (or the horizontal y = Y), computed from the two ends in a fixed
 * order so that both tiles beside a seam find exactly the same point and the street joins there.
 */
function crossing(a: Point, b: Point, at: number, vertical: boolean): Point {
  const [p, q] = (vertical ? a.x < b.x || (a.x === b.x && a.y < b.y) : a.y < b.y || (a.y === b.y && a.x < b.x)) ? [a, b] : [b, a];
  if (vertical) return { x: at, y: Math.round(p.y + ((q.y - p.y) * (at - p.x)) / (q.x - p.x)) };
  return { x: Math.round(p.x + ((q.x - p.x) * (at - p.y)) / (q.y - p.y)), y: at };
}

/** Cuts a line (world units) to the tile's own square, so each street stretch is taken from exactly one tile. */
export function clipToTile(line: Point[], x0: number, y0: number, size: number): Point[][] {
  const x1 = x0 + size;
  const y1 = y0 + size;
  const inside = (p: Point) => p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1;
  const runs: Point[][] = [];
  let run: Point[] = [];
  const edgePoint = (a: Point, b: Point): Point | null => {
    // The first point of a→b on the square's border, seen from a.
    let best: { t: number; p: Point } | null = null;
    for (const [at, vertical] of [
      [x0, true],
      [x1, true],
      [y0, false],
      [y1, false],
    ] as const) {
      const da = vertical ? a.x - at : a.y - at;
      const db = vertical ? b.x - at : b.y - at;
      if (da === db || Math.sign(da) === Math.sign(db)) continue;
      const t = da / (da - db);
      const p = crossing(a, b, at, vertical);
      if (p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1 && (!best || t < best.t)) best = { t, p };
    }
    return best?.p ?? null;
  };
  for (let i = 0; i < line.length; i++) {
    const p = line[i]!;
    if (inside(p)) {
      if (!run.length && i > 0) {
        const entry = edgePoint(p, line[i - 1]!);
        if (entry) run.push(entry);
      }
      run.push(p);
    } else if (run.length) {
      const exit = edgePoint(line[i - 1]!, p);
      if (exit) run.push(exit);
      runs.push(run);
      run = [];
    } else if (i > 0) {
      // Both ends outside: the segment may still pass through the square.
      const enter = edgePoint(line[i - 1]!, p);
      const leave = enter && edgePoint(p, line[i - 1]!);
      if (enter && leave) runs.push([enter, leave]);
    }
  }
  if (run.length) runs.push(run);
  return runs.filter((r) => r.length > 1);
}

/** Adds one decoded z14 tile's streets to the builder. */
export function addTileRoads(builder: RoadGraphBuilder, tileX: number, tileY: number, data: Uint8Array) {
  const layer = new VectorTile(new PbfReader(data)).layers.transportation;
  if (!layer) return;
  const scale = 4096 / layer.extent;
  const x0 = tileX * 4096;
  const y0 = tileY * 4096;
  for (let i = 0; i < layer.length; i++) {
    const feature = layer.feature(i);
    if (feature.type !== 2) continue;
    const cls = roadClassIndex(feature.properties.class);
    if (cls < 0) continue;
    const oneway = Number(feature.properties.oneway ?? 0) || 0;
    for (const part of feature.loadGeometry()) {
      const world = part.map((p) => ({ x: x0 + Math.round(p.x * scale), y: y0 + Math.round(p.y * scale) }));
      for (const run of clipToTile(world, x0, y0, 4096)) {
        const ids = run.map((p) => {
          const [lng, lat] = worldToLngLat(p.x, p.y);
          return builder.vertex(p.x * 2 ** 27 + p.y, lng, lat);
        });
        builder.addLine(ids, cls, oneway);
      }
    }
  }
}
