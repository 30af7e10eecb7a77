import { MinHeap } from './min-heap';
import type { RoadGraph } from './road-graph';
import { unpack, type RoadHierarchy } from './road-hierarchy';

/** A point placed on the road network: on edge `edge`, `along` metres from its start. */
export interface RoadPosition {
  edge: number;
  along: number;
}

export interface RoadRoute {
  seconds: number;
  meters: number;
  /** The graph's edges driven in order; the first and last only partly (from/to the positions). */
  edges: number[];
}

/** Where a search may start or end: a node, the cost of the stretch between it and the position, and that edge. */
interface Entry {
  node: number;
  seconds: number;
  meters: number;
  edge: number;
}

/** Within this many metres of a street piece's end, a position counts as standing on that junction. */
const AT_NODE_M = 0.5;

/** From a position, the nodes it can drive to without a junction (with the piece it drives on for that). */
function exits(graph: RoadGraph, p: RoadPosition): Entry[] {
  const length = graph.edgeMeters[p.edge]! || 1;
  const share = Math.min(1, Math.max(0, p.along / length));
  const result = [{ node: graph.edgeTo[p.edge]!, seconds: (1 - share) * graph.edgeSeconds[p.edge]!, meters: (1 - share) * length, edge: p.edge }];
  const twin = graph.edgeTwin[p.edge]!;
  if (twin >= 0) result.push({ node: graph.edgeFrom[p.edge]!, seconds: share * graph.edgeSeconds[twin]!, meters: share * length, edge: twin });
  else if (p.along <= AT_NODE_M) result.push({ node: graph.edgeFrom[p.edge]!, seconds: 0, meters: 0, edge: p.edge });
  return result;
}

/** The nodes from which a position is reached without a junction, with the cost of that last stretch. */
function entries(graph: RoadGraph, p: RoadPosition): Entry[] {
  const length = graph.edgeMeters[p.edge]! || 1;
  const share = Math.min(1, Math.max(0, p.along / length));
  const result = [{ node: graph.edgeFrom[p.edge]!, seconds: share * graph.edgeSeconds[p.edge]!, meters: share * length, edge: p.edge }];
  const twin = graph.edgeTwin[p.edge]!;
  if (twin >= 0) result.push({ node: graph.edgeTo[p.edge]!, seconds: (1 - share) * graph.edgeSeconds[twin]!, meters: (1 - share) * length, edge: twin });
  else if (length - p.along <= AT_NODE_M) result.push({ node: graph.edgeTo[p.edge]!, seconds: 0, meters: 0, edge: p.edge });
  return result;
}

/** The best entry per node (a position can reach the same junction both ways only on a loop). */
function byNode(list: Entry[]) {
  const map = new Map<number, Entry>();
  for (const x of list) if (!map.has(x.node) || map.get(x.node)!.seconds > x.seconds) map.set(x.node, x);
  return map;
}

/** When both positions lie on the same street piece, the drive along it without any junction (or null). */
function sameStreet(g: RoadGraph, from: RoadPosition, to: RoadPosition): RoadRoute | null {
  let best: RoadRoute | null = null;
  const length = g.edgeMeters[from.edge]! || 1;
  if (from.edge === to.edge && to.along >= from.along)
    best = { seconds: ((to.along - from.along) / length) * g.edgeSeconds[from.edge]!, meters: to.along - from.along, edges: [from.edge] };
  const twin = g.edgeTwin[from.edge]!;
  if (twin >= 0 && twin === to.edge && to.along >= length - from.along) {
    const meters = to.along - (length - from.along);
    const seconds = (meters / length) * g.edgeSeconds[twin]!;
    if (!best || seconds < best.seconds) best = { seconds, meters, edges: [twin] };
  }
  return best;
}

/** One search direction's state: tentative seconds, the edge each node was reached by, and a queue. */
class Search {
  readonly dist: Float64Array;
  readonly parent: Int32Array;
  readonly stamp: Uint32Array;
  readonly done: Uint32Array;
  readonly heap = new MinHeap(1024);
  run = 0;

