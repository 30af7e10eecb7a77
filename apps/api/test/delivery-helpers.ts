import type { FastifyInstance } from 'fastify';
import { DEMO_CARRIERS, DEMO_STORES, type DemoCarrier } from '../src/db/seed/demo-data';
import { DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import type { BusEvent } from '../src/lib/event-bus';
import { bearer, signIn, type TestApp } from './test-app';

export const KADIKOY_STORE = DEMO_STORES.find((s) => s.key === 'store-kadikoy-01')!;

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
