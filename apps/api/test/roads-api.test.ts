import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineMeters } from '../src/lib/geo';
import { ALL_ACCOUNTS, bearer, createTestApp, signInEveryone, type DemoAccount, type TestApp } from './test-app';
import { roadsOf } from './map-helpers';

/** Kadıköy iskelesi and Moda, both on the streets of this small piece of the extract. */
const PIER = '40.9915,29.0245';
const MODA = '40.9822,29.0262';

describe('GET /api/geo/route', () => {
  let t: TestApp;
  let withoutRoads: TestApp;
  let tokens: Record<DemoAccount, string>;

  beforeAll(async () => {
    const roads = await roadsOf([29.0, 40.97, 29.07, 41.01]);
    expect(roads.state).toBe('ready');
    [t, withoutRoads] = await Promise.all([createTestApp('pglite', { roads }), createTestApp('pglite')]);
    tokens = (await signInEveryone(t.app)).tokens;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await withoutRoads?.close();
  });

  const get = (app: TestApp, query: string, token?: string) =>
    app.app.inject({ method: 'GET', url: `/api/geo/route?${query}`, headers: token ? bearer(token) : {} });

  it('drives along the streets: longer than the straight line, a line from the start to the end', async () => {
    const res = await get(t, `from=${PIER}&to=${MODA}`, tokens.store);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.kind).toBe('road');
    const straight = haversineMeters(40.9915, 29.0245, 40.9822, 29.0262);
    expect(body.distanceMeters).toBeGreaterThan(straight);
    expect(body.distanceMeters).toBeLessThan(straight * 3);
    expect(body.durationSeconds).toBeGreaterThan(body.distanceMeters / 25); // slower than 90 km/h in town
    const line = body.geometry.coordinates as [number, number][];
    expect(line.length).toBeGreaterThan(2);
    expect(haversineMeters(line[0]![1], line[0]![0], 40.9915, 29.0245)).toBeLessThan(300);
    expect(haversineMeters(line.at(-1)![1], line.at(-1)![0], 40.9822, 29.0262)).toBeLessThan(300);
  });

  it('answers every signed-in role, refuses guests', async () => {
    for (const account of ALL_ACCOUNTS) expect((await get(t, `from=${PIER}&to=${MODA}`, tokens[account])).statusCode, account).toBe(200);
    const guest = await get(t, `from=${PIER}&to=${MODA}`);
    expect(guest.statusCode).toBe(401);
  });

  it('says in Turkish when a point is far from any road', async () => {
    const sea = await get(t, `from=40.975,29.005&to=${MODA}`, tokens.operator);
    expect(sea.statusCode).toBe(422);
    expect(sea.json()).toEqual({ code: 'no_road_near_start', message: expect.stringContaining('Başlangıç noktasının 300 metre yakınında') });
    const end = await get(t, `from=${PIER}&to=40.975,29.005`, tokens.operator);
    expect(end.json().code).toBe('no_road_near_end');
  });

  it('refuses malformed points', async () => {
    for (const query of [`from=abc&to=${MODA}`, `from=95,29&to=${MODA}`, `from=${PIER}`, `from=41,190&to=${MODA}`]) {
      const res = await get(t, query, tokens.admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('without street data: the straight line × 1.3, said so', async () => {
    const { tokens: others } = await signInEveryone(withoutRoads.app);
    const res = await get(withoutRoads, `from=${PIER}&to=${MODA}`, others.store);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.kind).toBe('straight');
    expect(body.distanceMeters).toBe(Math.round(haversineMeters(40.9915, 29.0245, 40.9822, 29.0262) * 1.3));
    expect(body.geometry.coordinates).toHaveLength(2);
  });
});