  constructor(n: number) {
    this.dist = new Float64Array(n);
    this.parent = new Int32Array(n);
    this.stamp = new Uint32Array(n);
    this.done = new Uint32Array(n);
  }

  begin() {
    if (++this.run === 0xffffffff) {
      this.stamp.fill(0);
      this.done.fill(0);
      this.run = 1;
    }
    this.heap.clear();
  }

  seen(v: number) {
    return this.stamp[v] === this.run;
  }

  settled(v: number) {
    return this.done[v] === this.run;
  }

  reach(v: number, seconds: number, via: number) {
    if (this.stamp[v] === this.run && this.dist[v]! <= seconds) return;
    this.stamp[v] = this.run;
    this.dist[v] = seconds;
    this.parent[v] = via;
    this.heap.push(v, seconds);
  }

  /** The next node to settle, or -1 when the queue holds only stale entries. */
  next(): number {
    while (this.heap.size) {
      const v = this.heap.pop();
      if (this.done[v] === this.run) continue;
      this.done[v] = this.run;
      return v;
    }
    return -1;
  }

  minKey() {
    return this.heap.size ? this.heap.peekKey() : Infinity;
  }
}

/**
 * Fastest routes on a RoadGraph. With a contraction hierarchy: a bidirectional upward search (point to point) and,
 * for couriers to a store, one upward search back from the store that each courier's upward search meets. Without
 * one (or with `method: 'dijkstra'`): plain Dijkstra, the baseline the benchmark and the tests compare against.
 */
export class RoadRouter {
  private readonly forward: Search;
  private readonly backward: Search;
  /** Nodes settled by the last search (for benchmarks). */
  lastSettled = 0;

  constructor(
    readonly graph: RoadGraph,
    readonly hierarchy: RoadHierarchy | null = null,
  ) {
    this.forward = new Search(graph.nodeCount);
    this.backward = new Search(graph.nodeCount);
  }

  route(from: RoadPosition, to: RoadPosition, options: { method?: 'hierarchy' | 'dijkstra' } = {}): RoadRoute | null {
    const direct = sameStreet(this.graph, from, to);
    const found =
      this.hierarchy && options.method !== 'dijkstra'
        ? this.viaHierarchy(from, to, direct?.seconds ?? Infinity)
        : this.viaDijkstra(from, to, direct?.seconds ?? Infinity);
    return found ?? direct;
  }

  private viaDijkstra(from: RoadPosition, to: RoadPosition, bound: number): RoadRoute | null {
    const g = this.graph;
    const f = this.forward;
    f.begin();
    const starts = byNode(exits(g, from));
    for (const s of starts.values()) f.reach(s.node, s.seconds, -1);
    const ends = byNode(entries(g, to));
    let best = bound;
    let meet = -1;
    let settled = 0;
    while (f.minKey() < best) {
      const v = f.next();
      if (v < 0) break;
      settled++;
      const end = ends.get(v);
      if (end && f.dist[v]! + end.seconds < best) {
        best = f.dist[v]! + end.seconds;
        meet = v;
      }
      for (let e = g.outOffsets[v]!; e < g.outOffsets[v + 1]!; e++) f.reach(g.edgeTo[e]!, f.dist[v]! + g.edgeSeconds[e]!, e);
    }
    this.lastSettled = settled;
    if (meet < 0) return null;
    const middle: number[] = [];
    let v = meet;
    while (f.parent[v]! >= 0) {
      middle.push(f.parent[v]!);
      v = g.edgeFrom[f.parent[v]!]!;
    }
    middle.reverse();
    return this.assemble(starts.get(v)!, middle, ends.get(meet)!, best);
  }

