import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../src/simulator/simulator';
import { createTestApp, type TestApp } from './test-app';

describe('the demo simulator', () => {
  let t: TestApp;
  let simulator: ReturnType<typeof createSimulator>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    simulator = createSimulator({ baseUrl: `http://127.0.0.1:${port}`, log: t.app.log, couriers: 12, requestEverySeconds: 1, tickMs: 300 });
    await simulator.start();
  });
  afterAll(async () => {
    await simulator?.stop();
    await t?.close();
  });

  it('drives couriers and stores through the API: positions, requests and accepted offers', async () => {
    const count = async (query: ReturnType<typeof sql>) => Number(((await t.database.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0].n);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (await count(sql`select count(*) as n from offer_log where event = 'accepted'`)) === 0) {
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(await count(sql`select count(*) as n from carrier_states where status = 'available' or status = 'break'`)).toBeGreaterThanOrEqual(10);
    expect(await count(sql`select count(*) as n from carrier_positions`)).toBeGreaterThan(12);
    expect(await count(sql`select count(*) as n from delivery_requests`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from offer_log where event = 'accepted'`)).toBeGreaterThan(0);
    // The demo courier's zone (Kadıköy) is left to people trying the courier app: no simulated courier or store in it.
    expect(
      await count(sql`select count(*) as n from carrier_states s join carriers c on c.id = s.carrier_id join zones z on z.id = c.zone_id
                      where z.name = 'Kadıköy' and s.status <> 'offline'`),
    ).toBe(0);
    expect(await count(sql`select count(*) as n from delivery_requests r join zones z on z.id = r.zone_id where z.name = 'Kadıköy'`)).toBe(0);
  });
});
