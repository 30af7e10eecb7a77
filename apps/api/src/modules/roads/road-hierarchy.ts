import { MinHeap } from './min-heap';
import type { RoadGraph } from './road-graph';

/**
 * A contraction hierarchy over a RoadGraph: nodes are removed one by one, least important first, and where a fastest
 * route ran through a removed node a shortcut edge takes its place. A query then only climbs: forwards from the start
 * and backwards from the end, each over edges towards more important nodes, meeting near the top — a few hundred
 * nodes settled for a route across the city instead of tens of thousands.
 *
 * Edges 0 … graph.edgeCount - 1 are the graph's own; shortcuts follow, each made of two edges (childA then childB).
 */
export interface RoadHierarchy {
  rank: Int32Array;
  edgeFrom: Int32Array;
  edgeTo: Int32Array;
  edgeSeconds: Float64Array;
  edgeMeters: Float64Array;
  childA: Int32Array;
  childB: Int32Array;
  /** Edges leaving node n towards a higher rank: upEdges[upOffsets[n]] … */
  upOffsets: Int32Array;
  upEdges: Int32Array;
  /** Edges entering node n from a higher rank (searched backwards): downEdges[downOffsets[n]] … */
  downOffsets: Int32Array;
  downEdges: Int32Array;
}

/**
 * How far a witness search may look before it gives up and a shortcut is added anyway (still correct, just larger):
 * a quick look to rank the nodes, a longer one when a node is really removed.
 */
const ESTIMATE_SETTLE_LIMIT = 30;
const CONTRACT_SETTLE_LIMIT = 200;

