import KDBush from 'kdbush';
import type { RoadGraph } from './road-graph';
import { segmentMeters } from './road-graph-builder';
import type { RoadPosition } from './road-router';

const METERS_PER_DEGREE = 111_320;
/** Index points are laid every this many metres along the streets, so the nearest one is close to the true foot. */
const SPACING_M = 15;

/** The snapping index's own arrays, kept in the cache file so a start needs no rebuilding. */
export interface SnapIndex {
  /** The k-d tree's bytes (KDBush's own layout). */
  index: Uint8Array;
  /** The edge each indexed point lies on. */
  pointEdge: Int32Array;
}

/** Motorway and trunk (class 0 and 1) count as this much farther: a courier or a store is on a street beside them. */
const FAST_ROAD_PENALTY_M = 40;

export interface Snapped extends RoadPosition {
  /** From the asked point to the road. */
  distanceMeters: number;
  longitude: number;
  latitude: number;
}

/**
 * Finds the nearest street to a point: every street piece (one direction of it) is sampled every few metres into a
 * static k-d tree; the nearest sample's piece is then projected on exactly.
 */
export class RoadSnapper {
  private readonly index: KDBush;
  private readonly pointEdge: Int32Array;
  private readonly cos: number;

  constructor(
    private readonly graph: RoadGraph,
    prebuilt?: SnapIndex,
  ) {
    const g = graph;
    let meanLat = 0;
    for (let v = 0; v < g.nodeCount; v++) meanLat += g.nodeLat[v]!;
    this.cos = Math.cos(((g.nodeCount ? meanLat / g.nodeCount : 0) * Math.PI) / 180);
    if (prebuilt) {
      // KDBush reads its layout from the start of an ArrayBuffer: a view into a larger one (the cache file) is copied.
      const { index } = prebuilt;
      this.index = KDBush.from(index.byteOffset === 0 && index.byteLength === index.buffer.byteLength ? index.buffer : index.slice().buffer);
      this.pointEdge = prebuilt.pointEdge;
      return;
    }
    // Counted first, then laid straight into the tree: no list of millions of points on the way.
    let count = 0;
    this.sample(() => count++);
    this.index = new KDBush(Math.max(1, count));
    this.pointEdge = new Int32Array(count);
    this.sample((x, y, e) => {
      this.pointEdge[this.index.add(x, y)] = e;
    });
    if (!count) this.index.add(0, 0);
    this.index.finish();
  }

  /** Every index point in order: along each street piece (one direction of it) every few metres, and its end. */
  private sample(visit: (x: number, y: number, edge: number) => void) {
    const g = this.graph;
    for (let e = 0; e < g.edgeCount; e++) {
      const twin = g.edgeTwin[e]!;
      if (twin >= 0 && twin < e) continue;
      for (let i = g.shapeOffsets[e]!; i < g.shapeOffsets[e + 1]! - 1; i++) {
        const lng1 = g.shapeLng[i]!;
        const lat1 = g.shapeLat[i]!;
        const lng2 = g.shapeLng[i + 1]!;
        const lat2 = g.shapeLat[i + 1]!;
        const steps = Math.max(1, Math.ceil(segmentMeters(lng1, lat1, lng2, lat2) / SPACING_M));
        for (let k = 0; k < steps; k++) {
          const f = k / steps;
          visit(this.x(lng1 + (lng2 - lng1) * f), this.y(lat1 + (lat2 - lat1) * f), e);
        }
      }
      const last = g.shapeOffsets[e + 1]! - 1;
      visit(this.x(g.shapeLng[last]!), this.y(g.shapeLat[last]!), e);
    }
  }

  /** The index's arrays, for the cache file. */
  get arrays(): SnapIndex {
    return { index: new Uint8Array(this.index.data as ArrayBuffer), pointEdge: this.pointEdge };
  }

  private x(lng: number) {
    return lng * METERS_PER_DEGREE * this.cos;
  }

  private y(lat: number) {
    return lat * METERS_PER_DEGREE;
  }

