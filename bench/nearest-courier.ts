// Nearest free courier: the grid index against a linear scan over the same couriers (QUALITY.md: ≥ 100×, p99 ≤ 1 ms at 10,000).
import { performance } from 'node:perf_hooks';
import { createCourierIndex } from '../apps/api/src/modules/live/courier-index';
import { mulberry32 } from '../apps/api/src/db/seed/demo-data';
import { fmt, medianOfProcesses, processLabel, report, short, summarise } from './lib';

// The full run repeats the whole measurement in three processes and judges the median: the same script's ratio has
// ranged 72–111× from one process to the next on a quiet machine (the scan's heap layout), far wider than within one.
if (medianOfProcesses('nearest courier', /ratio scan\/grid \(total time\): ([\d.]+)×/, '≥ 100×')) process.exit(0);

const couriers = short ? 1000 : 10_000;
const queries = short ? 200 : 5000;
const rand = mulberry32(7);
const index = createCourierIndex();
for (let i = 0; i < couriers; i++) {
  index.upsert({
    carrierId: `c${i}`,
    zoneId: `z${i % 8}`,
    isJoker: i % 9 === 0,
    status: rand() < 0.7 ? 'available' : 'break',
    load: Math.floor(rand() * 3),
    latitude: 40.9 + rand() * 0.25,
    longitude: 28.8 + rand() * 0.45,
    positionAt: 0,
  });
}
const points = Array.from({ length: queries }, () => [40.9 + rand() * 0.25, 28.8 + rand() * 0.45] as const);
const options = {
  radiusKm: 4,
  limit: 3,
  jokers: false,
  // What dispatch asks of a regular stage: below capacity (the index answers only available couriers of the kind).
  accept: (c: { load: number }) => c.load < 2,
};

const zones = points.map((_, i) => `z${i % 8}`);
/**
 * Times every query (each call on its own) in one pass, and a second pass as a whole: the total comes from the
 * pass without the per-query clock reads, which cost more than half a grid query (they made the grid look 40 % slower).
 */
function measure(fn: (lat: number, lng: number, zone: string) => unknown) {
  const samples: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const t0 = performance.now();
    fn(points[i]![0], points[i]![1], zones[i]!);
    samples.push(performance.now() - t0);
  }
  const start = performance.now();
  for (let i = 0; i < points.length; i++) fn(points[i]![0], points[i]![1], zones[i]!);
  return { total: performance.now() - start, samples };
}
// The machine is shared: both methods run in alternating rounds, and each is judged by its median round.
const rounds = short ? 1 : 7;
const runs = { grid: [] as ReturnType<typeof measure>[], scan: [] as ReturnType<typeof measure>[] };
for (let r = 0; r < rounds; r++) {
  runs.grid.push(measure((lat, lng, zone) => index.nearest(zone, lat, lng, options)));
  runs.scan.push(measure((lat, lng, zone) => index.nearestByScan(zone, lat, lng, options)));
}
const medianRound = (xs: ReturnType<typeof measure>[]) => {
  const m = [...xs].sort((a, b) => a.total - b.total)[Math.floor(xs.length / 2)];
  return { total: m.total, ...summarise(m.samples) };
};
const grid = medianRound(runs.grid);
const scan = medianRound(runs.scan);
// Couriers keep moving between queries, as they do in service: 20 position updates before each query.
const movingRun = measure((lat, lng, zone) => {
  for (let k = 0; k < 20; k++) index.setPosition(`c${Math.floor(rand() * couriers)}`, 40.9 + rand() * 0.25, 28.8 + rand() * 0.45, 1);
  return index.nearest(zone, lat, lng, options);
});
const moving = { total: movingRun.total, ...summarise(movingRun.samples) };
// The answers must agree.
for (const [i, [lat, lng]] of points.slice(0, 200).entries()) {
  const a = index.nearest(`z${i % 8}`, lat, lng, options).map((c) => c.distanceMeters);
  const b = index.nearestByScan(`z${i % 8}`, lat, lng, options).map((c) => c.distanceMeters);
  if (a.join() !== b.join()) throw new Error(`grid and scan disagree at ${lat},${lng}: ${a} vs ${b}`);
}

report(`nearest free courier, ${couriers} couriers, ${queries} queries, median of ${rounds} rounds${processLabel}`, [
  { method: 'grid index', 'p50 ms': fmt(grid.p50), 'p99 ms': fmt(grid.p99), 'total ms': fmt(grid.total, 1) },
  { method: 'grid, 20 moves before each query', 'p50 ms': fmt(moving.p50), 'p99 ms': fmt(moving.p99), 'total ms': fmt(moving.total, 1) },
  { method: 'baseline: linear scan', 'p50 ms': fmt(scan.p50), 'p99 ms': fmt(scan.p99), 'total ms': fmt(scan.total, 1) },
]);
console.log(
  `ratio scan/grid (total time): ${fmt(scan.total / grid.total, 1)}×; p50 ${fmt(scan.p50 / grid.p50, 1)}×; p99 ${fmt(scan.p99 / grid.p99, 1)}× (target ≥ 100×, p99 ≤ 1 ms)`,
);
