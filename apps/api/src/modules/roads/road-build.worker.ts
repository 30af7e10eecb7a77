import { parentPort, workerData } from 'node:worker_threads';
import { LocalFileSource } from '../geo/pmtiles-archive';
import { buildRoadGraph } from './roads-from-archive';
import type { RoadBuildRequest } from './road-build';
import { RoadNetwork } from './road-network';

/** Builds the road network off the main thread and hands its arrays over (moved, not copied). */
const request = workerData as RoadBuildRequest;
const source = new LocalFileSource(request.pmtilesPath);
const started = performance.now();
const graph = await buildRoadGraph(source, {
  speedsKmh: request.speedsKmh,
  bbox: request.bbox,
});
source.close();
const network = RoadNetwork.build(graph).toArrays({ ...request.extra, buildMs: Math.round(performance.now() - started) });
const buffers = new Set(Object.values(network.arrays).map((array) => array.buffer as ArrayBuffer));
parentPort!.postMessage({ type: 'done', network }, [...buffers]);