  private viaHierarchy(from: RoadPosition, to: RoadPosition, bound: number): RoadRoute | null {
    const g = this.graph;
    const h = this.hierarchy!;
    const f = this.forward;
    const b = this.backward;
    f.begin();
    b.begin();
    const starts = byNode(exits(g, from));
    const ends = byNode(entries(g, to));
    for (const s of starts.values()) f.reach(s.node, s.seconds, -1);
    for (const t of ends.values()) b.reach(t.node, t.seconds, -1);
    let best = bound;
    let meet = -1;
    let settled = 0;
    for (;;) {
      const fk = f.minKey();
      const bk = b.minKey();
      if (fk >= best && bk >= best) break;
      const forwards = fk <= bk;
      const s = forwards ? f : b;
      const other = forwards ? b : f;
      const v = s.next();
      if (v < 0) continue;
      settled++;
      if (other.seen(v) && s.dist[v]! + other.dist[v]! < best) {
        best = s.dist[v]! + other.dist[v]!;
        meet = v;
      }
      if (forwards)
        for (let i = h.upOffsets[v]!; i < h.upOffsets[v + 1]!; i++) {
          const e = h.upEdges[i]!;
          f.reach(h.edgeTo[e]!, f.dist[v]! + h.edgeSeconds[e]!, e);
        }
      else
        for (let i = h.downOffsets[v]!; i < h.downOffsets[v + 1]!; i++) {
          const e = h.downEdges[i]!;
          b.reach(h.edgeFrom[e]!, b.dist[v]! + h.edgeSeconds[e]!, e);
        }
    }
    this.lastSettled = settled;
    if (meet < 0) return null;
    const up: number[] = [];
    let start = meet;
    while (f.parent[start]! >= 0) {
      up.push(f.parent[start]!);
      start = h.edgeFrom[f.parent[start]!]!;
    }
    up.reverse();
    let end = meet;
    while (b.parent[end]! >= 0) {
      up.push(b.parent[end]!);
      end = h.edgeTo[b.parent[end]!]!;
    }
    const middle: number[] = [];
    for (const e of up) unpack(h, e, middle);
    return this.assemble(starts.get(start)!, middle, ends.get(end)!, best);
  }

  private assemble(start: Entry, middle: number[], end: Entry, seconds: number): RoadRoute {
    let meters = start.meters + end.meters;
    for (const e of middle) meters += this.graph.edgeMeters[e]!;
    return { seconds, meters, edges: [start.edge, ...middle, end.edge] };
  }

  /**
   * Seconds from each position to `to` (Infinity where no road leads there within `maxSeconds`). With a hierarchy:
   * one full upward search backwards from `to`, then a short upward search from each position that meets it.
   */
  secondsTo(to: RoadPosition, froms: RoadPosition[], maxSeconds = 3600): number[] {
    const g = this.graph;
    const h = this.hierarchy;
    if (!h)
      return froms.map((from) => {
        const seconds = this.route(from, to, { method: 'dijkstra' })?.seconds ?? Infinity;
        return seconds <= maxSeconds ? seconds : Infinity;
      });
    const b = this.backward;
    b.begin();
    for (const t of byNode(entries(g, to)).values()) b.reach(t.node, t.seconds, -1);
    for (let v = b.next(); v >= 0; v = b.next()) {
      if (b.dist[v]! > maxSeconds) break;
      for (let i = h.downOffsets[v]!; i < h.downOffsets[v + 1]!; i++) {
        const e = h.downEdges[i]!;
        b.reach(h.edgeFrom[e]!, b.dist[v]! + h.edgeSeconds[e]!, e);
      }
    }
    const f = this.forward;
    return froms.map((from) => {
      let best = sameStreet(g, from, to)?.seconds ?? Infinity;
      f.begin();
      for (const s of byNode(exits(g, from)).values()) f.reach(s.node, s.seconds, -1);
      while (f.minKey() < Math.min(best, maxSeconds)) {
        const v = f.next();
        if (v < 0) break;
        if (b.settled(v)) best = Math.min(best, f.dist[v]! + b.dist[v]!);
        for (let i = h.upOffsets[v]!; i < h.upOffsets[v + 1]!; i++) {
          const e = h.upEdges[i]!;
          f.reach(h.edgeTo[e]!, f.dist[v]! + h.edgeSeconds[e]!, e);
        }
      }
      return best <= maxSeconds ? best : Infinity;
    });
  }
}
