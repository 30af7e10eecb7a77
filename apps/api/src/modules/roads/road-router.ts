import { MinHeap } from './min-heap';
import type { RoadGraph } from './road-graph';

/** A point placed on the road network: on edge `edge`, `along` metres from its start. */
export interface RoadPosition {
  edge: number;
  along: number;
}

export interface RoadRoute {
  seconds: number;
  meters: number;
  /** The edges driven in order; the first and last only partly (from/to the positions). */
  edges: number[];
}

/** Where a search may start or end: a node reached at a cost, with the metres driven to it. */
interface Entry {
  node: number;
  seconds: number;
  meters: number;
}

/** Within this many metres of a street piece's end, a position counts as standing on that junction. */
const AT_NODE_M = 0.5;

/** From a position, the nodes it can drive to without a junction (with the piece it drives on for that). */
function exits(graph: RoadGraph, p: RoadPosition): (Entry & { edge: number })[] {
  const length = graph.edgeMeters[p.edge]! || 1;
  const share = Math.min(1, Math.max(0, p.along / length));
  const result = [{ node: graph.edgeTo[p.edge]!, seconds: (1 - share) * graph.edgeSeconds[p.edge]!, meters: (1 - share) * length, edge: p.edge }];
  const twin = graph.edgeTwin[p.edge]!;
  if (twin >= 0) result.push({ node: graph.edgeFrom[p.edge]!, seconds: share * graph.edgeSeconds[twin]!, meters: share * length, edge: twin });
  else if (p.along <= AT_NODE_M) result.push({ node: graph.edgeFrom[p.edge]!, seconds: 0, meters: 0, edge: p.edge });
  return result;
}

/** The nodes from which a position is reached without a junction, with the cost of that last stretch. */
function entries(graph: RoadGraph, p: RoadPosition): (Entry & { edge: number })[] {
  const length = graph.edgeMeters[p.edge]! || 1;
  const share = Math.min(1, Math.max(0, p.along / length));
  const result = [{ node: graph.edgeFrom[p.edge]!, seconds: share * graph.edgeSeconds[p.edge]!, meters: share * length, edge: p.edge }];
  const twin = graph.edgeTwin[p.edge]!;
  if (twin >= 0) result.push({ node: graph.edgeTo[p.edge]!, seconds: (1 - share) * graph.edgeSeconds[twin]!, meters: (1 - share) * length, edge: twin });
  else if (length - p.along <= AT_NODE_M) result.push({ node: graph.edgeTo[p.edge]!, seconds: 0, meters: 0, edge: p.edge });
  return result;
}

/**
 * Fastest routes on a RoadGraph. Point to point is A* with landmark lower bounds (ALT): a handful of far-apart
 * landmarks with their driving times to and from every node give a far tighter bound than distance over top speed,
 * so the search stays in a corridor instead of a disc. One-to-many (couriers to a store) is one Dijkstra backwards
 * from the store that stops when every courier's node is settled.
 */
export class RoadRouter {
  private readonly dist: Float64Array;
  private readonly meters: Float64Array;
  private readonly parent: Int32Array;
  private readonly stamp: Uint32Array;
  private readonly settled: Uint32Array;
  private run = 0;
  private readonly heap = new MinHeap(4096);
  /** landmarkFrom[l][v]: seconds from landmark l to v; landmarkTo[l][v]: from v to landmark l. */
  private landmarkFrom: Float32Array[] = [];
  private landmarkTo: Float32Array[] = [];
  /** Visited nodes by the last search (for benchmarks and tests). */
  lastSettled = 0;

  constructor(
    readonly graph: RoadGraph,
    options: { landmarks?: number } = {},
  ) {
    const n = graph.nodeCount;
    this.dist = new Float64Array(n);
    this.meters = new Float64Array(n);
    this.parent = new Int32Array(n);
    this.stamp = new Uint32Array(n);
    this.settled = new Uint32Array(n);
    const count = options.landmarks ?? 16;
    if (count > 0 && n > 0) this.chooseLandmarks(count);
  }

