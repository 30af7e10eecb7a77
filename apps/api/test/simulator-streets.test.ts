import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoadsService } from '../src/modules/roads/roads.service';
import { createSimulator } from '../src/simulator/simulator';
import { createTestApp, type TestApp } from './test-app';
import { roadsOf } from './map-helpers';

/** Beşiktaş and Şişli, where a few of the simulated couriers work. */
const BBOX = [28.97, 41.03, 29.05, 41.09] as const;

describe('the demo simulator on the streets', () => {
  let roads: RoadsService;
  const apps: TestApp[] = [];
  const simulators: ReturnType<typeof createSimulator>[] = [];

  beforeAll(async () => {
    roads = await roadsOf(BBOX);
    expect(roads.state).toBe('ready');
  }, 120_000);
  afterAll(async () => {
    await Promise.all(simulators.map((s) => s.stop()));
    await Promise.all(apps.map((a) => a.close()));
  });

  /** Runs the simulator for a while on an app with or without the road network; the positions it stored in the box. */
  async function drive(withRoads: boolean) {
    const t = await createTestApp('pglite', withRoads ? { roads } : {});
    apps.push(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const simulator = createSimulator({ baseUrl: `http://127.0.0.1:${port}`, log: t.app.log, couriers: 40, requestEverySeconds: 60, tickMs: 300 });
    simulators.push(simulator);
    await simulator.start();
    await new Promise((r) => setTimeout(r, 12_000));
    await simulator.stop();
    const { rows } = (await t.database.db.execute(sql`
      select p.latitude, p.longitude from carrier_positions p
      where p.longitude between ${BBOX[0]} and ${BBOX[2]} and p.latitude between ${BBOX[1]} and ${BBOX[3]}`)) as unknown as {
      rows: { latitude: number; longitude: number }[];
    };
    return rows;
  }

  /** The share of positions lying on a street (within 5 m of its line). */
  const onStreets = (positions: { latitude: number; longitude: number }[]) =>
    positions.filter((p) => (roads.network!.snapper.snap(p.latitude, p.longitude, 1000)?.distanceMeters ?? Infinity) <= 5).length / positions.length;

  it('drives along the streets where there is a road network, and across them where there is none', async () => {
    const [streets, straight] = await Promise.all([drive(true), drive(false)]);
    expect(streets.length).toBeGreaterThan(50);
    expect(straight.length).toBeGreaterThan(50);
    const [withRoads, without] = [onStreets(streets), onStreets(straight)];
    console.log(`positions on a street: ${(withRoads * 100).toFixed(0)} % with roads, ${(without * 100).toFixed(0)} % flying`);
    expect(withRoads).toBeGreaterThan(0.8);
    expect(without).toBeLessThan(0.5);
  }, 120_000);
});
