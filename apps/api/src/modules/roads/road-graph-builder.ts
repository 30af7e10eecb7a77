import { doubles, ints, type Growable } from './growable-array';
import type { RoadGraph } from './road-graph';

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;
/** Node ids stay below 2^23 so that a directed pair fits one exact number key. */
const PAIR = 2 ** 23;

/** Metres between two nearby points (equirectangular: exact enough for the few metres between shape points). */
export function segmentMeters(lng1: number, lat1: number, lng2: number, lat2: number) {
  const x = (lng2 - lng1) * RAD * Math.cos(((lat1 + lat2) / 2) * RAD);
  const y = (lat2 - lat1) * RAD;
  return Math.sqrt(x * x + y * y) * EARTH_RADIUS_M;
}

/**
 * Collects street lines (as shared vertices) and builds the RoadGraph: keeps junctions and dead ends as nodes, joins
 * the vertices between them into one edge with its shape, and keeps only the largest strongly connected part (a
 * parking lot cut off by a tile edge or a gated estate is not a place a route can start or end).
 */
export class RoadGraphBuilder {
  private readonly keys = new Map<number, number>();
  private readonly lng = doubles();
  private readonly lat = doubles();
  /** Directed vertex pairs with their class, as (a · 2^23 + b) · 8 + class; sorted and deduplicated at build. */
  private readonly arcs = doubles();

  /** @param secondsPerMeter by class index */
  constructor(private readonly secondsPerMeter: readonly number[]) {}

  /** The id of the vertex with this key (callers give the same key to the same place), created on first sight. */
  vertex(key: number, lng: number, lat: number): number {
    let id = this.keys.get(key);
    if (id === undefined) {
      id = this.lng.length;
      if (id >= PAIR) throw new Error('road graph: too many vertices');
      this.keys.set(key, id);
      this.lng.push(lng);
      this.lat.push(lat);
    }
    return id;
  }

  /** A street line through these vertices; oneway 1 = drawn direction only, -1 = against it, 0 = both. */
  addLine(vertices: readonly number[], classIndex: number, oneway: number) {
    for (let i = 1; i < vertices.length; i++) {
      const a = vertices[i - 1]!;
      const b = vertices[i]!;
      if (a === b) continue;
      if (oneway >= 0) this.arcs.push((a * PAIR + b) * 8 + classIndex);
      if (oneway <= 0) this.arcs.push((b * PAIR + a) * 8 + classIndex);
    }
  }

  get vertexCount() {
    return this.lng.length;
  }

  build(): RoadGraph {
    const lng = this.lng.view;
    const lat = this.lat.view;
    this.keys.clear();
    // One call inside the next, so that each step's working arrays are let go as soon as the next step has its result.
    return assemble(walkPieces(this.arcLists(), lng, lat, this.secondsPerMeter), lng, lat);
  }

  /** The arcs sorted and deduplicated, as each vertex's outgoing and incoming lists (the builder's own list freed). */
  private arcLists(): ArcLists {
    const n = this.lng.length;
    // Sorted, a pair's copies (one from each tile it crossed) sit together, the fastest class first.
    const sorted = this.arcs.view.sort();
    const outCount = new Int32Array(n + 1);
    const inCount = new Int32Array(n + 1);
    let unique = 0;
    for (let i = 0; i < sorted.length; i++) {
      const pair = Math.floor(sorted[i]! / 8);
      if (i > 0 && Math.floor(sorted[i - 1]! / 8) === pair) continue;
      sorted[unique++] = sorted[i]!;
      outCount[Math.floor(pair / PAIR) + 1]!++;
      inCount[(pair % PAIR) + 1]!++;
    }
    for (let i = 0; i < n; i++) {
      outCount[i + 1]! += outCount[i]!;
      inCount[i + 1]! += inCount[i]!;
    }
    const outTo = new Int32Array(unique);
    const outClass = new Uint8Array(unique);
    const inFrom = new Int32Array(unique);
    const inClass = new Uint8Array(unique);
    const outFill = outCount.slice(0, n);
    const inFill = inCount.slice(0, n);
    for (let i = 0; i < unique; i++) {
      const cls = sorted[i]! % 8;
      const pair = Math.floor(sorted[i]! / 8);
      const a = Math.floor(pair / PAIR);
      const b = pair % PAIR;
      outTo[outFill[a]!] = b;
      outClass[outFill[a]!++] = cls;
      inFrom[inFill[b]!] = a;
      inClass[inFill[b]!++] = cls;
    }
    this.arcs.data = new Float64Array(0);
    this.arcs.length = 0;
    return { outCount, outTo, outClass, inCount, inFrom, inClass };
  }
}