  /** The nearest street position within `maxMeters`, or null. */
  snap(latitude: number, longitude: number, maxMeters = 300): Snapped | null {
    const px = this.x(longitude);
    const py = this.y(latitude);
    const near = this.index.within(px, py, maxMeters + SPACING_M);
    const candidates = new Set<number>();
    for (const i of near) if (i < this.pointEdge.length) candidates.add(this.pointEdge[i]!);
    let best: Snapped | null = null;
    let bestScore = Infinity;
    for (const e of candidates) {
      const hit = this.project(e, px, py);
      const score = hit.distanceMeters + (this.graph.edgeClass[e]! <= 1 ? FAST_ROAD_PENALTY_M : 0);
      if (hit.distanceMeters <= maxMeters && score < bestScore) {
        best = hit;
        bestScore = score;
      }
    }
    return best;
  }

  /** The foot of the perpendicular from (px, py) on edge e's shape, with the metres along the edge to it. */
  private project(e: number, px: number, py: number): Snapped {
    const g = this.graph;
    let along = 0;
    let best: Snapped = { edge: e, along: 0, distanceMeters: Infinity, longitude: 0, latitude: 0 };
    for (let i = g.shapeOffsets[e]!; i < g.shapeOffsets[e + 1]! - 1; i++) {
      const ax = this.x(g.shapeLng[i]!);
      const ay = this.y(g.shapeLat[i]!);
      const bx = this.x(g.shapeLng[i + 1]!);
      const by = this.y(g.shapeLat[i + 1]!);
      const dx = bx - ax;
      const dy = by - ay;
      const length2 = dx * dx + dy * dy;
      const t = length2 ? Math.min(1, Math.max(0, ((px - ax) * dx + (py - ay) * dy) / length2)) : 0;
      const fx = ax + dx * t;
      const fy = ay + dy * t;
      const d = Math.hypot(px - fx, py - fy);
      const length = Math.sqrt(length2);
      if (d < best.distanceMeters)
        best = { edge: e, along: along + length * t, distanceMeters: d, longitude: fx / (METERS_PER_DEGREE * this.cos), latitude: fy / METERS_PER_DEGREE };
      along += length;
    }
    // Shape metres here are planar; scale them to the edge's own length so `along` matches edgeMeters.
    const scale = along > 0 ? g.edgeMeters[e]! / along : 1;
    return { ...best, along: best.along * scale };
  }
}

/** The driven line of a route as [longitude, latitude] pairs: the partial first and last pieces cut at the positions. */
export function routeLine(graph: RoadGraph, edges: number[], from: RoadPosition, to: RoadPosition): [number, number][] {
  const g = graph;
  const line: [number, number][] = [];
  edges.forEach((e, i) => {
    const length = g.edgeMeters[e]!;
    const start = i === 0 ? positionAlong(g, e, from) : 0;
    const end = i === edges.length - 1 ? positionAlong(g, e, to) : length;
    for (const point of slice(g, e, start, end)) {
      const last = line[line.length - 1];
      if (!last || last[0] !== point[0] || last[1] !== point[1]) line.push(point);
    }
  });
  return line;
}

/** A position's metres along edge e (the position may lie on e's twin, measured the other way). */
function positionAlong(g: RoadGraph, e: number, p: RoadPosition) {
  return p.edge === e ? p.along : g.edgeMeters[e]! - p.along;
}

function slice(g: RoadGraph, e: number, fromMeters: number, toMeters: number): [number, number][] {
  const points: [number, number][] = [];
  const first = g.shapeOffsets[e]!;
  const last = g.shapeOffsets[e + 1]! - 1;
  let total = 0;
  for (let i = first; i < last; i++) total += segmentMeters(g.shapeLng[i]!, g.shapeLat[i]!, g.shapeLng[i + 1]!, g.shapeLat[i + 1]!);
  const scale = total > 0 ? g.edgeMeters[e]! / total : 1;
  let walked = 0;
  const at = (i: number, f: number): [number, number] => [
    g.shapeLng[i]! + (g.shapeLng[i + 1]! - g.shapeLng[i]!) * f,
    g.shapeLat[i]! + (g.shapeLat[i + 1]! - g.shapeLat[i]!) * f,
  ];
  for (let i = first; i < last; i++) {
    const length = segmentMeters(g.shapeLng[i]!, g.shapeLat[i]!, g.shapeLng[i + 1]!, g.shapeLat[i + 1]!) * scale;
    const a = walked;
    const b = walked + length;
    if (b >= fromMeters && a <= toMeters && length > 0) {
      points.push(at(i, Math.max(0, (fromMeters - a) / length)));
      points.push(at(i, Math.min(1, (toMeters - a) / length)));
    } else if (length === 0 && a >= fromMeters && a <= toMeters) points.push(at(i, 0));
    walked = b;
  }
  return points;
}
