import type { FastifyBaseLogger } from 'fastify';
import { emergencyTopicOf, pushSubscriptionJson, type PushMessage, type PushSubscriptionJson } from '@kurye/contracts/push';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { isLoopbackName } from '../../lib/loopback';
import { settingOrInsert } from '../../lib/secrets.repository';
import type { AuthContext } from '../../access/auth-context';
import type { BusEvent, EventBus } from '../../lib/event-bus';
import { pushesOfEvent, type PushEventContext, type PushOptions, type Recipient } from './push-events';
import { generateVapidKeys, type PushSender, type VapidKeys } from './push-sender';
import * as repo from './push.repository';

/** The VAPID key pair: from the configuration, or made once per database (every API process shares it). */
export async function loadVapidKeys(db: Db, configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return configured;
  return (await settingOrInsert(db, 'push.vapidKeys', generateVapidKeys())) as VapidKeys;
}

/**
 * The browsers' push services (Chrome and most others: FCM; Firefox: Mozilla autopush; Safari: Apple; Edge: WNS); a
 * subscription's endpoint must be on one of them or below it. Anything else would make the server POST wherever a
 * signed-in user asks.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'android.googleapis.com', 'push.services.mozilla.com', 'push.apple.com', 'notify.windows.com'];

/**
 * Why a push endpoint is refused, or null: https on a push service's host; with `allowLocal` (development and the
 * tests' stand-in) any https host and plain http on this machine.
 */
export function refusePushEndpoint(endpoint: string, allowLocal: boolean, hosts: readonly string[] = PUSH_SERVICE_HOSTS): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  if (url.protocol === 'http:' && allowLocal && isLoopbackName(url.hostname)) return null;
  if (url.protocol !== 'https:') return 'only https endpoints are accepted';
  if (allowLocal) return null;
  const host = url.hostname.toLowerCase();
  if (url.port || !hosts.some((h) => host === h || host.endsWith(`.${h}`))) return 'not a push service';
  return null;
}

export interface PushDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
  log: FastifyBaseLogger;
  sender: PushSender;
  publicKey: string;
  allowLocal: boolean;
}

/** At most this many push requests of one event at a time (an announcement to every store). */
const SEND_CONCURRENCY = 16;

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

const AREA_OF_ROLE: Record<string, string> = { Admin: '/admin', ZoneOperator: '/zone-operator', ChiefCarrier: '/chief' };

/**
 * The push subscriptions of couriers, by carrier id. The offers of one transaction are published together, so the
 * lookups asked for in the same tick are answered by one query (a request's first stage offers to several couriers).
 */
function batchedCarrierSubscriptions(db: Db) {
  type Waiter = { resolve: (subs: repo.PushSubscriptionRow[]) => void; reject: (err: unknown) => void };
  let waiting: Map<string, Waiter[]> | undefined;
  async function lookUp(batch: Map<string, Waiter[]>) {
    try {
      const rows = await repo.findSubscriptionsOfCarriers(db, [...batch.keys()]);
      for (const [id, waiters] of batch) {
        const subs = rows.filter((r) => r.carrierId === id).map((r) => r.sub);
        waiters.forEach((w) => w.resolve(subs));
      }
    } catch (err) {
      for (const waiters of batch.values()) waiters.forEach((w) => w.reject(err));
    }
  }
  return (carrierId: string): Promise<repo.PushSubscriptionRow[]> =>
    new Promise((resolve, reject) => {
      if (!waiting) {
        const batch = new Map<string, Waiter[]>();
        waiting = batch;
        setImmediate(() => {
          waiting = undefined;
          void lookUp(batch);
        });
      }
      const list = waiting.get(carrierId) ?? [];
      list.push({ resolve, reject });
      waiting.set(carrierId, list);
    });
}

/** `fcmToken`: the PushSubscription's JSON string. */
function parseSubscription(token: string, field: string, allowLocal: boolean): PushSubscriptionJson {
  let raw: unknown;
  try {
    raw = JSON.parse(token);
  } catch {
    throw new AppError(400, 'validation_error', { fields: field });
  }
  const parsed = pushSubscriptionJson.safeParse(raw);
  if (!parsed.success) throw new AppError(400, 'validation_error', { fields: field });
  if (refusePushEndpoint(parsed.data.endpoint, allowLocal)) throw new AppError(400, 'validation_error', { fields: field });
  return parsed.data;
}