/** Vertex v's arcs: out to outTo[outCount[v]] … outTo[outCount[v + 1] - 1], in from inFrom[inCount[v]] … likewise. */
interface ArcLists {
  outCount: Int32Array;
  outTo: Int32Array;
  outClass: Uint8Array;
  inCount: Int32Array;
  inFrom: Int32Array;
  inClass: Uint8Array;
}

/** Walks from every kept vertex along each of its arcs to the next kept vertex: one piece each, in vertex order. */
function walkPieces(arcs: ArcLists, lng: Float64Array, lat: Float64Array, secondsPerMeter: readonly number[]): Pieces {
  const { outCount, outTo, outClass, inCount, inFrom, inClass } = arcs;
  const n = lng.length;
  // A vertex is "through" when the street only passes it: two neighbours, both ways or one way in line, and the
  // same class on both sides (so that time along an edge grows evenly with its metres).
  const through = new Uint8Array(n);
  const oneClass = (v: number) => {
    const cls = outClass[outCount[v]!];
    for (let a = outCount[v]!; a < outCount[v + 1]!; a++) if (outClass[a] !== cls) return false;
    for (let a = inCount[v]!; a < inCount[v + 1]!; a++) if (inClass[a] !== cls) return false;
    return true;
  };
  for (let v = 0; v < n; v++) {
    if (!oneClass(v)) continue;
    const outs = outCount[v + 1]! - outCount[v]!;
    const ins = inCount[v + 1]! - inCount[v]!;
    const o0 = outTo[outCount[v]!];
    const i0 = inFrom[inCount[v]!];
    if (outs === 1 && ins === 1) through[v] = o0 !== i0 ? 1 : 0;
    else if (outs === 2 && ins === 2) {
      const o1 = outTo[outCount[v]! + 1];
      const i1 = inFrom[inCount[v]! + 1];
      through[v] = o0 !== o1 && ((o0 === i0 && o1 === i1) || (o0 === i1 && o1 === i0)) ? 1 : 0;
    }
  }

  const pieces: Pieces = { from: ints(), to: ints(), meters: doubles(), seconds: doubles(), cls: ints(), shapeStart: ints(), shape: ints() };
  for (let k = 0; k < n; k++) {
    if (through[k]) continue;
    for (let a = outCount[k]!; a < outCount[k + 1]!; a++) {
      const shapeStart = pieces.shape.length;
      pieces.shape.push(k);
      let prev = k;
      let cur = outTo[a]!;
      let meters = 0;
      let seconds = 0;
      let cls = outClass[a]!;
      for (;;) {
        const m = segmentMeters(lng[prev]!, lat[prev]!, lng[cur]!, lat[cur]!);
        meters += m;
        seconds += m * secondsPerMeter[cls]!;
        pieces.shape.push(cur);
        if (!through[cur]) break;
        let next = -1;
        for (let b = outCount[cur]!; b < outCount[cur + 1]!; b++)
          if (outTo[b] !== prev) {
            next = outTo[b]!;
            cls = outClass[b]!;
            break;
          }
        if (next < 0) break;
        prev = cur;
        cur = next;
      }
      if (cur === k) {
        pieces.shape.length = shapeStart; // a loop back to where it started leads nowhere
        continue;
      }
      pieces.from.push(k);
      pieces.to.push(cur);
      pieces.meters.push(meters);
      pieces.seconds.push(seconds);
      pieces.cls.push(cls);
      pieces.shapeStart.push(shapeStart);
    }
  }
  pieces.shapeStart.push(pieces.shape.length);
  return pieces;
}

