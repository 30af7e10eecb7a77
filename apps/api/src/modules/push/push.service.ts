import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatPacketNumber, formatRequestNumber } from '@kurye/contracts/delivery';
import { emergencyTopicOf, pushSubscriptionJson, type OfferPushData, type PushMessage, type PushSubscriptionJson } from '@kurye/contracts/push';
import type { Db } from '../../db/client';
import { appSettings, carriers, pushSubscriptions, stores, userRoles, userZones, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.context';
import type { BusEvent, EventBus } from '../realtime/event-bus';
import { generateVapidKeys, type PushSender, type PushSendOptions, type VapidKeys } from './push-sender';

/** The VAPID key pair: from the configuration, or made once per database (every API process shares it). */
export async function loadVapidKeys(db: Db, configured?: VapidKeys): Promise<VapidKeys> {
  if (configured) return configured;
  await db.insert(appSettings).values({ key: 'push.vapidKeys', value: generateVapidKeys() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'push.vapidKeys'));
  return row.value as VapidKeys;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a push endpoint is refused, or null. Push services are public HTTPS servers; the SSRF rules of webhooks do not
 * apply (the browser's push service picks the address), but plain HTTP is only for a local stand-in when allowed.
 */
export function refusePushEndpoint(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the URL';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && allowLocal && LOCAL_HOSTS.has(url.hostname)) return null;
  return 'only https endpoints are accepted';
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

type Recipient = { userId: string; url: string };
type Subscription = typeof pushSubscriptions.$inferSelect;

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
 * Web Push: browsers' subscriptions (the specification's `set-fcm-token` / `subscribe-to-topic`), and notifications
 * for product events heard on the bus after their transaction committed. Sending never blocks a request: each event's
 * pushes run in the background; subscriptions the push service calls gone (404/410) are deleted.
 */
export function createPushService(deps: PushDeps) {
  const { db, clock, log, sender } = deps;
  const inFlight = new Set<Promise<unknown>>();
  let sent = 0;

  /** `fcmToken`: the PushSubscription's JSON string. */
  function parseSubscription(token: string, field: string): PushSubscriptionJson {
    let raw: unknown;
    try {
      raw = JSON.parse(token);
    } catch {
      throw new AppError(400, 'validation_error', { fields: field });
    }
    const parsed = pushSubscriptionJson.safeParse(raw);
    if (!parsed.success) throw new AppError(400, 'validation_error', { fields: field });
    if (refusePushEndpoint(parsed.data.endpoint, deps.allowLocal)) throw new AppError(400, 'validation_error', { fields: field });
    return parsed.data;
  }

  /** Stores (or moves to the caller, or refreshes) the subscription; one row per endpoint. */
  async function upsert(auth: AuthContext, sub: PushSubscriptionJson) {
    const now = clock.now();
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ userId: auth.userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: sub.keys.p256dh,
          auth: sub.keys.auth,
          updatedAt: now,
          // Another user signed in on this browser: the previous user's topics do not follow.
          topics: sql`case when ${pushSubscriptions.userId} = ${auth.userId} then ${pushSubscriptions.topics} else '[]'::jsonb end`,
          userId: auth.userId,
        },
      })
      .returning();
    return row;
  }

  async function sendTo(recipients: Recipient[], build: (r: Recipient) => PushMessage, options: PushSendOptions & { onlyTopic?: (userId: string) => string }) {
    if (recipients.length === 0) return;
    const byUser = new Map(recipients.map((r) => [r.userId, r]));
    const subs = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...byUser.keys()]));
    await sendToSubscriptions(subs, byUser, build, options);
  }

  async function sendToSubscriptions(
    subs: Subscription[],
    byUser: ReadonlyMap<string, Recipient>,
    build: (r: Recipient) => PushMessage,
    options: PushSendOptions & { onlyTopic?: (userId: string) => string },
  ) {
    const targets = subs.filter((s) => !options.onlyTopic || s.topics.includes(options.onlyTopic(s.userId)));
    await inPool(targets, SEND_CONCURRENCY, async (s) => {
      const message = build(byUser.get(s.userId)!);
      const result = await sender.send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(message), options);
      if (result.ok) {
        sent++;
        return;
      }
      if (result.gone) {
        await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, s.id), eq(pushSubscriptions.endpoint, s.endpoint)));
        log.info({ userId: s.userId, statusCode: result.statusCode }, 'push subscription expired: removed');
      } else {
        log.warn({ userId: s.userId, statusCode: result.statusCode, err: result.error }, 'push failed');
      }
    });
  }

  /**
   * The push subscriptions of couriers, by carrier id. The offers of one transaction are published together, so the
   * lookups asked for in the same tick are answered by one query (a request's first stage offers to several couriers).
   */
  type Waiter = { resolve: (subs: Subscription[]) => void; reject: (err: unknown) => void };
  let waiting: Map<string, Waiter[]> | undefined;
  async function lookUp(batch: Map<string, Waiter[]>) {
    try {
      const rows = await db
        .select({ carrierId: carriers.id, sub: pushSubscriptions })
        .from(carriers)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, carriers.userId))
        .where(inArray(carriers.id, [...batch.keys()]));
      for (const [id, waiters] of batch) {
        const subs = rows.filter((r) => r.carrierId === id).map((r) => r.sub);
        waiters.forEach((w) => w.resolve(subs));
      }
    } catch (err) {
      for (const waiters of batch.values()) waiters.forEach((w) => w.reject(err));
    }
  }
  function carrierSubscriptions(carrierId: string): Promise<Subscription[]> {
    return new Promise((resolve, reject) => {
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

  const storeUsers = async (storeIds: string[], url = '/store'): Promise<Recipient[]> => {
    if (storeIds.length === 0) return [];
    const rows = await db.select({ userId: stores.userId }).from(stores).where(inArray(stores.id, storeIds));
    return rows.flatMap((r) => (r.userId ? [{ userId: r.userId, url }] : []));
  };

  /** Admins, and the zone's operators and chief couriers; each opens their own area's emergency page. */
  async function emergencyUsers(zoneId: string): Promise<Recipient[]> {
    const rows = await db
      .select({ userId: userRoles.userId, role: userRoles.roleCode, position: userRoles.position })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(
        and(
          eq(users.active, true),
          or(
            eq(userRoles.roleCode, 'Admin'),
            and(
              inArray(userRoles.roleCode, ['ZoneOperator', 'ChiefCarrier']),
              sql`exists (select 1 from ${userZones} where ${userZones.userId} = ${userRoles.userId} and ${userZones.zoneId} = ${zoneId})`,
            ),
          ),
        ),
      );
    const byUser = new Map<string, Recipient & { position: number }>();
    for (const r of rows) {
      const prev = byUser.get(r.userId);
      if (!prev || r.position < prev.position) byUser.set(r.userId, { userId: r.userId, url: `${AREA_OF_ROLE[r.role]}/emergency`, position: r.position });
    }
    return [...byUser.values()];
  }

  /** One message id per event, the same on every device (a client drops an id it has already shown). */
  const message = (type: PushMessage['type'], title: string, body: string, data: unknown, extra: Partial<PushMessage> = {}) => {
    const id = randomUUID();
    return (r: Recipient): PushMessage => ({ id, type, title, body, url: r.url, json: JSON.stringify(data), ...extra });
  };

  /** The pushes one bus event causes (none for most events). */
  async function onEvent(event: BusEvent) {
    switch (event.type) {
      case 'offer.created': {
        const o = event.data;
        const carrierId = event.audiences.find((a) => a.startsWith('carrier:'))?.slice('carrier:'.length);
        if (!carrierId) return;
        const data: OfferPushData = {
          offerId: o.id,
          requestId: o.requestId,
          expiresAt: o.expiresAt,
          packetCount: o.packetCount,
          storeName: o.store.name,
          distanceMeters: o.distanceMeters,
        };
        const km = (o.distanceMeters / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 1 });
        const ttlSeconds = Math.max(1, Math.ceil((new Date(o.expiresAt).getTime() - clock.now().getTime()) / 1000));
        const subs = await carrierSubscriptions(carrierId);
        return sendToSubscriptions(
          subs,
          new Map(subs.map((sub) => [sub.userId, { userId: sub.userId, url: `/courier?offer=${o.id}` }])),
          message('offer', 'Yeni teklif', `${o.store.name} · ${o.packetCount} paket · ${km} km`, data, { actions: [{ action: 'accept', title: 'Kabul et' }] }),
          { ttlSeconds, urgency: 'high' },
        );
      }
      case 'emergency.raised': {
        const e = event.data;
        const who = `${e.carrierName} ${e.carrierSurname}`.trim();
        return sendTo(
          await emergencyUsers(e.zoneId),
          message('emergency', 'Acil durum', `${who} (${e.zoneName})${e.description ? `: ${e.description}` : ''}`, {
            id: e.id,
            zoneId: e.zoneId,
            carrierId: e.carrierId,
          }),
          { ttlSeconds: 60 * 60, urgency: 'high', onlyTopic: emergencyTopicOf },
        );
      }
      case 'packet.location_set': {
        const p = event.data;
        const storeIds = event.audiences.filter((a) => a.startsWith('store:')).map((a) => a.slice('store:'.length));
        return sendTo(
          await storeUsers(storeIds),
          message(
            'location_to_confirm',
            'Teslimat konumunu onaylayın',
            `${p.carrier.name}, ${formatPacketNumber(p.requestNumber, p.position)} paketinin teslimat konumunu bildirdi. İşlem yapmazsanız konum otomatik onaylanır.`,
            {
              packetId: p.id,
              requestId: p.requestId,
              autoApproveAt: p.autoApproveAt,
            },
          ),
          { ttlSeconds: Math.max(1, Math.ceil((new Date(p.autoApproveAt).getTime() - clock.now().getTime()) / 1000)), urgency: 'high' },
        );
      }
      case 'request.no_courier': {
        const storeIds = event.audiences.filter((a) => a.startsWith('store:')).map((a) => a.slice('store:'.length));
        return sendTo(
          await storeUsers(storeIds),
          message(
            'courier_not_found',
            'Kurye bulunamadı',
            `${formatRequestNumber(event.data.requestNumber)} numaralı talebiniz için uygun kurye bulunamadı. Talebi yeniden oluşturabilirsiniz.`,
            { requestId: event.data.requestId },
          ),
          { ttlSeconds: 30 * 60, urgency: 'normal' },
        );
      }
      case 'internal.announcement_published': {
        const a = event.data;
        return sendTo(await storeUsers(a.storeIds), message('announcement', 'Yeni duyuru', a.title, { announcementId: a.announcementId }), {
          ttlSeconds: 24 * 60 * 60,
          urgency: 'normal',
        });
      }
      default:
        return;
    }
  }

  return {
    publicKey: deps.publicKey,

    async setToken(auth: AuthContext, fcmToken: string) {
      const row = await upsert(auth, parseSubscription(fcmToken, 'fcmToken'));
      return { success: true, topics: row.topics };
    },

    /** `token`: the subscription's JSON (stored on the way) or its endpoint; `topic`: the caller's emergency topic. */
    async subscribeToTopic(auth: AuthContext, token: string, topic: string) {
      if (topic !== emergencyTopicOf(auth.userId)) throw forbidden();
      let id: string;
      if (token.trimStart().startsWith('{')) {
        id = (await upsert(auth, parseSubscription(token, 'token'))).id;
      } else {
        const [row] = await db
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.endpoint, token), eq(pushSubscriptions.userId, auth.userId)));
        if (!row) throw notFound();
        id = row.id;
      }
      const [row] = await db
        .update(pushSubscriptions)
        .set({
          topics: sql`case when ${pushSubscriptions.topics} @> ${JSON.stringify([topic])}::jsonb then ${pushSubscriptions.topics} else ${pushSubscriptions.topics} || ${JSON.stringify([topic])}::jsonb end`,
          updatedAt: clock.now(),
        })
        .where(eq(pushSubscriptions.id, id))
        .returning();
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
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, auth.userId)))
        .returning({ id: pushSubscriptions.id });
      return { success: removed.length > 0 };
    },

    /** Starts the pushes of a bus event in the background (call only for events of this process: each is sent once). */
    handle(event: BusEvent) {
      const p = onEvent(event)
        .catch((err) => log.warn({ err, type: event.type }, 'push notification failed'))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    },

    /** Resolves once every push started so far has finished (tests; graceful shutdown). */
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },

    stats: () => ({ sent, inFlight: inFlight.size }),
  };
}

export type PushService = ReturnType<typeof createPushService>;
