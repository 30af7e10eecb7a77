import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_CARRIERS, DEMO_STORES, type DemoCarrier } from '../src/db/seed/demo-data';
import { DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import type { BusEvent } from '../src/lib/event-bus';
import { bearer, signIn, type TestApp } from './test-app';

export const KADIKOY_STORE = DEMO_STORES.find((s) => s.key === 'store-kadikoy-01')!;
/** Where the demo store (Kadıköy) stands. */
export const storePoint = { latitude: KADIKOY_STORE.latitude, longitude: KADIKOY_STORE.longitude };

export async function signInEmail(app: FastifyInstance, email: string) {
  return (await signIn(app, { email, password: DEMO_PASSWORD })).accessToken;
}

/** Signs in a seeded courier, makes it available and puts it at a point. */
export async function onlineCourier(t: TestApp, carrier: DemoCarrier | string, at: { latitude: number; longitude: number }) {
  const email = typeof carrier === 'string' ? carrier : carrier.email;
  const token = await signInEmail(t.app, email);
  const h = bearer(token);
  const status = await t.app.inject({ method: 'POST', url: '/api/carrier/status', headers: h, payload: { status: 'available' } });
  if (status.statusCode !== 200) throw new Error(status.body);
  const loc = await t.app.inject({ method: 'POST', url: '/api/carrier/location', headers: h, payload: at });
  if (loc.statusCode !== 200) throw new Error(loc.body);
  const me = (await t.app.inject({ method: 'GET', url: '/api/carrier/me', headers: h })).json();
  return { token, headers: h, carrierId: me.carrierId as string };
}

/** The courier drops a packet at a point (`POST /api/packets/:id/delivered`); its answer (fee, distance). */
export async function dropPacket(t: TestApp, courier: Record<string, string>, packetId: string, at: { latitude: number; longitude: number }) {
  return (await t.app.inject({ method: 'POST', url: `/api/packets/${packetId}/delivered`, headers: courier, payload: at })).json();
}

/** A point about `km` east of the given point. */
export const eastOf = (p: { latitude: number; longitude: number }, km: number) => ({
  latitude: p.latitude,
  longitude: p.longitude + km / (111.32 * Math.cos((p.latitude * Math.PI) / 180)),
});

export const zoneCarriers = (zoneKey: string, joker = false) =>
  DEMO_CARRIERS.filter((c) => c.zoneKey === zoneKey && c.isJoker === joker && c.key !== 'carrier-kadikoy-01');

export function recordEvents(t: TestApp) {
  const events: BusEvent[] = [];
  const stop = t.app.services.bus.subscribe((e) => events.push(e));
  return { events, stop, of: (type: string) => events.filter((e) => e.type === type) };
}

/**
 * A quiet zone for what comes next: every courier offline and every open request cancelled, then the live index
 * reloaded. By default every pending deadline is spent as well (`deadlines: false` keeps them); `webhooks` also removes
 * every webhook endpoint and gives up every pending delivery.
 */
export async function quietZone(t: TestApp, options: { deadlines?: boolean; webhooks?: boolean } = {}) {
  const db = t.database.db;
  await db.execute(sql`update carrier_states set status = 'offline'`);
  await db.execute(sql`update delivery_requests set status = 'cancelled' where status in ('searching','assigned','arrived','picked_up','delivered')`);
  if (options.deadlines !== false) await db.execute(sql`update deadlines set fired_at = now() where fired_at is null`);
  if (options.webhooks) {
    await db.execute(sql`update webhook_endpoints set deleted_at = now() where deleted_at is null`);
    await db.execute(sql`update webhook_deliveries set state = 'failed' where state = 'pending'`);
  }
  await t.app.services.live.warmUp();
}