/** The walked pieces, in order of their start vertex; piece i's shape is shape[shapeStart[i]] … shape[shapeStart[i + 1] - 1]. */
interface Pieces {
  from: Growable<Int32Array>;
  to: Growable<Int32Array>;
  meters: Growable<Float64Array>;
  seconds: Growable<Float64Array>;
  cls: Growable<Int32Array>;
  shapeStart: Growable<Int32Array>;
  shape: Growable<Int32Array>;
}

/** Keeps the largest strongly connected part, renumbers its nodes (in vertex order) and lays the pieces out. */
function assemble(pieces: Pieces, lng: Float64Array, lat: Float64Array): RoadGraph {
  const from = pieces.from.view;
  const to = pieces.to.view;
  const shapeStart = pieces.shapeStart.view;
  const shape = pieces.shape.view;
  const keep = largestStronglyConnected(lng.length, from, to);
  const nodeId = new Int32Array(lng.length).fill(-1);
  let nodeCount = 0;
  for (let v = 0; v < lng.length; v++) if (keep[v]) nodeId[v] = nodeCount++;
  const nodeLng = new Float64Array(nodeCount);
  const nodeLat = new Float64Array(nodeCount);
  for (let v = 0; v < lng.length; v++)
    if (nodeId[v]! >= 0) {
      nodeLng[nodeId[v]!] = lng[v]!;
      nodeLat[nodeId[v]!] = lat[v]!;
    }

  const kept = (i: number) => keep[from[i]!] === 1 && keep[to[i]!] === 1;
  let m = 0;
  let shapePoints = 0;
  for (let i = 0; i < from.length; i++)
    if (kept(i)) {
      m++;
      shapePoints += shapeStart[i + 1]! - shapeStart[i]!;
    }
  const outOffsets = new Int32Array(nodeCount + 1);
  const edgeFrom = new Int32Array(m);
  const edgeTo = new Int32Array(m);
  const edgeMeters = new Float32Array(m);
  const edgeSeconds = new Float32Array(m);
  const edgeClass = new Uint8Array(m);
  const edgeTwin = new Int32Array(m).fill(-1);
  const shapeOffsets = new Int32Array(m + 1);
  const shapeLng = new Float64Array(shapePoints);
  const shapeLat = new Float64Array(shapePoints);
  // The pieces leaving vertex v are piecesFrom[v] … piecesFrom[v + 1] - 1 (they were walked in vertex order).
  const piecesFrom = new Int32Array(lng.length + 1);
  for (let i = 0; i < from.length; i++) piecesFrom[from[i]! + 1]!++;
  for (let v = 0; v < lng.length; v++) piecesFrom[v + 1]! += piecesFrom[v]!;
  // A laid-out piece still waiting for its other direction: its edge (-1 for the rest).
  const waiting = new Int32Array(from.length).fill(-1);
  let s = 0;
  let e = 0;
  for (let i = 0; i < from.length; i++) {
    if (!kept(i)) continue;
    edgeFrom[e] = nodeId[from[i]!]!;
    edgeTo[e] = nodeId[to[i]!]!;
    outOffsets[edgeFrom[e]! + 1]!++;
    edgeMeters[e] = pieces.meters.data[i]!;
    edgeSeconds[e] = pieces.seconds.data[i]!;
    edgeClass[e] = pieces.cls.data[i]!;
    shapeOffsets[e] = s;
    const first = shapeStart[i]!;
    const last = shapeStart[i + 1]! - 1;
    for (let k = first; k <= last; k++) {
      shapeLng[s] = lng[shape[k]!]!;
      shapeLat[s++] = lat[shape[k]!]!;
    }
    // The other direction of the same street starts where this one ends, ends where this one starts and leaves by
    // this one's last step; of several waiting, the latest laid out.
    let twin = -1;
    for (let j = piecesFrom[to[i]! + 1]! - 1; j >= piecesFrom[to[i]!]! && twin < 0; j--)
      if (waiting[j]! >= 0 && to[j] === from[i] && shape[shapeStart[j]! + 1] === shape[last - 1]) twin = waiting[j]!;
    if (twin >= 0 && edgeTwin[twin] === -1) {
      edgeTwin[twin] = e;
      edgeTwin[e] = twin;
    } else waiting[i] = e;
    e++;
  }
  shapeOffsets[m] = s;
  for (let v = 0; v < nodeCount; v++) outOffsets[v + 1]! += outOffsets[v]!;

  const inOffsets = new Int32Array(nodeCount + 1);
  for (let e = 0; e < m; e++) inOffsets[edgeTo[e]! + 1]!++;
  for (let v = 0; v < nodeCount; v++) inOffsets[v + 1]! += inOffsets[v]!;
  const inEdges = new Int32Array(m);
  const fill = inOffsets.slice(0, nodeCount);
  for (let e = 0; e < m; e++) inEdges[fill[edgeTo[e]!]!++] = e;

  return {
    nodeCount,
    edgeCount: m,
    nodeLng,
    nodeLat,
    outOffsets,
    edgeFrom,
    edgeTo,
    edgeMeters,
    edgeSeconds,
    edgeClass,
    edgeTwin,
    inOffsets,
    inEdges,
    shapeOffsets,
    shapeLng,
    shapeLat,
  };
}

