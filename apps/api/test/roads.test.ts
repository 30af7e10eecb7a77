import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { haversineMeters } from '../src/lib/geo';
import type { RoadNetwork } from '../src/modules/roads/road-network';
import { RoadsService } from '../src/modules/roads/roads.service';
import { quietLog, SHARED_PMTILES } from './map-helpers';

/** Both shores around the Bosphorus's mouth: Kadıköy, Üsküdar, Beşiktaş, Şişli, Fatih, the bridge and the tunnel. */
const CENTRE: [number, number, number, number] = [28.93, 40.96, 29.1, 41.09];
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roads-'));
/** The centre's network, built once by the first test and asked by the next. */
let centre: Promise<RoadNetwork | null> = Promise.resolve(null);

describe('roads from the İstanbul extract', () => {
  it('builds in a worker, caches, and routes across the Bosphorus by a bridge or the tunnel', { timeout: 180_000 }, async () => {
    expect(fs.existsSync(SHARED_PMTILES), `${SHARED_PMTILES} must exist (../shared/map beside the project)`).toBe(true);
    const built = new RoadsService({ pmtilesPath: SHARED_PMTILES, cacheDir, bbox: CENTRE, log: quietLog });
    built.start();
    expect(built.state).toBe('building');
    expect(built.network).toBeNull();
    centre = built.whenReady();
    const network = (await centre)!;
    expect(built.state).toBe('ready');
    expect(fs.readdirSync(cacheDir).filter((f) => f.endsWith('.bin'))).toHaveLength(1);

    const kadikoy = { latitude: 40.9903, longitude: 29.0277 };
    const besiktas = { latitude: 41.0428, longitude: 29.0075 };
    const route = network.route(kadikoy, besiktas);
    if (typeof route === 'string') throw new Error(route);
    const straight = haversineMeters(kadikoy.latitude, kadikoy.longitude, besiktas.latitude, besiktas.longitude);
    expect(route.distanceMeters / straight).toBeGreaterThanOrEqual(1.5);
    // Crossing the strait by the 15 Temmuz bridge (north of 41.03) or the Avrasya tunnel (south of 41.0).
    const crossing = route.geometry.coordinates.filter(([lng]) => lng > 29.0 && lng < 29.03);
    expect(crossing.some(([, lat]) => lat > 41.03 || lat < 41.0)).toBe(true);

    // A second start loads the cache instead of building, and answers the same.
    const cached = new RoadsService({ pmtilesPath: SHARED_PMTILES, cacheDir, bbox: CENTRE, log: quietLog });
    const started = performance.now();
    cached.start();
    expect(cached.state).toBe('ready');
    expect(performance.now() - started).toBeLessThan(3000);
    expect(cached.network!.route(kadikoy, besiktas)).toEqual(route);
  });

  afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

  it('answers road/straight ratios a city has: median 1.1–1.8, never below 1', { timeout: 180_000 }, async () => {
    const network = (await centre)!;
    let seed = 20261127;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // Random pairs 0.5–6 km apart on one shore (the European side's Şişli–Beşiktaş–Fatih; the Asian side's Kadıköy).
    const areas = [
      [28.95, 41.0, 29.02, 41.08],
      [29.02, 40.97, 29.09, 41.03],
    ];
    const ratios: number[] = [];
    while (ratios.length < 1000) {
      const [w, s, e, n] = areas[ratios.length % 2]!;
      const a = { latitude: s! + random() * (n! - s!), longitude: w! + random() * (e! - w!) };
      const b = { latitude: s! + random() * (n! - s!), longitude: w! + random() * (e! - w!) };
      const straight = haversineMeters(a.latitude, a.longitude, b.latitude, b.longitude);
      if (straight < 500) continue;
      const answer = network.route(a, b);
      if (typeof answer === 'string') continue; // in the sea or a park: nothing to compare
      // The route runs between the points' feet on their streets; compare with the straight line between those feet.
      const [first, last] = [answer.geometry.coordinates[0]!, answer.geometry.coordinates.at(-1)!];
      ratios.push(answer.distanceMeters / haversineMeters(first[1], first[0], last[1], last[0]));
    }
    ratios.sort((x, y) => x - y);
    const median = ratios[500]!;
    console.info(`road/straight over 1,000 pairs: median ${median.toFixed(2)}, min ${ratios[0]!.toFixed(2)}, p95 ${ratios[950]!.toFixed(2)}`);
    expect(median).toBeGreaterThanOrEqual(1.1);
    expect(median).toBeLessThanOrEqual(1.8);
    expect(ratios[0]).toBeGreaterThanOrEqual(0.999);
  });

  it('without an extract the service stays off and callers keep the straight line', () => {
    const roads = new RoadsService({ pmtilesPath: path.join(os.tmpdir(), 'no-such.pmtiles'), cacheDir: null, log: quietLog });
    roads.start();
    expect(roads.state).toBe('off');
    expect(roads.network).toBeNull();
  });
});
