import { doubles, ints } from './growable-array';
import { MinHeap } from './min-heap';
import { NodeEdgeLists } from './node-edge-lists';
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
  // The graph's edges, then the shortcuts as they are added.
  const from = ints(graph.edgeCount);
  const to = ints(graph.edgeCount);
  const seconds = doubles(graph.edgeCount);
  const childA = ints(graph.edgeCount);
  const childB = ints(graph.edgeCount);
  const outRoom = new Int32Array(n);
  const inRoom = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    // Room for as many shortcuts as the node has edges before its list must move.
    outRoom[v] = 2 * (graph.outOffsets[v + 1]! - graph.outOffsets[v]!);
    inRoom[v] = 2 * (graph.inOffsets[v + 1]! - graph.inOffsets[v]!);
  }
  const outs = new NodeEdgeLists(outRoom);
  const ins = new NodeEdgeLists(inRoom);
  const addEdge = (a: number, b: number, s: number, partA: number, partB: number) => {
    const e = from.length;
    from.push(a);
    to.push(b);
    seconds.push(s);
    childA.push(partA);
    childB.push(partB);
    outs.add(a, e);
    ins.add(b, e);
  };
  for (let e = 0; e < graph.edgeCount; e++) addEdge(graph.edgeFrom[e]!, graph.edgeTo[e]!, graph.edgeSeconds[e]!, -1, -1);
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
    const pool = outs.pool;
    const edgeTo = to.data;
    const edgeSeconds = seconds.data;
    while (heap.size && settled < settleLimit) {
      const key = heap.peekKey();
      const v = heap.pop();
      if (key > dist[v]!) continue;
      if (key > limit) break;
      settled++;
      if (targetStamp[v] === run && --left === 0) break;
      for (let i = outs.start[v]!, end = i + outs.length[v]!; i < end; i++) {
        const e = pool[i]!;
        const w = edgeTo[e]!;
        if (w === via || contracted[w]) continue;
        const d = key + edgeSeconds[e]!;
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
    const outgoing: number[] = [];
    for (let i = outs.start[v]!, end = i + outs.length[v]!; i < end; i++) {
      const e = outs.pool[i]!;
      if (!contracted[to.data[e]!]) outgoing.push(e);
    }
    for (let i = ins.start[v]!, end = i + ins.length[v]!; i < end; i++) {
      const a = ins.pool[i]!;
      const u = from.data[a]!;
      if (contracted[u]) continue;
      let limit = 0;
      const targets: number[] = [];
      for (const b of outgoing)
        if (to.data[b] !== u) {
          limit = Math.max(limit, seconds.data[a]! + seconds.data[b]!);
          targets.push(to.data[b]!);
        }
      if (limit === 0) continue;
      witness(u, v, targets, limit, settleLimit);
      for (const b of outgoing) {
        const w = to.data[b]!;
        if (w === u) continue;
        if (known(w) > seconds.data[a]! + seconds.data[b]! + 1e-9) result.push([a, b]);
      }
    }
    return result;
  };

  /** Node v's edges whose other end is still in the graph, leaving and entering. */
  const forEachLiveNeighbour = (v: number, visit: (w: number) => void) => {
    for (let i = outs.start[v]!, end = i + outs.length[v]!; i < end; i++) {
      const w = to.data[outs.pool[i]!]!;
      if (!contracted[w]) visit(w);
    }
    for (let i = ins.start[v]!, end = i + ins.length[v]!; i < end; i++) {
      const w = from.data[ins.pool[i]!]!;
      if (!contracted[w]) visit(w);
    }
  };
  const liveDegree = (v: number) => {
    let d = 0;
    forEachLiveNeighbour(v, () => d++);
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

  const liveOut = (e: number) => !contracted[to.data[e]!];
  const liveIn = (e: number) => !contracted[from.data[e]!];
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
    for (const [a, b] of shortcutsFor(v, CONTRACT_SETTLE_LIMIT)) addEdge(from.data[a]!, to.data[b]!, seconds.data[a]! + seconds.data[b]!, a, b);
    contracted[v] = 1;
    rank[v] = order++;
    const neighbours = new Set<number>();
    forEachLiveNeighbour(v, (w) => neighbours.add(w));
    for (const w of neighbours) {
      // Drop the removed node's edges from its neighbours' lists, so later searches don't wade through them.
      outs.keep(w, liveOut);
      ins.keep(w, liveIn);
      deletedNeighbours[w]!++;
      current[w] = priority(w);
      queue.push(w, current[w]!);
    }
  }

  const m = from.length;
  const edgeFrom = from.view;
  const edgeTo = to.view;
  const upCount = new Int32Array(n + 1);
  const downCount = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    if (rank[edgeFrom[e]!]! < rank[edgeTo[e]!]!) upCount[edgeFrom[e]! + 1]!++;
    else downCount[edgeTo[e]! + 1]!++;
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
    if (rank[edgeFrom[e]!]! < rank[edgeTo[e]!]!) upEdges[upFill[edgeFrom[e]!]!++] = e;
    else downEdges[downFill[edgeTo[e]!]!++] = e;
  }
  return {
    rank,
    edgeFrom,
    edgeTo,
    edgeSeconds: seconds.view,
    childA: childA.view,
    childB: childB.view,
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