  /** Farthest-first landmarks: each next one is the node farthest (in driving time) from those chosen. */
  private chooseLandmarks(count: number) {
    const n = this.graph.nodeCount;
    const nearest = new Float32Array(n).fill(Infinity);
    let next = 0;
    for (let l = 0; l < count; l++) {
      const from = this.sweep([{ node: next, seconds: 0, meters: 0 }], false);
      const to = this.sweep([{ node: next, seconds: 0, meters: 0 }], true);
      this.landmarkFrom.push(from);
      this.landmarkTo.push(to);
      let far = -1;
      for (let v = 0; v < n; v++) {
        const d = Math.min(from[v]!, to[v]!);
        if (d < nearest[v]!) nearest[v] = d;
        if (Number.isFinite(nearest[v]!) && (far < 0 || nearest[v]! > nearest[far]!)) far = v;
      }
      if (far < 0) break;
      next = far;
    }
  }

  /** Lower bound of the seconds from v to t, by the triangle inequality over every landmark. */
  private bound(v: number, t: number) {
    let best = 0;
    for (let l = 0; l < this.landmarkFrom.length; l++) {
      const from = this.landmarkFrom[l]!;
      const to = this.landmarkTo[l]!;
      const a = from[t]! - from[v]!;
      const b = to[v]! - to[t]!;
      if (a > best) best = a;
      if (b > best) best = b;
    }
    // The landmark times are float32: shave their rounding off so the bound never overestimates.
    return best * 0.99999;
  }

  private begin() {
    this.run++;
    if (this.run === 0xffffffff) {
      this.stamp.fill(0);
      this.settled.fill(0);
      this.run = 1;
    }
    this.heap.clear();
  }

  private reach(v: number, seconds: number, meters: number, via: number, key: number) {
    if (this.stamp[v] === this.run && this.dist[v]! <= seconds) return;
    this.stamp[v] = this.run;
    this.dist[v] = seconds;
    this.meters[v] = meters;
    this.parent[v] = via;
    this.heap.push(v, key);
  }

  /** Plain Dijkstra over the whole graph (forwards, or backwards over incoming edges): seconds per node. */
  sweep(starts: Entry[], backwards: boolean): Float32Array {
    const g = this.graph;
    this.begin();
    for (const s of starts) this.reach(s.node, s.seconds, s.meters, -1, s.seconds);
    const result = new Float32Array(g.nodeCount).fill(Infinity);
    while (this.heap.size) {
      const v = this.heap.pop();
      if (this.settled[v] === this.run) continue;
      this.settled[v] = this.run;
      const d = this.dist[v]!;
      result[v] = d;
      if (backwards)
        for (let i = g.inOffsets[v]!; i < g.inOffsets[v + 1]!; i++) {
          const e = g.inEdges[i]!;
          const u = g.edgeFrom[e]!;
          const nd = d + g.edgeSeconds[e]!;
          this.reach(u, nd, 0, e, nd);
        }
      else
        for (let e = g.outOffsets[v]!; e < g.outOffsets[v + 1]!; e++) {
          const nd = d + g.edgeSeconds[e]!;
          this.reach(g.edgeTo[e]!, nd, 0, e, nd);
        }
    }
    return result;
  }