/** Sends pushes to users' subscriptions, deleting the ones the push service calls gone; counts what was sent. */
function pushEventContext(deps: PushDeps, counter: { sent: number }): PushEventContext {
  const { db, clock, log, sender } = deps;

  async function sendToSubscriptions(
    subs: repo.PushSubscriptionRow[],
    byUser: ReadonlyMap<string, Recipient>,
    build: (r: Recipient) => PushMessage,
    options: PushOptions,
  ) {
    const targets = subs.filter((s) => !options.onlyTopic || s.topics.includes(options.onlyTopic(s.userId)));
    await inPool(targets, SEND_CONCURRENCY, async (s) => {
      const message = build(byUser.get(s.userId)!);
      // Checked again at send time: a subscription stored under older rules is never called, and goes.
      const result = refusePushEndpoint(s.endpoint, deps.allowLocal)
        ? { ok: false as const, gone: true, error: 'endpoint refused' }
        : await sender.send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(message), options);
      if (result.ok) {
        counter.sent++;
        return;
      }
      if (result.gone) {
        await repo.deleteSubscription(db, s.id, s.endpoint);
        log.info({ userId: s.userId, statusCode: result.statusCode }, 'push subscription expired: removed');
      } else {
        log.warn({ userId: s.userId, statusCode: result.statusCode, err: result.error }, 'push failed');
      }
    });
  }

  return {
    clock,
    sendToSubscriptions,
    async sendTo(recipients, build, options) {
      if (recipients.length === 0) return;
      const byUser = new Map(recipients.map((r) => [r.userId, r]));
      await sendToSubscriptions(await repo.findSubscriptionsOfUsers(db, [...byUser.keys()]), byUser, build, options);
    },
    carrierSubscriptions: batchedCarrierSubscriptions(db),
    async storeUsers(storeIds, url = '/store') {
      if (storeIds.length === 0) return [];
      const rows = await repo.findUsersOfStores(db, storeIds);
      return rows.flatMap((r) => (r.userId ? [{ userId: r.userId, url }] : []));
    },
    /** Admins, and the zone's operators and chief couriers; each opens their own area's emergency page. */
    async emergencyUsers(zoneId) {
      const byUser = new Map<string, Recipient & { position: number }>();
      for (const r of await repo.findEmergencyStaffRoles(db, zoneId)) {
        const prev = byUser.get(r.userId);
        if (!prev || r.position < prev.position) byUser.set(r.userId, { userId: r.userId, url: `${AREA_OF_ROLE[r.role]}/emergency`, position: r.position });
      }
      return [...byUser.values()];
    },
  };
}

/**
 * Web Push: browsers' subscriptions (the specification's `set-fcm-token` / `subscribe-to-topic`), and notifications
 * for product events heard on the bus after their transaction committed. Sending never blocks a request: each event's
 * pushes run in the background; subscriptions the push service calls gone (404/410) are deleted.
 */
export function createPushService(deps: PushDeps) {
  const { db, clock, log } = deps;
  const inFlight = new Set<Promise<unknown>>();
  const counter = { sent: 0 };

  const upsert = (auth: AuthContext, sub: PushSubscriptionJson) => repo.upsertSubscription(db, auth.userId, sub, clock.now());

  const events = pushEventContext(deps, counter);

  return {
    publicKey: deps.publicKey,

    async setToken(auth: AuthContext, fcmToken: string) {
      const row = await upsert(auth, parseSubscription(fcmToken, 'fcmToken', deps.allowLocal));
      return { success: true, topics: row.topics };
    },

    /** `token`: the subscription's JSON (stored on the way) or its endpoint; `topic`: the caller's emergency topic. */
    async subscribeToTopic(auth: AuthContext, token: string, topic: string) {
      if (topic !== emergencyTopicOf(auth.userId)) throw forbidden();
      let id: string;
      if (token.trimStart().startsWith('{')) {
        id = (await upsert(auth, parseSubscription(token, 'token', deps.allowLocal))).id;
      } else {
        const own = await repo.findOwnSubscriptionId(db, auth.userId, token);
        if (!own) throw notFound();
        id = own;
      }
      const row = await repo.addTopic(db, id, topic, clock.now());
      return { success: true, topics: row.topics };
    },

    /** The browser unsubscribed (the toggle turned off): forget its subscription. */
    async removeToken(auth: AuthContext, fcmToken: string) {
      let endpoint = fcmToken;
      if (fcmToken.trimStart().startsWith('{')) {
        try {
          endpoint = String((JSON.parse(fcmToken) as { endpoint?: unknown }).endpoint ?? '');
        } catch {
          throw new AppError(400, 'validation_error', { fields: 'fcmToken' });
        }
      }
      return { success: await repo.deleteOwnByEndpoint(db, auth.userId, endpoint) };
    },

    /** Starts the pushes of a bus event in the background (call only for events of this process: each is sent once). */
    handle(event: BusEvent) {
      const p = pushesOfEvent(events, event)
        .catch((err) => log.warn({ err, type: event.type }, 'push notification failed'))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    },

    /** Resolves once every push started so far has finished (tests; graceful shutdown). */
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },

    stats: () => ({ sent: counter.sent, inFlight: inFlight.size }),
  };
}

export type PushService = ReturnType<typeof createPushService>;
