import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emergencyTopicOf, type OfferPushData, type PushMessage } from '@kurye/contracts/push';
import { pushSubscriptions } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { loadVapidKeys, refusePushEndpoint } from '../src/modules/push/push.service';
import { KADIKOY_STORE, eastOf, onlineCourier, quietZone, storePoint } from './delivery-helpers';
import { createBrowserKeys, startPushStandIn } from './push-stand-in';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

describe.each(testDatabaseKinds)('web push on %s', (kind) => {
  let t: TestApp;
  let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
  const tok: Record<string, string> = {};
  const ids: Record<string, string> = {};
  const call = (method: 'GET' | 'POST', url: string, who: string, payload?: object) =>
    t.app.inject({ method, url, headers: who ? bearer(tok[who]) : {}, payload });
  const subscriptionsOf = (who: string) => t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ids[who]));
  const decrypted = (keys: ReturnType<typeof createBrowserKeys>, body: Buffer) => JSON.parse(keys.decrypt(body)) as PushMessage;

  beforeAll(async () => {
    standIn = await startPushStandIn();
    t = await createTestApp(kind, { env: { PUSH_ALLOW_LOCAL: 'on' } });
    for (const a of ['admin', 'operator', 'store', 'carrier'] as const) {
      const res = await signIn(t.app, a);
      tok[a] = res.accessToken;
      ids[a] = res.user.id;
    }
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });
  beforeEach(() => quietZone(t));

  it('serves the VAPID public key to signed-in users only, the same key across restarts of the same database', async () => {
    const res = await call('GET', '/api/notification/vapid-public-key', 'carrier');
    expect(res.statusCode).toBe(200);
    const { publicKey } = res.json();
    // An uncompressed P-256 point, base64url: 65 bytes starting with 0x04.
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(publicKey, 'base64url')[0]).toBe(4);
    expect((await call('GET', '/api/notification/vapid-public-key', '')).statusCode).toBe(401);
    const stored = (await t.database.db.execute(sql`select value from app_settings where key = 'push.vapidKeys'`)) as unknown as {
      rows: { value: { publicKey: string } }[];
    };
    expect(stored.rows[0].value.publicKey).toBe(publicKey);
    // A restart (or a second process) loads the same pair; keys from the environment win.
    expect((await loadVapidKeys(t.database.db)).publicKey).toBe(publicKey);
    const configured = { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) };
    expect(await loadVapidKeys(t.database.db, configured)).toBe(configured);
  });

  it('refuses bad subscriptions with a Turkish message, and plain http anywhere but a local stand-in', async () => {
    const keys = createBrowserKeys();
    const bad = [
      { fcmToken: 'not json' },
      { fcmToken: JSON.stringify({ endpoint: standIn.url('/x') }) },
      { fcmToken: JSON.stringify({ ...keys.subscriptionFor(standIn.url('/x')), keys: { p256dh: 'short', auth: 'x' } }) },
      { fcmToken: JSON.stringify(keys.subscriptionFor('http://push.example.com/x')) },
      { fcmToken: JSON.stringify(keys.subscriptionFor('ftp://127.0.0.1/x')) },
      { fcmToken: '' },
      {},
    ];
    for (const body of bad) {
      const res = await call('POST', '/api/notification/set-fcm-token', 'carrier', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', message: expect.stringContaining('Bildirim aboneliği') });
    }
    expect((await call('POST', '/api/notification/set-fcm-token', '', { fcmToken: JSON.stringify(keys.subscriptionFor(standIn.url('/x'))) })).statusCode).toBe(
      401,
    );
    expect(await subscriptionsOf('carrier')).toHaveLength(0);

    expect(refusePushEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBeNull();
    expect(refusePushEndpoint('http://127.0.0.1:9/x', false)).not.toBeNull();
    expect(refusePushEndpoint('http://127.0.0.1:9/x', true)).toBeNull();
    expect(refusePushEndpoint('http://10.0.0.1/x', true)).not.toBeNull();
  });

  it('a new offer reaches the courier as an encrypted push the browser can decrypt, carrying the request and an accept action', async () => {
    const keys = createBrowserKeys();
    const path = '/offer-courier';
    const stored = await call('POST', '/api/notification/set-fcm-token', 'carrier', { fcmToken: JSON.stringify(keys.subscriptionFor(standIn.url(path))) });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ success: true, topics: [] });
    // Calling again (the 7-day refresh) keeps one row per endpoint.
    expect(
      (await call('POST', '/api/notification/set-fcm-token', 'carrier', { fcmToken: JSON.stringify(keys.subscriptionFor(standIn.url(path))) })).statusCode,
    ).toBe(200);
    expect(await subscriptionsOf('carrier')).toHaveLength(1);

    await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const created = await call('POST', '/api/requests', 'store', { packetCount: 2 });
    expect(created.statusCode).toBe(201);
    await t.app.services.push.idle();

    const [push] = await standIn.waitFor(path);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.urgency).toBe('high');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(Number(push.headers.ttl)).toBeLessThanOrEqual(30);
    const vapid = await standIn.verifyVapid(push);
    expect(vapid.publicKey).toBe((await call('GET', '/api/notification/vapid-public-key', 'carrier')).json().publicKey);
    expect(vapid.sub).toMatch(/^mailto:.+@/);

    const message = decrypted(keys, push.body);
    expect(message).toMatchObject({ type: 'offer', title: 'Yeni teklif', actions: [{ action: 'accept', title: 'Kabul et' }] });
    expect(message.body).toContain(KADIKOY_STORE.name);
    const data = JSON.parse(message.json) as OfferPushData;
    expect(data.requestId).toBe(created.json().id);
    expect(data.packetCount).toBe(2);
    expect(message.url).toBe(`/courier?offer=${data.offerId}`);
    // The offer id in the push is the one the courier accepts.
    const offers = (await call('GET', '/api/carrier/offers', 'carrier')).json() as { id: string }[];
    expect(offers.map((o) => o.id)).toContain(data.offerId);
    // A wrong key cannot read it.
    expect(() => createBrowserKeys().decrypt(push.body)).toThrow();
  });

  it('a slow push service never holds up the request that caused the push', async () => {
    const keys = createBrowserKeys();
    standIn.delay('/slow', 1_500);
    await call('POST', '/api/notification/set-fcm-token', 'carrier', { fcmToken: JSON.stringify(keys.subscriptionFor(standIn.url('/slow'))) });
    await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const started = Date.now();
    const created = await call('POST', '/api/requests', 'store', { packetCount: 1 });
    const answeredAt = Date.now();
    expect(created.statusCode).toBe(201);
    // The answer comes before the push service does; the push still arrives.
    expect(standIn.received.filter((r) => r.path === '/slow')).toHaveLength(0);
    const [push] = await standIn.waitFor('/slow', 1, 10_000);
    expect(push.at - started).toBeGreaterThanOrEqual(1_500);
    expect(answeredAt).toBeLessThan(push.at);
    console.info(`request answered in ${answeredAt - started} ms; the slow push service answered after ${push.at - started} ms`);
    await t.app.services.push.idle();
    await call('POST', '/api/notification/remove-fcm-token', 'carrier', { fcmToken: standIn.url('/slow') });
  });

  it('a subscription the push service calls gone (410) is deleted; others stay', async () => {
    const gone = createBrowserKeys();
    const alive = createBrowserKeys();
    standIn.answer('/gone', 410);
    await call('POST', '/api/notification/set-fcm-token', 'carrier', { fcmToken: JSON.stringify(gone.subscriptionFor(standIn.url('/gone'))) });
    await call('POST', '/api/notification/set-fcm-token', 'carrier', { fcmToken: JSON.stringify(alive.subscriptionFor(standIn.url('/alive'))) });
    const before = (await subscriptionsOf('carrier')).map((s) => s.endpoint);
    expect(before).toEqual(expect.arrayContaining([standIn.url('/gone'), standIn.url('/alive')]));

    await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    expect((await call('POST', '/api/requests', 'store', { packetCount: 1 })).statusCode).toBe(201);
    await t.app.services.push.idle();
    await standIn.waitFor('/gone');
    const [push] = await standIn.waitFor('/alive');
    expect(decrypted(alive, push.body).type).toBe('offer');
    const after = (await subscriptionsOf('carrier')).map((s) => s.endpoint);
    expect(after).not.toContain(standIn.url('/gone'));
    expect(after).toContain(standIn.url('/alive'));
  });

  it('the emergency topic: only the caller’s own; an SOS reaches the zone’s subscribed operator, not a subscription without the topic', async () => {
    const operatorKeys = createBrowserKeys();
    const adminKeys = createBrowserKeys();
    const operatorSub = JSON.stringify(operatorKeys.subscriptionFor(standIn.url('/sos-operator')));
    await call('POST', '/api/notification/set-fcm-token', 'admin', { fcmToken: JSON.stringify(adminKeys.subscriptionFor(standIn.url('/sos-admin-no-topic'))) });

    const foreign = await call('POST', '/api/notification/subscribe-to-topic', 'operator', { token: operatorSub, topic: emergencyTopicOf(ids.carrier) });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'forbidden', message: 'Bu işlem için yetkiniz yok.' });
    expect((await call('POST', '/api/notification/subscribe-to-topic', 'operator', { token: operatorSub, topic: 'emergency' })).statusCode).toBe(403);
    expect((await call('POST', '/api/notification/subscribe-to-topic', 'operator', { token: operatorSub })).statusCode).toBe(400);
    // An endpoint that is not the caller's: as if it did not exist.
    expect(
      (
        await call('POST', '/api/notification/subscribe-to-topic', 'operator', {
          token: standIn.url('/sos-admin-no-topic'),
          topic: emergencyTopicOf(ids.operator),
        })
      ).statusCode,
    ).toBe(404);

    const own = await call('POST', '/api/notification/subscribe-to-topic', 'operator', { token: operatorSub, topic: emergencyTopicOf(ids.operator) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, topics: [emergencyTopicOf(ids.operator)] });
    // Twice: still one topic; by endpoint works once stored.
    const again = await call('POST', '/api/notification/subscribe-to-topic', 'operator', {
      token: standIn.url('/sos-operator'),
      topic: emergencyTopicOf(ids.operator),
    });
    expect(again.json().topics).toEqual([emergencyTopicOf(ids.operator)]);

    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const sos = await t.app.inject({ method: 'POST', url: '/api/carrier/emergency', headers: courier.headers, payload: { description: 'Lastik patladı' } });
    expect(sos.statusCode).toBeLessThan(300);
    await t.app.services.push.idle();
    const [push] = await standIn.waitFor('/sos-operator');
    const message = decrypted(operatorKeys, push.body);
    expect(message).toMatchObject({ type: 'emergency', title: 'Acil durum', url: '/zone-operator/emergency' });
    expect(message.body).toContain('Lastik patladı');
    expect(JSON.parse(message.json)).toMatchObject({ id: sos.json().id });
    expect(standIn.received.filter((r) => r.path === '/sos-admin-no-topic')).toHaveLength(0);
  });

  it('the store hears of a courier not found and of a delivery location to confirm', async () => {
    const keys = createBrowserKeys();
    const path = '/store-events';
    await call('POST', '/api/notification/set-fcm-token', 'store', { fcmToken: JSON.stringify(keys.subscriptionFor(standIn.url(path))) });
    const messages = async (count: number) => (await standIn.waitFor(path, count)).map((r) => decrypted(keys, r.body));

    // Nobody online: the request ends without a courier, at once or once its stages run out.
    const lonely = (await call('POST', '/api/requests', 'store', { packetCount: 1 })).json();
    for (let i = 0; i < 6 && standIn.received.filter((r) => r.path === path).length === 0; i++) {
      t.clock.advance(31_000);
      await t.app.services.sweeper.runOnce();
      await t.app.services.push.idle();
    }
    const [notFound] = await messages(1);
    expect(notFound).toMatchObject({ type: 'courier_not_found', title: 'Kurye bulunamadı', url: '/store' });
    expect(JSON.parse(notFound.json)).toEqual({ requestId: lonely.id });

    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const request = (await call('POST', '/api/requests', 'store', { packetCount: 1 })).json();
    const offer = (
      (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers })).json() as { id: string; requestId: string }[]
    ).find((o) => o.requestId === request.id)!;
    expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/arrived`, headers: courier.headers });
    await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers });
    const details = (await call('GET', `/api/requests/${request.id}`, 'store')).json();
    const delivered = await t.app.inject({
      method: 'POST',
      url: `/api/packets/${details.packets[0].id}/delivered`,
      headers: courier.headers,
      payload: eastOf(storePoint, 2),
    });
    expect(delivered.statusCode).toBe(200);
    await t.app.services.push.idle();
    const location = (await messages(2))[1];
    expect(location).toMatchObject({ type: 'location_to_confirm', title: 'Teslimat konumunu onaylayın', url: '/store' });
    expect(JSON.parse(location.json)).toMatchObject({ packetId: details.packets[0].id, requestId: request.id });
    await call('POST', '/api/notification/remove-fcm-token', 'store', { fcmToken: standIn.url(path) });
  });

  it('a live announcement reaches the store; a store’s subscription is its own, never another user’s', async () => {
    const storeKeys = createBrowserKeys();
    const endpoint = standIn.url('/announcement-store');
    expect((await call('POST', '/api/notification/set-fcm-token', 'store', { fcmToken: JSON.stringify(storeKeys.subscriptionFor(endpoint)) })).statusCode).toBe(
      200,
    );
    // The publisher's first run only sets its watermark: nothing older is pushed.
    expect(await t.app.services.announcements.publishDue()).toBe(0);
    const now = t.clock.now().getTime();
    const created = await call('POST', '/api/announcements', 'admin', {
      title: 'Bayram çalışma saatleri',
      content: 'Bayramda 09:00–18:00 arası hizmet veriyoruz.',
      scheduledAt: new Date(now - 60_000).toISOString(),
      expiresAt: new Date(now + 3_600_000).toISOString(),
      audience: { kind: 'all' },
    });
    expect(created.statusCode).toBe(201);
    await t.app.services.push.idle();
    const [push] = await standIn.waitFor('/announcement-store');
    expect(decrypted(storeKeys, push.body)).toMatchObject({ type: 'announcement', title: 'Yeni duyuru', body: 'Bayram çalışma saatleri', url: '/store' });

    // One scheduled for later is not pushed at creation.
    await call('POST', '/api/announcements', 'admin', {
      title: 'Gelecek hafta',
      content: 'Yeni fiyatlar.',
      scheduledAt: new Date(now + 3_600_000).toISOString(),
      expiresAt: new Date(now + 7_200_000).toISOString(),
      audience: { kind: 'all' },
    });
    await t.app.services.push.idle();
    expect(standIn.received.filter((r) => r.path === '/announcement-store')).toHaveLength(1);
    // Its time comes: pushed once (the live one is not pushed again), whatever the number of runs.
    t.clock.advance(3_600_000 + 1_000);
    expect(await t.app.services.announcements.publishDue()).toBe(1);
    expect(await t.app.services.announcements.publishDue()).toBe(0);
    await t.app.services.push.idle();
    const pushes = await standIn.waitFor('/announcement-store', 2);
    expect(pushes).toHaveLength(2);
    expect(decrypted(storeKeys, pushes[1].body)).toMatchObject({ type: 'announcement', body: 'Gelecek hafta' });

    // The same browser signed in as another user: the row moves, so the store stops receiving on it.
    await call('POST', '/api/notification/set-fcm-token', 'carrier', { fcmToken: JSON.stringify(storeKeys.subscriptionFor(endpoint)) });
    expect((await subscriptionsOf('store')).map((s) => s.endpoint)).not.toContain(endpoint);
    const removed = await call('POST', '/api/notification/remove-fcm-token', 'store', { fcmToken: endpoint });
    expect(removed.json()).toEqual({ success: false });
    expect((await call('POST', '/api/notification/remove-fcm-token', 'carrier', { fcmToken: endpoint })).json()).toEqual({ success: true });
  });
});