export function contract(graph: RoadGraph): RoadHierarchy {
  const n = graph.nodeCount;
  const from: number[] = Array.from(graph.edgeFrom);
  const to: number[] = Array.from(graph.edgeTo);
  const seconds: number[] = Array.from(graph.edgeSeconds);
  const meters: number[] = Array.from(graph.edgeMeters);
  const childA: number[] = new Array<number>(graph.edgeCount).fill(-1);
  const childB: number[] = new Array<number>(graph.edgeCount).fill(-1);
  const outs: number[][] = Array.from({ length: n }, () => []);
  const ins: number[][] = Array.from({ length: n }, () => []);
  for (let e = 0; e < graph.edgeCount; e++) {
    outs[from[e]!]!.push(e);
    ins[to[e]!]!.push(e);
  }
  const contracted = new Uint8Array(n);
  const deletedNeighbours = new Int32Array(n);
  const rank = new Int32Array(n).fill(-1);

  // Witness search state, reused between searches.
  const dist = new Float64Array(n);
  const stamp = new Uint32Array(n);
  const heap = new MinHeap(256);
  let run = 0;

  const targetStamp = new Uint32Array(n);

  /** Shortest time from u to each target not passing `via`, searched only up to `limit` seconds. */
  const witness = (u: number, via: number, targets: number[], limit: number, settleLimit: number) => {
    run++;
    let left = 0;
    for (const w of targets)
      if (targetStamp[w] !== run) {
        targetStamp[w] = run;
        left++;
      }
    heap.clear();
    stamp[u] = run;
    dist[u] = 0;
    heap.push(u, 0);
    let settled = 0;
    while (heap.size && settled < settleLimit) {
      const key = heap.peekKey();
      const v = heap.pop();
      if (key > dist[v]!) continue;
      if (key > limit) break;
      settled++;
      if (targetStamp[v] === run && --left === 0) break;
      for (const e of outs[v]!) {
        const w = to[e]!;
        if (w === via || contracted[w]) continue;
        const d = key + seconds[e]!;
        if (stamp[w] !== run || d < dist[w]!) {
          stamp[w] = run;
          dist[w] = d;
          heap.push(w, d);
        }
      }
    }
  };
  const known = (w: number) => (stamp[w] === run ? dist[w]! : Infinity);

  /** The shortcuts contracting v needs, as [inEdge, outEdge] pairs. */
  const shortcutsFor = (v: number, settleLimit: number) => {
    const result: [number, number][] = [];
    const live = (e: number, end: number) => !contracted[end];
    const outgoing = outs[v]!.filter((e) => live(e, to[e]!));
    for (const a of ins[v]!) {
      const u = from[a]!;
      if (contracted[u]) continue;
      let limit = 0;
      const targets: number[] = [];
      for (const b of outgoing)
        if (to[b] !== u) {
          limit = Math.max(limit, seconds[a]! + seconds[b]!);
          targets.push(to[b]!);
        }
      if (limit === 0) continue;
      witness(u, v, targets, limit, settleLimit);
      for (const b of outgoing) {
        const w = to[b]!;
        if (w === u) continue;
        if (known(w) > seconds[a]! + seconds[b]! + 1e-9) result.push([a, b]);
      }
    }
    return result;
  };

  const liveDegree = (v: number) => {
    let d = 0;
    for (const e of outs[v]!) if (!contracted[to[e]!]) d++;
    for (const e of ins[v]!) if (!contracted[from[e]!]) d++;
    return d;
  };
  const score = (v: number, shortcuts: number) => 2 * (shortcuts - liveDegree(v)) + deletedNeighbours[v]!;
  const priority = (v: number) => score(v, shortcutsFor(v, ESTIMATE_SETTLE_LIMIT).length);

  const queue = new MinHeap(n);
  const current = new Float64Array(n);
  for (let v = 0; v < n; v++) {
    current[v] = priority(v);
    queue.push(v, current[v]!);
  }

  let order = 0;
  while (queue.size) {
    const key = queue.peekKey();
    const v = queue.pop();
    if (contracted[v] || key !== current[v]) continue;
    // Lazy update: the priority may have grown since it was queued.
    const fresh = priority(v);
    if (queue.size && fresh > queue.peekKey()) {
      current[v] = fresh;
      queue.push(v, fresh);
      continue;
    }
    const shortcuts = shortcutsFor(v, CONTRACT_SETTLE_LIMIT);
    for (const [a, b] of shortcuts) {
      const e = from.length;
      from.push(from[a]!);
      to.push(to[b]!);
      seconds.push(seconds[a]! + seconds[b]!);
      meters.push(meters[a]! + meters[b]!);
      childA.push(a);
      childB.push(b);
      outs[from[a]!]!.push(e);
      ins[to[b]!]!.push(e);
    }
    contracted[v] = 1;
    rank[v] = order++;
    const neighbours = new Set<number>();
    for (const e of outs[v]!) if (!contracted[to[e]!]) neighbours.add(to[e]!);
    for (const e of ins[v]!) if (!contracted[from[e]!]) neighbours.add(from[e]!);
    for (const w of neighbours) {
      // Drop the removed node's edges from its neighbours' lists, so later searches don't wade through them.
      outs[w] = outs[w]!.filter((e) => !contracted[to[e]!]);
      ins[w] = ins[w]!.filter((e) => !contracted[from[e]!]);
      deletedNeighbours[w]!++;
      current[w] = priority(w);
      queue.push(w, current[w]!);
    }
  }

  const m = from.length;
  const upCount = new Int32Array(n + 1);
  const downCount = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    if (rank[from[e]!]! < rank[to[e]!]!) upCount[from[e]! + 1]!++;
    else downCount[to[e]! + 1]!++;
  }
  for (let v = 0; v < n; v++) {
    upCount[v + 1]! += upCount[v]!;
    downCount[v + 1]! += downCount[v]!;
  }
  const upEdges = new Int32Array(upCount[n]!);
  const downEdges = new Int32Array(downCount[n]!);
  const upFill = upCount.slice(0, n);
  const downFill = downCount.slice(0, n);
  for (let e = 0; e < m; e++) {
    if (rank[from[e]!]! < rank[to[e]!]!) upEdges[upFill[from[e]!]!++] = e;
    else downEdges[downFill[to[e]!]!++] = e;
  }
  return {
    rank,
    edgeFrom: Int32Array.from(from),
    edgeTo: Int32Array.from(to),
    edgeSeconds: Float64Array.from(seconds),
    edgeMeters: Float64Array.from(meters),
    childA: Int32Array.from(childA),
    childB: Int32Array.from(childB),
    upOffsets: upCount,
    upEdges,
    downOffsets: downCount,
    downEdges,
  };
}

/** The graph's own edges a hierarchy edge stands for, in driving order. */
export function unpack(h: RoadHierarchy, edge: number, into: number[]) {
  const stack = [edge];
  while (stack.length) {
    const e = stack.pop()!;
    if (h.childA[e]! < 0) into.push(e);
    else stack.push(h.childB[e]!, h.childA[e]!);
  }
}
