import fs from 'node:fs';
import type { Source } from 'pmtiles';
import { buildRoadGraph } from '../apps/api/src/modules/roads/roads-from-archive';
import { RoadRouter } from '../apps/api/src/modules/roads/road-router';
import { contract } from '../apps/api/src/modules/roads/road-hierarchy';
import { RoadSnapper, routeLine } from '../apps/api/src/modules/roads/road-snap';
import { haversineMeters } from '../apps/api/src/lib/geo';

const fd = fs.openSync('/work/shared/map/istanbul.pmtiles', 'r');
const source: Source = {
  getKey: () => 'f',
  getBytes: async (offset, length) => {
    const b = Buffer.alloc(length);
    fs.readSync(fd, b, 0, length, offset);
    return { data: b.buffer.slice(b.byteOffset, b.byteOffset + length) };
  },
};
let t = performance.now();
const graph = await buildRoadGraph(source);
console.log(
  'build ms',
  Math.round(performance.now() - t),
  'nodes',
  graph.nodeCount,
  'edges',
  graph.edgeCount,
  'shape',
  graph.shapeLng.length,
  'rss MB',
  Math.round(process.memoryUsage().rss / 1e6),
);
t = performance.now();
const cpu0 = process.cpuUsage();
const hierarchy = contract(graph);
console.log('contract cpu ms', Math.round(process.cpuUsage(cpu0).user / 1000));
const router = new RoadRouter(graph, hierarchy);
console.log('shortcuts', hierarchy.edgeFrom.length - graph.edgeCount, 'rss MB', Math.round(process.memoryUsage().rss / 1e6));
console.log('contract ms', Math.round(performance.now() - t));
t = performance.now();
const snapper = new RoadSnapper(graph);
console.log('snapper ms', Math.round(performance.now() - t), 'rss MB', Math.round(process.memoryUsage().rss / 1e6));
const kad = snapper.snap(40.9903, 29.0277)!;
const bes = snapper.snap(41.0428, 29.0075)!;
const r = router.route(kad, bes)!;
console.log(
  'Kadıköy→Beşiktaş',
  Math.round(r.meters),
  'm',
  Math.round(r.seconds),
  's straight',
  Math.round(haversineMeters(40.9903, 29.0277, 41.0428, 29.0075)),
  'settled',
  router.lastSettled,
);
const line = routeLine(graph, r.edges, kad, bes);
console.log('line points', line.length, 'max lng on the way', Math.max(...line.map((p) => p[0])).toFixed(4));
let seed = 7;
const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
for (const km of [1, 5, 15]) {
  const alt: number[] = [];
  const plain: number[] = [];
  const ratios: number[] = [];
  let n = 0;
  while (n < 60) {
    const lat = 40.97 + rnd() * 0.1;
    const lng = 28.85 + rnd() * 0.3;
    const ang = rnd() * Math.PI * 2;
    const lat2 = lat + (km * 1000 * Math.sin(ang)) / 111320;
    const lng2 = lng + (km * 1000 * Math.cos(ang)) / (111320 * Math.cos((lat * Math.PI) / 180));
    const a = snapper.snap(lat, lng, 200);
    const b = snapper.snap(lat2, lng2, 200);
    if (!a || !b) continue;
    let s = performance.now();
    const x = router.route(a, b);
    alt.push(performance.now() - s);
    s = performance.now();
    const y = router.route(a, b, { method: 'dijkstra' });
    plain.push(performance.now() - s);
    if (x && y && Math.abs(x.seconds - y.seconds) > 0.01) console.log('MISMATCH', x.seconds, y.seconds);
    if (x) ratios.push(x.meters / haversineMeters(lat, lng, lat2, lng2));
    n++;
  }
  const q = (xs: number[], p: number) => {
    const s = [...xs].sort((m, k) => m - k);
    return s[Math.floor(p * (s.length - 1))]!;
  };
  console.log(
    km,
    'km  ALT p50',
    q(alt, 0.5).toFixed(2),
    'p95',
    q(alt, 0.95).toFixed(2),
    '| Dijkstra p50',
    q(plain, 0.5).toFixed(2),
    'p95',
    q(plain, 0.95).toFixed(2),
    '| road/straight median',
    q(ratios, 0.5).toFixed(2),
    'min',
    q(ratios, 0).toFixed(2),
  );
}
const store = snapper.snap(40.9903, 29.0277)!;
const couriers = [];
while (couriers.length < 50) {
  const c = snapper.snap(40.97 + rnd() * 0.05, 29.0 + rnd() * 0.07, 200);
  if (c) couriers.push(c);
}
const times: number[] = [];
for (let i = 0; i < 20; i++) {
  const s = performance.now();
  router.secondsTo(store, couriers);
  times.push(performance.now() - s);
}
times.sort((a, b) => a - b);
console.log('one-to-many 50 p50', times[10]!.toFixed(2), 'p95', times[19]!.toFixed(2));
