import type { FastifyBaseLogger } from 'fastify';
import { DEMO_ACCOUNT_CARRIER_KEY, DEMO_ACCOUNT_STORE_KEY, DEMO_CARRIERS, DEMO_STORES, DEMO_ZONES, mulberry32, randomPointInZone } from '../db/seed/demo-data';
import { DEMO_PASSWORD } from '../db/seed/demo-seed';
import type { RoadRoute } from '@kurye/contracts/roads';
import { haversineMeters } from '../lib/geo';
import { SimulatedClient } from './api-client';

type Point = { latitude: number; longitude: number };
type Phase = 'idle' | 'to_store' | 'to_drop';

interface SimCourier {
  client: SimulatedClient;
  zoneKey: string;
  at: Point;
  target: Point;
  /** The points still to pass on the way to `target` (the street route, or the target alone). */
  path: Point[];
  metresPerTick: number;
  phase: Phase;
  requestId?: string;
  packets: string[];
  busyUntil: number;
}

/** The part of an `offer.created` socket event a simulated courier reads. */
interface OfferEvent {
  id: string;
  requestId: string;
  store: { location: { latitude: number; longitude: number } };
}

export interface SimulatorOptions {
  baseUrl: string;
  log: FastifyBaseLogger;
  /** How many demo couriers to drive (the demo accounts people use are never driven). */
  couriers?: number;
  /** Drive these accounts instead of the demo couriers (the soak benchmark's thousand couriers). */
  courierAccounts?: { email: string; zoneKey: string; latitude: number; longitude: number }[];
  /** The password of `courierAccounts` (the demo password by default). */
  password?: string;
  /** Seconds between store requests across all simulated stores. */
  requestEverySeconds?: number;
  tickMs?: number;
  /** A fixed speed (tests); by default each drive goes at its route's speed, from the road classes' speeds. */
  speedKmh?: number;
}

/**
 * Demo life for the live map: simulated couriers sign in, go available, move, accept or decline offers and deliver;
 * simulated stores create requests at a steady rate and approve drop-offs. Everything goes through the public HTTP
 * API and the socket — no shortcut into the database.
 */
