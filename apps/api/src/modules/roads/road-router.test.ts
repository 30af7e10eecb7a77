import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCacheFile } from './road-build';
import { DEFAULT_ROAD_SPEEDS_KMH, ROAD_CLASSES } from './road-classes';
import { RoadGraphBuilder, segmentMeters } from './road-graph-builder';
import { contract } from './road-hierarchy';
import { RoadNetwork } from './road-network';
import { RoadRouter } from './road-router';
import { RoadSnapper, routeLine } from './road-snap';

const SECONDS_PER_METER = ROAD_CLASSES.map((c) => 3.6 / DEFAULT_ROAD_SPEEDS_KMH[c]);

/** A small deterministic PRNG so a failing grid can be rebuilt from its seed. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

interface Street {
  a: number;
  b: number;
  cls: number;
  oneway: number;
}

/** A city block grid near Kadıköy with random classes, one-way streets and missing streets. */
function grid(seed: number, rows: number, cols: number) {
  const random = prng(seed);
  const lng = (c: number) => 29.02 + c * 0.0012 + (random() - 0.5) * 0.0002;
  const lat = (r: number) => 40.98 + r * 0.0009;
  const points: [number, number][] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) points.push([lng(c), lat(r)]);
  const streets: Street[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const v = r * cols + c;
      for (const w of [c + 1 < cols ? v + 1 : -1, r + 1 < rows ? v + cols : -1]) {
        if (w < 0 || random() < 0.12) continue;
        const roll = random();
        streets.push({ a: v, b: w, cls: Math.floor(random() * ROAD_CLASSES.length), oneway: roll < 0.15 ? 1 : roll < 0.3 ? -1 : 0 });
      }
    }
  return { points, streets };
}

/** Dijkstra written the slow, obvious way over the vertex graph: seconds between every pair from `source`. */
function bruteForce(points: [number, number][], streets: Street[], source: number) {
  const arcs: [number, number, number][] = [];
  for (const s of streets) {
    const [a, b] = [points[s.a]!, points[s.b]!];
    const seconds = segmentMeters(a[0], a[1], b[0], b[1]) * SECONDS_PER_METER[s.cls]!;
    if (s.oneway >= 0) arcs.push([s.a, s.b, seconds]);
    if (s.oneway <= 0) arcs.push([s.b, s.a, seconds]);
  }
  const dist = points.map(() => Infinity);
  const done = points.map(() => false);
  dist[source] = 0;
  for (;;) {
    let v = -1;
    for (let i = 0; i < points.length; i++) if (!done[i] && dist[i]! < Infinity && (v < 0 || dist[i]! < dist[v]!)) v = i;
    if (v < 0) return dist;
    done[v] = true;
    for (const [a, b, s] of arcs) if (a === v && dist[v]! + s < dist[b]!) dist[b] = dist[v]! + s;
  }
}

function build(points: [number, number][], streets: Street[]) {
  const builder = new RoadGraphBuilder(SECONDS_PER_METER);
  const ids = points.map(([lng, lat], i) => builder.vertex(i, lng, lat));
  for (const s of streets) builder.addLine([ids[s.a]!, ids[s.b]!], s.cls, s.oneway);
  return builder.build();
}

