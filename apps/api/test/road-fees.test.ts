import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../src/db/schema';
import { haversineMeters } from '../src/lib/geo';
import { estimateRequestFee, priceDelivery } from '../src/modules/dispatch/pricing';
import { RoadsService } from '../src/modules/roads/roads.service';
import { dropPacket, eastOf, onlineCourier, quietZone, storePoint } from './delivery-helpers';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { bearer, createTestApp, signIn, type TestApp } from './test-app';
import { roadsOf } from './map-helpers';

/** Moda, south of the Kadıköy store: on the streets of this small piece of the extract. */
const MODA = { latitude: 40.9822, longitude: 29.0262 };

/** A request of one packet carried by the demo courier from a point near the store, picked up and on its way. */
async function pickedUp(t: TestApp, packets?: { customerLocation: { latitude: number; longitude: number } }[]) {
  await quietZone(t);
  const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.4));
  const store = bearer((await signIn(t.app, 'store')).accessToken);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/requests',
    headers: store,
    payload: { packetCount: packets?.length ?? 1, readyInMinutes: 5, ...(packets ? { packets } : {}) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const request = created.json();
  const offers = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers })).json();
  const offer = offers.find((o: { requestId: string }) => o.requestId === request.id);
  expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
  return { courier, store, request };
}

async function deliver(t: TestApp, at: { latitude: number; longitude: number }) {
  const { courier, store, request } = await pickedUp(t);
  await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/arrived`, headers: courier.headers });
  await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers });
  const details = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
  const dropped = await dropPacket(t, courier.headers, details.packets[0].id, at);
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId: details.packets[0].id } });
  expect(confirmed.statusCode).toBe(200);
  const after = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
  const [charge] = await t.database.db
    .select({ description: ledgerTransactions.description })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, 'delivery_fee'), like(ledgerTransactions.idempotencyKey, `%${details.packets[0].id}`)));
  return { dropped, packet: after.packets[0], charge: charge!.description };
}

describe('fees by the road distance', () => {
  let withRoads: TestApp;
  let straightOnly: TestApp;
  let roads: RoadsService;

  beforeAll(async () => {
    roads = await roadsOf([29.0, 40.97, 29.07, 41.01]);
    expect(roads.state).toBe('ready');
    [withRoads, straightOnly] = await Promise.all([createTestApp('pglite', { roads }), createTestApp('pglite')]);
  }, 180_000);
  afterAll(async () => {
    await withRoads?.close();
    await straightOnly?.close();
  });

  it('charges the drop-off by the streets and says so in the packet and the ledger', async () => {
    const { dropped, packet, charge } = await deliver(withRoads, MODA);
    const route = roads.network!.route(storePoint, MODA);
    if (typeof route === 'string') throw new Error(route);
    const s = await withRoads.app.services.settings.get();
    expect(dropped).toMatchObject({ distanceMeters: route.distanceMeters, distanceKind: 'road', fee: priceDelivery(route.distanceMeters, s.pricing).fee });
    expect(route.distanceMeters).toBeGreaterThan(haversineMeters(storePoint.latitude, storePoint.longitude, MODA.latitude, MODA.longitude));
    expect(packet).toMatchObject({ distanceMeters: route.distanceMeters, distanceKind: 'road', status: 'approved' });
    const km = (route.distanceMeters / 1000).toLocaleString('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(charge).toMatch(new RegExp(`^Paket ücreti .+ · ${km} km \\(yol\\)$`));
  });

  it('charges by the straight line when the settings say so, even with roads', async () => {
    await withRoads.app.services.settings.update({ roads: { feeDistance: 'straight', straightFactor: 1 } });
    try {
      const { dropped, charge } = await deliver(withRoads, MODA);
      expect(dropped.distanceKind).toBe('straight');
      expect(dropped.distanceMeters).toBe(Math.round(haversineMeters(storePoint.latitude, storePoint.longitude, MODA.latitude, MODA.longitude)));
      expect(charge).toMatch(/\(kuş uçuşu\)$/);
    } finally {
      await withRoads.app.services.settings.update({ roads: { feeDistance: 'road', straightFactor: 1.3 } });
    }
  });

  it('without a road network: the straight line × the configured factor', async () => {
    await straightOnly.app.services.settings.update({ roads: { straightFactor: 1.5 } });
    const { dropped, packet } = await deliver(straightOnly, MODA);
    const straight = haversineMeters(storePoint.latitude, storePoint.longitude, MODA.latitude, MODA.longitude);
    expect(dropped).toMatchObject({ distanceKind: 'straight', distanceMeters: Math.round(straight * 1.5) });
    expect(packet.distanceKind).toBe('straight');
  });

  it('estimates a request by the road to the customer points the store gave', async () => {
    const near = { customerLocation: eastOf(storePoint, 0.3) };
    const far = { customerLocation: MODA };
    const { request } = await pickedUp(withRoads, [near, far]);
    const s = await withRoads.app.services.settings.get();
    const meters = [near, far].map((p) => {
      const r = roads.network!.route(storePoint, p.customerLocation);
      if (typeof r === 'string') throw new Error(r);
      return r.distanceMeters;
    });
    expect(request.estimatedFee).toBe(estimateRequestFee(2, s.pricing, meters));
  });

  it('shows the store when its courier should reach it and the customer, and the tracking page the arrival', async () => {
    const { courier, store, request } = await pickedUp(withRoads, [{ customerLocation: MODA }]);
    const active = async () =>
      (await withRoads.app.inject({ method: 'GET', url: '/api/requests?status=assigned,arrived,picked_up', headers: store }))
        .json()
        .items.find((r: { id: string }) => r.id === request.id);
    const assigned = await active();
    expect(assigned.eta).toMatchObject({ kind: 'road' });
    expect(assigned.eta.pickupSeconds).toBeGreaterThan(0);
    expect(assigned.eta.deliverySeconds).toBeGreaterThan(assigned.eta.pickupSeconds);

    await withRoads.app.inject({ method: 'POST', url: `/api/requests/${request.id}/arrived`, headers: courier.headers });
    await withRoads.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers });
    // On the way: the courier moves halfway to Moda and the estimate shrinks.
    await withRoads.app.inject({ method: 'POST', url: '/api/carrier/location', headers: courier.headers, payload: { latitude: 40.986, longitude: 29.025 } });
    const onTheWay = await active();
    expect(onTheWay.eta.pickupSeconds).toBeNull();
    expect(onTheWay.eta.deliverySeconds).toBeGreaterThan(0);
    expect(onTheWay.eta.deliverySeconds).toBeLessThan(assigned.eta.deliverySeconds);

    const details = (await withRoads.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
    const token = new URL(details.packets[0].trackingUrl).pathname.split('/').pop();
    const tracking = (await withRoads.app.inject({ method: 'GET', url: `/api/tracking/${token}` })).json();
    expect(tracking.status).toBe('on_the_way');
    expect(tracking.etaSeconds).toBeGreaterThan(0);
  });
});
