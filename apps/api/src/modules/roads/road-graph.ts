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
  /** Index in ROAD_CLASSES (one class along a whole edge: the builder keeps a node where the class changes). */
  edgeClass: Uint8Array;
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