  /** The fastest route between two positions, or null when none exists. `heuristic: false` makes it plain Dijkstra. */
  route(from: RoadPosition, to: RoadPosition, options: { heuristic?: boolean } = {}): RoadRoute | null {
    const g = this.graph;
    const useBound = options.heuristic !== false && this.landmarkFrom.length > 0;
    const targets = entries(g, to);
    const h = (v: number) => {
      if (!useBound) return 0;
      let best = Infinity;
      for (const t of targets) best = Math.min(best, this.bound(v, t.node) + t.seconds);
      return best;
    };

    let best: RoadRoute | null = null;
    // Both on the same street piece, the target ahead: no junction needed.
    if (from.edge === to.edge && to.along >= from.along) {
      const share = (to.along - from.along) / (g.edgeMeters[from.edge]! || 1);
      best = { seconds: share * g.edgeSeconds[from.edge]!, meters: to.along - from.along, edges: [from.edge] };
    }
    const twin = g.edgeTwin[from.edge]!;
    if (twin >= 0 && twin === to.edge) {
      const length = g.edgeMeters[from.edge]! || 1;
      const backAlong = length - from.along;
      if (to.along >= backAlong) {
        const meters = to.along - backAlong;
        const seconds = (meters / length) * g.edgeSeconds[twin]!;
        if (!best || seconds < best.seconds) best = { seconds, meters, edges: [twin] };
      }
    }

    this.begin();
    const firstEdge = new Map<number, number>();
    for (const s of exits(g, from)) {
      if (!(this.stamp[s.node] === this.run && this.dist[s.node]! <= s.seconds)) firstEdge.set(s.node, s.edge);
      this.reach(s.node, s.seconds, s.meters, -1, s.seconds + h(s.node));
    }
    let bestEnd: { node: number; lastEdge: number; seconds: number; meters: number } | null = null;
    let bestSeconds = best?.seconds ?? Infinity;
    let visited = 0;
    while (this.heap.size) {
      if (this.heap.peekKey() >= bestSeconds) break;
      const v = this.heap.pop();
      if (this.settled[v] === this.run) continue;
      this.settled[v] = this.run;
      visited++;
      const d = this.dist[v]!;
      for (const t of targets)
        if (t.node === v && d + t.seconds < bestSeconds) {
          bestSeconds = d + t.seconds;
          bestEnd = { node: v, lastEdge: t.edge, seconds: bestSeconds, meters: this.meters[v]! + t.meters };
        }
      for (let e = g.outOffsets[v]!; e < g.outOffsets[v + 1]!; e++) {
        const w = g.edgeTo[e]!;
        if (this.settled[w] === this.run) continue;
        const nd = d + g.edgeSeconds[e]!;
        if (this.stamp[w] === this.run && this.dist[w]! <= nd) continue;
        this.reach(w, nd, this.meters[v]! + g.edgeMeters[e]!, e, nd + h(w));
      }
    }
    this.lastSettled = visited;
    if (!bestEnd) return best;
    const edges = [bestEnd.lastEdge];
    for (let v = bestEnd.node; this.parent[v]! >= 0; v = g.edgeFrom[this.parent[v]!]!) edges.push(this.parent[v]!);
    let start = bestEnd.node;
    while (this.parent[start]! >= 0) start = g.edgeFrom[this.parent[start]!]!;
    edges.push(firstEdge.get(start)!);
    edges.reverse();
    return { seconds: bestEnd.seconds, meters: bestEnd.meters, edges };
  }

  /**
   * Seconds from each position to `to` (Infinity where no road leads there): one search backwards from `to`, over
   * incoming edges, stopped once every position's exits are settled or `maxSeconds` is passed.
   */
  secondsTo(to: RoadPosition, froms: RoadPosition[], maxSeconds = 3600): number[] {
    const g = this.graph;
    this.begin();
    for (const t of entries(g, to)) this.reach(t.node, t.seconds, t.meters, -1, t.seconds);
    const wanted = new Set<number>();
    for (const f of froms) for (const x of exits(g, f)) wanted.add(x.node);
    let left = wanted.size;
    while (this.heap.size && left > 0) {
      if (this.heap.peekKey() > maxSeconds) break;
      const v = this.heap.pop();
      if (this.settled[v] === this.run) continue;
      this.settled[v] = this.run;
      if (wanted.has(v)) left--;
      const d = this.dist[v]!;
      for (let i = g.inOffsets[v]!; i < g.inOffsets[v + 1]!; i++) {
        const e = g.inEdges[i]!;
        const u = g.edgeFrom[e]!;
        if (this.settled[u] === this.run) continue;
        const nd = d + g.edgeSeconds[e]!;
        this.reach(u, nd, 0, e, nd);
      }
    }
    return froms.map((f) => {
      let best = Infinity;
      if (f.edge === to.edge && to.along >= f.along) best = ((to.along - f.along) / (g.edgeMeters[f.edge]! || 1)) * g.edgeSeconds[f.edge]!;
      for (const x of exits(g, f)) if (this.settled[x.node] === this.run) best = Math.min(best, x.seconds + this.dist[x.node]!);
      return best;
    });
  }
}