describe('road router on generated grids', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`finds the same fastest times as a brute-force Dijkstra (grid ${seed})`, () => {
      const { points, streets } = grid(seed, 9, 11);
      const graph = build(points, streets);
      const router = new RoadRouter(graph, contract(graph));
      const snapper = new RoadSnapper(graph);
      const random = prng(seed * 7919);
      let compared = 0;
      for (let k = 0; k < 40; k++) {
        const s = Math.floor(random() * points.length);
        const t = Math.floor(random() * points.length);
        const from = snapper.snap(points[s]![1], points[s]![0], 1);
        const to = snapper.snap(points[t]![1], points[t]![0], 1);
        if (!from || !to) continue; // not on the kept (strongly connected) network
        const expected = bruteForce(points, streets, s)[t]!;
        const viaHierarchy = router.route(from, to);
        const plain = router.route(from, to, { method: 'dijkstra' });
        expect(expected, `${s} → ${t} is in the kept network, so it is reachable`).toBeLessThan(Infinity);
        expect(viaHierarchy!.seconds).toBeCloseTo(expected, 3);
        expect(plain!.seconds).toBeCloseTo(expected, 3);
        expect(viaHierarchy!.meters).toBeCloseTo(plain!.meters, 1);
        expect(router.secondsTo(to, [from])[0]).toBeCloseTo(expected, 3);
        compared++;
      }
      expect(compared).toBeGreaterThan(20);
    });
  }

  it('respects one-way streets: against the arrow means going round the block', () => {
    // A square block: the bottom street one way east (0 → 1); the rest two-way.
    const points: [number, number][] = [
      [29.0, 41.0],
      [29.002, 41.0],
      [29.002, 41.0015],
      [29.0, 41.0015],
    ];
    const minor = ROAD_CLASSES.indexOf('minor');
    const streets: Street[] = [
      { a: 0, b: 1, cls: minor, oneway: 1 },
      { a: 1, b: 2, cls: minor, oneway: 0 },
      { a: 2, b: 3, cls: minor, oneway: 0 },
      { a: 3, b: 0, cls: minor, oneway: 0 },
    ];
    const graph = build(points, streets);
    const router = new RoadRouter(graph, contract(graph));
    const snapper = new RoadSnapper(graph);
    const at = (i: number) => snapper.snap(points[i]![1], points[i]![0], 1)!;
    const east = router.route(at(0), at(1))!;
    const west = router.route(at(1), at(0))!;
    expect(east.meters).toBeCloseTo(segmentMeters(29.0, 41.0, 29.002, 41.0), 0);
    expect(west.meters).toBeGreaterThan(east.meters * 2);
    expect(west.seconds).toBeCloseTo(bruteForce(points, streets, 1)[0]!, 3);
    const line = routeLine(graph, west.edges, at(1), at(0));
    expect(line[0]).toEqual([expect.closeTo(29.002, 4), expect.closeTo(41.0, 4)]);
    expect(line.some(([, lat]) => lat > 41.001)).toBe(true);
  });

  it('starts and ends mid-street, answers a GeoJSON line, and survives the cache file', () => {
    const { points, streets } = grid(11, 6, 6);
    const built = RoadNetwork.build(build(points, streets));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'road-cache-'));
    writeCacheFile(dir, 'roads.bin', built.toArrays({ source: 'test' }));
    const { network, extra } = RoadNetwork.fromBuffer(fs.readFileSync(path.join(dir, 'roads.bin')));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(extra.source).toBe('test');
    const street = streets.find((s) => s.oneway === 0 && network.snapper.snap(points[s.a]![1], points[s.a]![0], 1))!;
    const [a, b] = [points[street.a]!, points[street.b]!];
    const middle = { latitude: (a[1] + b[1]) / 2 + 0.00005, longitude: (a[0] + b[0]) / 2 };
    const answer = network.route(middle, { latitude: b[1], longitude: b[0] });
    if (typeof answer === 'string') throw new Error(answer);
    expect(answer.distanceMeters).toBeCloseTo(segmentMeters(a[0], a[1], b[0], b[1]) / 2, -1);
    expect(answer.geometry.coordinates.at(-1)).toEqual([expect.closeTo(b[0], 5), expect.closeTo(b[1], 5)]);
    // The cached copy answers exactly what the freshly built one does.
    for (const [i, j] of [
      [0, 35],
      [7, 20],
      [30, 3],
    ] as const) {
      const from = { latitude: points[i]![1], longitude: points[i]![0] };
      const to = { latitude: points[j]![1], longitude: points[j]![0] };
      expect(network.route(from, to)).toEqual(built.route(from, to));
      expect(network.secondsTo(to, [from])).toEqual(built.secondsTo(to, [from]));
    }
    expect(network.route({ latitude: 41.5, longitude: 29.5 }, middle)).toBe('no_road_near_start');
    expect(network.route(middle, { latitude: 41.5, longitude: 29.5 })).toBe('no_road_near_end');
  });
});
