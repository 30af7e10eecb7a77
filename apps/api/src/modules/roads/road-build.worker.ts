import { parentPort, workerData } from 'node:worker_threads';
import { LocalFileSource } from '../geo/pmtiles-archive';
import { buildRoadGraph } from './roads-from-archive';
import type { RoadBuildRequest } from './road-build';
import { RoadNetwork } from './road-network';

/** Builds the road network off the main thread and hands back the packed arrays (the cache file's bytes). */
const request = workerData as RoadBuildRequest;
const source = new LocalFileSource(request.pmtilesPath);
const started = performance.now();
const graph = await buildRoadGraph(source, {
  speedsKmh: request.speedsKmh,
  bbox: request.bbox,
});
source.close();
const buffer = RoadNetwork.build(graph).toBuffer({ ...request.extra, buildMs: Math.round(performance.now() - started) });
const bytes = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
parentPort!.postMessage({ type: 'done', bytes }, [bytes]);
