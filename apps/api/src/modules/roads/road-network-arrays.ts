import type { RoadGraph } from './road-graph';
import type { RoadHierarchy } from './road-hierarchy';
import type { SnapIndex } from './road-snap';
import type { NamedArrays } from './typed-array-file';

const GRAPH_KEYS = [
  'nodeLng',
  'nodeLat',
  'outOffsets',
  'edgeFrom',
  'edgeTo',
  'edgeMeters',
  'edgeSeconds',
  'edgeClass',
  'edgeTwin',
  'inOffsets',
  'inEdges',
  'shapeOffsets',
  'shapeLng',
  'shapeLat',
] as const;
const HIERARCHY_KEYS = ['rank', 'edgeFrom', 'edgeTo', 'edgeSeconds', 'childA', 'childB', 'upOffsets', 'upEdges', 'downOffsets', 'downEdges'] as const;

/** The graph, its hierarchy and its snapping index as named arrays (what the road cache file holds). */
export function networkArrays(graph: RoadGraph, hierarchy: RoadHierarchy, snap: SnapIndex, extra: Record<string, unknown> = {}): NamedArrays {
  const arrays: NamedArrays['arrays'] = {};
  for (const key of GRAPH_KEYS) arrays[`graph.${key}`] = graph[key];
  for (const key of HIERARCHY_KEYS) arrays[`hierarchy.${key}`] = hierarchy[key];
  arrays['snap.index'] = snap.index;
  arrays['snap.pointEdge'] = snap.pointEdge;
  return { arrays, extra: { ...extra, nodeCount: graph.nodeCount, edgeCount: graph.edgeCount } };
}

export function networkFromArrays({ arrays, extra }: NamedArrays): {
  graph: RoadGraph;
  hierarchy: RoadHierarchy;
  snap: SnapIndex;
  extra: Record<string, unknown>;
} {
  const pick = (prefix: string, keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, arrays[`${prefix}.${k}`]]));
  const graph = { nodeCount: Number(extra.nodeCount), edgeCount: Number(extra.edgeCount), ...pick('graph', GRAPH_KEYS) } as unknown as RoadGraph;
  const snap = { index: arrays['snap.index'] as Uint8Array, pointEdge: arrays['snap.pointEdge'] as Int32Array };
  return { graph, hierarchy: pick('hierarchy', HIERARCHY_KEYS) as unknown as RoadHierarchy, snap, extra };
}
