// Roads: graph build time and memory from the İstanbul extract, cached start, and route queries by the contraction
// hierarchy against plain Dijkstra on the same graph in the same run (issue targets: build ≤ 60 s and ≤ 400 MB,
// cached start ≤ 3 s, 15 km p95 ≤ 5 ms, one-to-many 50 ≤ 20 ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { mulberry32 } from '../apps/api/src/db/seed/demo-data';
import { contract } from '../apps/api/src/modules/roads/road-hierarchy';
import { RoadNetwork } from '../apps/api/src/modules/roads/road-network';
import { LocalFileSource } from '../apps/api/src/modules/geo/pmtiles-archive';
import { buildRoadGraph } from '../apps/api/src/modules/roads/roads-from-archive';
import { BUILD_HEAP_MB, buildInWorker, writeCacheFile } from '../apps/api/src/modules/roads/road-build';
import { CITY_CENTRE, cpuMsSince, fmt, report, SHARED_EXTRACT, short, summarise } from './lib';

if (!fs.existsSync(SHARED_EXTRACT)) throw new Error(`${SHARED_EXTRACT} is missing (../shared/map beside the project)`);
// Short mode: the city centre only, so CI keeps the script alive in seconds.
const bbox = short ? CITY_CENTRE : undefined;

// First as the server builds it: in a worker thread with its heap cap; the process's peak memory is the server's.
let t0 = performance.now();
await buildInWorker({ pmtilesPath: SHARED_EXTRACT, speedsKmh: {}, bbox, extra: {} });
const workerMs = performance.now() - t0;
const workerPeakRssMb = process.resourceUsage().maxRSS / 1024;

// Then in this thread, timed by stage (this one's peak memory is not the server's: no heap cap here).
const cpu0 = process.cpuUsage();
t0 = performance.now();
const source = new LocalFileSource(SHARED_EXTRACT);
const graph = await buildRoadGraph(source, { bbox });
source.close();
const graphMs = performance.now() - t0;
t0 = performance.now();
const hierarchy = contract(graph);
const contractMs = performance.now() - t0;
const buildCpuMs = cpuMsSince(cpu0);

// Written and read as the server does (writeCacheFile, then the file's bytes).
const cacheFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roads-bench-')), 'roads.bin');
writeCacheFile(path.dirname(cacheFile), path.basename(cacheFile), new RoadNetwork(graph, hierarchy).toArrays());
t0 = performance.now();
const network = RoadNetwork.fromBuffer(fs.readFileSync(cacheFile)).network;
const cachedStartMs = performance.now() - t0;
const cacheMb = fs.statSync(cacheFile).size / 1e6;
fs.rmSync(path.dirname(cacheFile), { recursive: true, force: true });

report('road graph', [
  {
    nodes: graph.nodeCount,
    edges: graph.edgeCount,
    shortcuts: hierarchy.edgeFrom.length - graph.edgeCount,
    'tiles → graph s': fmt(graphMs / 1000, 1),
    'contraction s': fmt(contractMs / 1000, 1),
    'build CPU s': fmt(buildCpuMs / 1000, 1),
    'server build s (worker)': fmt(workerMs / 1000, 1),
    [`server build peak RSS MB (heap cap ${BUILD_HEAP_MB} MB)`]: Math.round(workerPeakRssMb),
    'cache MB': fmt(cacheMb, 1),
    'cached start ms': Math.round(cachedStartMs),
    'load avg': os.loadavg()[0]!.toFixed(1),
  },
]);

// Pairs at 1, 5 and 15 km on the streets of both shores, each end placed on its street.
const rand = mulberry32(21);
const { router, snapper } = network;
const [west, south, east, north] = bbox ?? [28.75, 40.95, 29.25, 41.12];
function pairs(km: number, count: number) {
  const result: [ReturnType<typeof snapper.snap> & object, ReturnType<typeof snapper.snap> & object][] = [];
  for (let tries = 0; result.length < count && tries < count * 50; tries++) {
    const lat = south + rand() * (north - south);
    const lng = west + rand() * (east - west);
    const angle = rand() * 2 * Math.PI;
    const lat2 = lat + (km * 1000 * Math.sin(angle)) / 111_320;
    const lng2 = lng + (km * 1000 * Math.cos(angle)) / (111_320 * Math.cos((lat * Math.PI) / 180));
    const a = snapper.snap(lat, lng, 150);
    const b = snapper.snap(lat2, lng2, 150);
    if (a && b && router.route(a, b)) result.push([a, b]);
  }
  return result;
}
const rounds = short ? 1 : 3;
const rows: Record<string, string | number>[] = [];
for (const km of short ? [1, 5] : [1, 5, 15]) {
  const list = pairs(km, short ? 20 : 200);
  const hierarchySamples: number[] = [];
  const dijkstraSamples: number[] = [];
  for (let r = 0; r < rounds; r++)
    for (const [a, b] of list) {
      let t = performance.now();
      const fast = router.route(a, b)!;
      hierarchySamples.push(performance.now() - t);
      t = performance.now();
      const plain = router.route(a, b, { method: 'dijkstra' })!;
      dijkstraSamples.push(performance.now() - t);
      if (Math.abs(fast.seconds - plain.seconds) > 0.01) throw new Error(`hierarchy and Dijkstra disagree: ${fast.seconds} vs ${plain.seconds}`);
    }
  const h = summarise(hierarchySamples);
  const d = summarise(dijkstraSamples);
  rows.push({
    route: `${km} km`,
    pairs: list.length,
    'hierarchy p50 ms': fmt(h.p50),
    'hierarchy p95 ms': fmt(h.p95),
    'Dijkstra p50 ms': fmt(d.p50),
    'Dijkstra p95 ms': fmt(d.p95),
    'p50 ratio': `${fmt(d.p50 / h.p50, 0)}×`,
  });
}

// One-to-many: 50 couriers within 4 km to a store (dispatch ranks them by road time to the store).
const manySamples: number[] = [];
const oneByOneSamples: number[] = [];
for (let k = 0; k < (short ? 5 : 50); k++) {
  const [store] = pairs(0.5, 1)[0]!;
  const couriers = pairs(4, 50).map(([, b]) => b);
  let t = performance.now();
  const many = router.secondsTo(store, couriers);
  manySamples.push(performance.now() - t);
  t = performance.now();
  const single = couriers.map((c) => router.route(c, store, { method: 'dijkstra' })?.seconds ?? Infinity);
  oneByOneSamples.push(performance.now() - t);
  many.forEach((s, i) => {
    if (single[i]! <= 3600 && Math.abs(s - single[i]!) > 0.01) throw new Error(`one-to-many disagrees: ${s} vs ${single[i]}`);
  });
}
const m = summarise(manySamples);
const o = summarise(oneByOneSamples);
rows.push({
  route: 'store ← 50 couriers',
  pairs: manySamples.length,
  'hierarchy p50 ms': fmt(m.p50),
  'hierarchy p95 ms': fmt(m.p95),
  'Dijkstra p50 ms': fmt(o.p50),
  'Dijkstra p95 ms': fmt(o.p95),
  'p50 ratio': `${fmt(o.p50 / m.p50, 0)}×`,
});
report('route queries (hierarchy vs plain Dijkstra, same graph, same run)', rows);