export function createSimulator(options: SimulatorOptions) {
  const rand = mulberry32(20261122);
  const tickMs = options.tickMs ?? 3000;
  const metresPerTickAt = (metresPerSecond: number) => metresPerSecond * (tickMs / 1000);
  const fixedSpeed = options.speedKmh === undefined ? undefined : metresPerTickAt((options.speedKmh * 1000) / 3600);
  /** Across town without a street route: about 28 km/h. */
  const straightSpeed = metresPerTickAt((28 * 1000) / 3600);
  const zones = new Map(DEMO_ZONES.map((z) => [z.key, z]));
  const couriers: SimCourier[] = [];
  const stores: SimulatedClient[] = [];
  let timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const pointIn = (zoneKey: string): Point => {
    const [lng, lat] = randomPointInZone(zones.get(zoneKey)!, rand);
    return { latitude: lat, longitude: lng };
  };
  const later = (ms: number, fn: () => Promise<unknown>) => {
    const t = setTimeout(() => void fn().catch((err) => options.log.debug({ err: String(err) }, 'simulator step failed')), ms);
    timers.push(t);
  };

  /**
   * Sets off for `target`: straight at first, then along the streets once the route call (the same one the apps make)
   * answers, at the route's own speed, to the street nearest the target. Without street data the route is a straight
   * line and the courier flies to the target as before.
   */
  function head(c: SimCourier, target: Point) {
    c.target = target;
    c.path = [target];
    c.metresPerTick = fixedSpeed ?? straightSpeed;
    const from = `${c.at.latitude.toFixed(6)},${c.at.longitude.toFixed(6)}`;
    const to = `${target.latitude.toFixed(6)},${target.longitude.toFixed(6)}`;
    c.client
      .call<RoadRoute>('GET', `/api/geo/route?from=${from}&to=${to}`)
      .then((route) => {
        if (c.target !== target || route.kind !== 'road' || route.geometry.coordinates.length < 2) return;
        // From the street nearest to where the courier stands to the street nearest the target: a courier parks on
        // the street. Only the first drive (from a seeded point off the streets) starts with a short jump onto one.
        const [first, ...rest] = route.geometry.coordinates.map(([longitude, latitude]) => ({ latitude, longitude }));
        c.at = first!;
        c.path = rest;
        if (fixedSpeed === undefined && route.durationSeconds > 0)
          c.metresPerTick = metresPerTickAt(Math.min(25, Math.max(3, route.distanceMeters / route.durationSeconds)));
      })
      .catch((err) => options.log.debug({ err: String(err) }, 'simulator route failed'));
  }

  /** One tick's distance along the path; true when the target is reached. */
  function step(c: SimCourier) {
    let left = c.metresPerTick;
    while (c.path.length > 0 && left > 0) {
      const next = c.path[0]!;
      const d = haversineMeters(c.at.latitude, c.at.longitude, next.latitude, next.longitude);
      if (d <= left) {
        c.at = { ...next };
        c.path.shift();
        left -= d;
      } else {
        const f = left / d;
        c.at = { latitude: c.at.latitude + (next.latitude - c.at.latitude) * f, longitude: c.at.longitude + (next.longitude - c.at.longitude) * f };
        left = 0;
      }
    }
    c.client.send('position', { ...c.at, accuracy: 8 });
    return c.path.length === 0;
  }

  async function tick() {
    for (const c of couriers) {
      if (Date.now() < c.busyUntil) continue;
      const arrived = step(c);
      if (!arrived) continue;
      if (c.phase === 'idle') head(c, pointIn(c.zoneKey));
      else if (c.phase === 'to_store' && c.requestId) {
        c.busyUntil = Date.now() + 20_000;
        const requestId = c.requestId;
        await c.client.call('POST', `/api/requests/${requestId}/arrived`).catch(() => {});
        later(15_000, async () => {
          const details = await c.client
            .call<{ packets: { id: string }[] }>('POST', `/api/requests/${requestId}/picked-up`)
            .then(() => c.client.call<{ packets: { id: string }[] }>('GET', `/api/requests/${requestId}`));
          c.packets = details.packets.map((p) => p.id);
          c.phase = 'to_drop';
          head(c, pointIn(c.zoneKey));
        });
      } else if (c.phase === 'to_drop') {
        const packetId = c.packets.shift();
        if (packetId) await c.client.call('POST', `/api/packets/${packetId}/delivered`, c.at).catch(() => {});
        if (c.packets.length) head(c, pointIn(c.zoneKey));
        else {
          c.phase = 'idle';
          c.requestId = undefined;
          head(c, pointIn(c.zoneKey));
        }
      }
    }
  }

  function onCourierEvent(c: SimCourier, type: string, event: unknown) {
    const data = event as OfferEvent;
    if (type !== 'offer.created' || c.phase !== 'idle') return;
    const accept = rand() < 0.75;
    later(2000 + rand() * 6000, async () => {
      if (!accept || c.phase !== 'idle') return c.client.call('POST', `/api/offers/${data.id}/decline`);
      await c.client.call('POST', `/api/offers/${data.id}/accept`);
      c.phase = 'to_store';
      c.requestId = data.requestId;
      head(c, { latitude: data.store.location.latitude, longitude: data.store.location.longitude });
    });
  }

  function onStoreEvent(store: SimulatedClient, type: string, event: unknown) {
    const data = event as { id: string };
    // Most stores look at the drop-off and approve it within a minute; the rest are approved automatically.
    if (type === 'packet.location_set' && rand() < 0.7)
      later(10_000 + rand() * 50_000, () => store.call('POST', '/api/Packet/Location/Confirm', { packetId: data.id }));
  }

  // The zone of the demo courier account is left to people: simulated couriers there took every offer within seconds,
  // so someone trying the courier app lost them all. No simulated courier or store works in it.
  const humanZone = DEMO_CARRIERS.find((c) => c.key === DEMO_ACCOUNT_CARRIER_KEY)!.zoneKey;

  return {
    async start() {
      const chosen = options.courierAccounts ?? DEMO_CARRIERS.filter((c) => c.zoneKey !== humanZone).slice(0, options.couriers ?? 40);
      for (const demo of chosen) {
        const client = new SimulatedClient(options.baseUrl, demo.email);
        const at = { latitude: demo.latitude, longitude: demo.longitude };
        const c: SimCourier = {
          client,
          zoneKey: demo.zoneKey,
          at,
          target: at,
          path: [],
          metresPerTick: fixedSpeed ?? straightSpeed,
          phase: 'idle',
          packets: [],
          busyUntil: 0,
        };
        try {
          await client.signIn(options.password ?? DEMO_PASSWORD);
          await client.connect((type, data) => onCourierEvent(c, type, data));
          await client.call('POST', '/api/carrier/status', { status: rand() < 0.85 ? 'available' : 'break' });
          await client.call('POST', '/api/carrier/location', c.at);
          head(c, pointIn(demo.zoneKey));
          couriers.push(c);
        } catch (err) {
          options.log.warn({ email: demo.email, err: String(err) }, 'simulated courier could not start');
        }
      }
      for (const demo of DEMO_STORES.filter((s) => s.key !== DEMO_ACCOUNT_STORE_KEY && s.zoneKey !== humanZone)) {
        const client = new SimulatedClient(options.baseUrl, demo.email);
        try {
          await client.signIn(DEMO_PASSWORD);
          await client.connect((type, data) => onStoreEvent(client, type, data));
          stores.push(client);
        } catch (err) {
          options.log.warn({ email: demo.email, err: String(err) }, 'simulated store could not start');
        }
      }
      const loop = () => {
        if (stopped) return;
        tick()
          .catch((err) => options.log.debug({ err: String(err) }, 'simulator tick failed'))
          .finally(() => timers.push(setTimeout(loop, tickMs)));
      };
      loop();
      const orders = () => {
        if (stopped || stores.length === 0) return;
        const store = stores[Math.floor(rand() * stores.length)];
        void store.call('POST', '/api/requests', { packetCount: 1 + Math.floor(rand() * 2), readyInMinutes: 10 }).catch(() => {});
        timers.push(setTimeout(orders, (options.requestEverySeconds ?? 20) * 1000));
      };
      timers.push(setTimeout(orders, 5000));
      options.log.info({ couriers: couriers.length, stores: stores.length }, 'courier simulator running');
    },
    async stop() {
      stopped = true;
      timers.forEach(clearTimeout);
      timers = [];
      await Promise.allSettled(couriers.map((c) => c.client.call('POST', '/api/carrier/status', { status: 'offline' })));
      [...couriers.map((c) => c.client), ...stores].forEach((c) => c.close());
    },
  };
}