/** Marks the vertices of the largest strongly connected component (iterative Tarjan). */
function largestStronglyConnected(vertexCount: number, from: Int32Array, to: Int32Array): Uint8Array {
  const offsets = new Int32Array(vertexCount + 1);
  for (let i = 0; i < from.length; i++) offsets[from[i]! + 1]!++;
  for (let v = 0; v < vertexCount; v++) offsets[v + 1]! += offsets[v]!;
  const targets = new Int32Array(from.length);
  const fill = offsets.slice(0, vertexCount);
  for (let i = 0; i < from.length; i++) targets[fill[from[i]!]!++] = to[i]!;

  const index = new Int32Array(vertexCount).fill(-1);
  const low = new Int32Array(vertexCount);
  const onStack = new Uint8Array(vertexCount);
  const component = new Int32Array(vertexCount).fill(-1);
  const stack: number[] = [];
  const callNode: number[] = [];
  const callEdge: number[] = [];
  const sizes: number[] = [];
  let counter = 0;
  for (let root = 0; root < vertexCount; root++) {
    if (index[root] !== -1 || offsets[root] === offsets[root + 1]) continue;
    callNode.push(root);
    callEdge.push(offsets[root]!);
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (callNode.length) {
      const v = callNode[callNode.length - 1]!;
      const e = callEdge[callEdge.length - 1]!;
      if (e < offsets[v + 1]!) {
        callEdge[callEdge.length - 1] = e + 1;
        const w = targets[e]!;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          callNode.push(w);
          callEdge.push(offsets[w]!);
        } else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      callNode.pop();
      callEdge.pop();
      if (callNode.length) {
        const parent = callNode[callNode.length - 1]!;
        low[parent] = Math.min(low[parent]!, low[v]!);
      }
      if (low[v] === index[v]) {
        const id = sizes.length;
        let size = 0;
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          component[w] = id;
          size++;
        } while (w !== v);
        sizes.push(size);
      }
    }
  }
  let best = 0;
  for (let c = 1; c < sizes.length; c++) if (sizes[c]! > sizes[best]!) best = c;
  const keep = new Uint8Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) keep[v] = component[v] === best && sizes.length > 0 ? 1 : 0;
  return keep;
}
