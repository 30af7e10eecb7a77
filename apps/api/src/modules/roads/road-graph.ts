/**
 * The road network as flat typed arrays: junctions (and dead ends) are nodes; each directed edge is a whole street
 * piece between two of them with its length, its driving time and its shape. Arrays, not objects, so that the
 * İstanbul graph fits in tens of megabytes, is written to and read from a cache file in one piece, and can be handed
 * from the worker thread that builds it without copying.
 */
export interface RoadGraph {
  nodeCount: number;
  edgeCount: number;
  nodeLng: Float64Array;
  nodeLat: Float64Array;
  /** Outgoing edges of node n: ids outOffsets[n] … outOffsets[n + 1] - 1, in edge order. */
  outOffsets: Int32Array;
  edgeFrom: Int32Array;
  edgeTo: Int32Array;
  edgeMeters: Float32Array;
  edgeSeconds: Float32Array;
  /** The same street in the other direction, or -1 for a one-way piece. */
  edgeTwin: Int32Array;
  /** Incoming edges of node n: inEdges[inOffsets[n]] … inEdges[inOffsets[n + 1] - 1]. */
  inOffsets: Int32Array;
  inEdges: Int32Array;
  /** The shape of edge e: points shapeOffsets[e] … shapeOffsets[e + 1] - 1, from its start node to its end node. */
  shapeOffsets: Int32Array;
  shapeLng: Float64Array;
  shapeLat: Float64Array;
}

const ARRAYS = [
  ['nodeLng', Float64Array],
  ['nodeLat', Float64Array],
  ['outOffsets', Int32Array],
  ['edgeFrom', Int32Array],
  ['edgeTo', Int32Array],
  ['edgeMeters', Float32Array],
  ['edgeSeconds', Float32Array],
  ['edgeTwin', Int32Array],
  ['inOffsets', Int32Array],
  ['inEdges', Int32Array],
  ['shapeOffsets', Int32Array],
  ['shapeLng', Float64Array],
  ['shapeLat', Float64Array],
] as const;

type ArrayKey = (typeof ARRAYS)[number][0];

/** One buffer: a JSON header line with the counts and array lengths, then each array's bytes, 8-byte aligned. */
export function serializeRoadGraph(graph: RoadGraph, extra: Record<string, unknown> = {}): Buffer {
  const lengths = Object.fromEntries(ARRAYS.map(([key]) => [key, graph[key].length]));
  const header = Buffer.from(JSON.stringify({ nodeCount: graph.nodeCount, edgeCount: graph.edgeCount, lengths, extra }) + '\n');
  const headerSize = Math.ceil((header.length + 8) / 8) * 8;
  const parts: Buffer[] = [];
  const prefix = Buffer.alloc(headerSize, 0x20);
  prefix.writeUInt32LE(header.length, 0);
  header.copy(prefix, 8);
  parts.push(prefix);
  for (const [key] of ARRAYS) {
    const array = graph[key];
    const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
    parts.push(bytes, Buffer.alloc((8 - (bytes.length % 8)) % 8));
  }
  return Buffer.concat(parts);
}

export function deserializeRoadGraph(buffer: Buffer): { graph: RoadGraph; extra: Record<string, unknown> } {
  const headerLength = buffer.readUInt32LE(0);
  const header = JSON.parse(buffer.subarray(8, 8 + headerLength).toString('utf8')) as {
    nodeCount: number;
    edgeCount: number;
    lengths: Record<ArrayKey, number>;
    extra: Record<string, unknown>;
  };
  // A copy into a fresh, aligned ArrayBuffer: typed arrays need their element alignment.
  const aligned = new Uint8Array(buffer.length);
  aligned.set(buffer);
  let offset = Math.ceil((headerLength + 8) / 8) * 8;
  const arrays = {} as Record<ArrayKey, Float64Array | Float32Array | Int32Array>;
  for (const [key, Type] of ARRAYS) {
    const length = header.lengths[key];
    arrays[key] = new Type(aligned.buffer, offset, length);
    offset += Math.ceil((length * Type.BYTES_PER_ELEMENT) / 8) * 8;
  }
  return {
    graph: { nodeCount: header.nodeCount, edgeCount: header.edgeCount, ...(arrays as unknown as Omit<RoadGraph, 'nodeCount' | 'edgeCount'>) },
    extra: header.extra,
  };
}
