import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../src/db/schema';
import { haversineMeters } from '../src/lib/geo';
import { eastOf, onlineCourier, quietZone, storePoint, zoneCarriers } from './delivery-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './test-app';
import { roadsOf } from './map-helpers';

/** Sarayburnu, across the water from the Kadıköy store: near on the map, far by the tunnel or a bridge. */
const ACROSS_THE_WATER = { latitude: 41.0125, longitude: 28.985 };

describe('dispatch ranks a stage’s couriers by driving time', () => {
  let withRoads: TestApp;
  let straightOnly: TestApp;

  beforeAll(async () => {
    const roads = await roadsOf([28.93, 40.95, 29.12, 41.06]);
    expect(roads.state).toBe('ready');
    [withRoads, straightOnly] = await Promise.all([createTestApp('pglite', { roads }), createTestApp('pglite')]);
  }, 180_000);
  afterAll(async () => {
    await withRoads?.close();
    await straightOnly?.close();
  });

  /** One courier across the water, one inland a little farther on the map; a stage of one: who is offered? */
  async function offeredTo(t: TestApp) {
    await quietZone(t);
    await t.app.services.settings.update({ dispatch: { stageSize: 1, radiiKm: [7, 9, 11] } });
    const [first, second] = zoneCarriers('kadikoy');
    const across = await onlineCourier(t, first!, ACROSS_THE_WATER);
    const inland = await onlineCourier(
      t,
      second!,
      eastOf(storePoint, haversineMeters(storePoint.latitude, storePoint.longitude, ACROSS_THE_WATER.latitude, ACROSS_THE_WATER.longitude) / 1000 + 0.4),
    );
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const created = await t.app.inject({ method: 'POST', url: '/api/requests', headers: store, payload: { packetCount: 1, readyInMinutes: 10 } });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await t.database.db.select().from(offers).where(eq(offers.requestId, created.json().id));
    expect(rows).toHaveLength(1);
    return { offered: rows[0]!.carrierId, across: across.carrierId, inland: inland.carrierId };
  }

  it('with roads: the courier on the store’s shore, though a little farther on the map', async () => {
    const { offered, inland } = await offeredTo(withRoads);
    expect(offered).toBe(inland);
  });

  it('without roads: the nearest on the map (the same couriers, the same places)', async () => {
    const { offered, across } = await offeredTo(straightOnly);
    expect(offered).toBe(across);
  });
});
