import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { webhookDeliveries } from '../src/db/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPrivateAddress, refuseUrl } from '../src/modules/integrations/ssrf';
import { verifyWebhook } from '../src/modules/integrations/signature';
import { postWebhook } from '../src/modules/integrations/webhook-worker';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { KADIKOY_STORE, eastOf, onlineCourier, quietZone, storePoint } from './delivery-helpers';
import { bearer, createTestApp, signIn, startTestApp, testDatabaseKinds, type TestApp } from './test-app';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number | 'hung';
}

/** A local HTTP stand-in for a store's webhook receiver; `answer` decides each response (a status, or hang). */
async function receiver(answer: (n: number) => number | 'hang' = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const a = answer(received.length + 1);
      received.push({ headers: req.headers, body, answered: a === 'hang' ? 'hung' : a });
      if (a === 'hang') return;
      if (a >= 300 && a < 400) res.writeHead(a, { location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/elsewhere` });
      else res.writeHead(a, { 'content-type': 'text/plain' });
      res.end(a >= 200 && a < 300 ? 'tamam' : 'hata');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    received,
    events: () => received.map((r) => JSON.parse(r.body) as { id: string; type: string; data: Record<string, unknown> }),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

const ENV = { WEBHOOKS_ALLOW_LOCAL: 'on', API_KEY_RATE_LIMIT: '6', WEBHOOK_RETRY_BASE_MS: '1000', WEBHOOK_LEASE_MS: '60000' };

describe.each(testDatabaseKinds)('store integrations on %s', (kind) => {
  let t: TestApp;
  let store: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: ENV });
    store = bearer((await signIn(t.app, 'store')).accessToken);
    admin = bearer((await signIn(t.app, 'admin')).accessToken);
  });
  afterAll(() => t?.close());
  beforeEach(() => quietZone(t, { webhooks: true }));

  const newKey = async (name = 'POS') => {
    const res = await t.app.inject({ method: 'POST', url: '/api/store/api-keys', headers: store, payload: { name } });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; key: string; prefix: string };
  };
  const createWithKey = (key: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/requests', headers: { 'x-api-key': key, ...headers }, payload: { packetCount: 1, note: 'Sipariş #A-1001' } });
  const addWebhook = async (url: string, events: string[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/store/webhooks', headers: store, payload: { url, events } });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; secret: string };
  };
  const deliveriesOf = async (endpointId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/store/webhooks/${endpointId}/deliveries`, headers: store })).json();

  it('a key creates, reads, lists and cancels its store’s requests, and gets 403 on everything else', async () => {
    await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5)); // so the request waits for an answer
    const { key, prefix, id } = await newKey();
    expect(key.startsWith(prefix)).toBe(true);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/store/api-keys', headers: store })).json();
    expect(listed.find((k: { id: string }) => k.id === id)).toMatchObject({ prefix, lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(key);

    const created = await createWithKey(key);
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request.storeName).toBe(KADIKOY_STORE.name);
    // Authorization: Bearer works the same way.
    const details = await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: { authorization: `Bearer ${key}` } });
    expect(details.statusCode).toBe(200);
    expect(details.json().packets[0].trackingUrl).toMatch(/\/t\/[A-Za-z0-9_-]{43}$/);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/requests?from=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}`,
      headers: { 'x-api-key': key },
    });
    expect(list.json().items.map((r: { id: string }) => r.id)).toContain(request.id);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/cancel`, headers: { 'x-api-key': key } });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const used = (await t.app.inject({ method: 'GET', url: '/api/store/api-keys', headers: store })).json();
    expect(used.find((k: { id: string }) => k.id === id).lastUsedAt).not.toBeNull();

    for (const [method, url] of [
      ['GET', '/api/store/account'],
      ['GET', '/api/store/api-keys'],
      ['GET', '/api/common/user'],
      ['POST', `/api/requests/${request.id}/repeat`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { 'x-api-key': key } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { 'x-api-key': key } })).statusCode).toBe(403);
  });

  it('a revoked key gets 401 at once; an Admin sees and revokes any store’s keys', async () => {
    const a = await newKey('Kasa');
    expect((await createWithKey(a.key)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/store/api-keys/${a.id}`, headers: store })).statusCode).toBe(200);
    const refused = await createWithKey(a.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('unauthorized');

    const b = await newKey('Web sitesi');
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/api-keys?size=100', headers: admin })).json();
    expect(all.items.find((k: { id: string }) => k.id === b.id)).toMatchObject({ storeName: KADIKOY_STORE.name, revokedAt: null });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/api-keys/${b.id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/requests', headers: { 'x-api-key': b.key } })).statusCode).toBe(401);
    // A store cannot revoke or list through the admin calls; an unknown key is 401.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/api-keys', headers: store })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/requests', headers: { 'x-api-key': 'ko_nope' } })).statusCode).toBe(401);
  });

  it('creating by key is idempotent with Idempotency-Key', async () => {
    const { key } = await newKey();
    const first = await createWithKey(key, { 'idempotency-key': 'pos-order-77' });
    const again = await createWithKey(key, { 'idempotency-key': 'pos-order-77' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });

  it('limits each key’s rate with a Turkish 429 and Retry-After; other keys are not affected', async () => {
    const { key } = await newKey();
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await t.app.inject({ method: 'GET', url: '/api/requests', headers: { 'x-api-key': key } })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const limited = await t.app.inject({ method: 'GET', url: '/api/requests', headers: { 'x-api-key': key } });
    expect(limited.json()).toEqual({ code: 'rate_limited', message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await newKey();
    expect((await t.app.inject({ method: 'GET', url: '/api/requests', headers: { 'x-api-key': other.key } })).statusCode).toBe(200);
    // Signed-in users are not limited by the key limit.
    for (let i = 0; i < 8; i++) expect((await t.app.inject({ method: 'GET', url: '/api/requests', headers: store })).statusCode).toBe(200);
  });

  it('sends signed webhooks from the outbox written with the event: created, then courier assigned', async () => {
    const r = await receiver();
    try {
      const endpoint = await addWebhook(r.url, ['request.created', 'courier.assigned']);
      const { key } = await newKey();
      const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
      const request = (await createWithKey(key)).json();
      const pending = await deliveriesOf(endpoint.id);
      expect(pending.items.map((d: { event: string; state: string }) => [d.event, d.state])).toEqual([['request.created', 'pending']]);

      const offer = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers }))
        .json()
        .find((o: { requestId: string }) => o.requestId === request.id);
      expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
      expect(await t.app.services.webhookWorker.tick()).toBe(2);

      expect(
        r
          .events()
          .map((e) => e.type)
          .sort(),
      ).toEqual(['courier.assigned', 'request.created']);
      for (const got of r.received) {
        const signature = String(got.headers['x-kuryeofis-signature']);
        expect(verifyWebhook(endpoint.secret, got.body, signature, Math.floor(t.clock.now().getTime() / 1000))).toBe(true);
        expect(verifyWebhook('whsec_wrong', got.body, signature, Math.floor(t.clock.now().getTime() / 1000))).toBe(false);
        expect(verifyWebhook(endpoint.secret, got.body.replace('}', ',"x":1}'), signature, Math.floor(t.clock.now().getTime() / 1000))).toBe(false);
      }
      expect(r.events().find((e) => e.type === 'courier.assigned')!.data).toMatchObject({ requestId: request.id, status: 'assigned' });
      const log = await deliveriesOf(endpoint.id);
      expect(log.items.every((d: { state: string; log: { status: number }[] }) => d.state === 'delivered' && d.log[0].status === 200)).toBe(true);
      expect(await t.app.services.webhookWorker.tick()).toBe(0);

      // "Send again" delivers the same event once more.
      const first = log.items[0];
      expect((await t.app.inject({ method: 'POST', url: `/api/store/webhook-deliveries/${first.id}/resend`, headers: store })).statusCode).toBe(201);
      await t.app.services.webhookWorker.tick();
      expect(r.events().filter((e) => e.id === (first.payload as { id: string }).id)).toHaveLength(2);
    } finally {
      await r.close();
    }
  });

  it('sends delivered (with location), location rejected, location approved and charged', async () => {
    const r = await receiver();
    try {
      await addWebhook(r.url, ['packet.delivered', 'packet.location_rejected', 'packet.location_approved', 'packet.charged']);
      const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
      const request = (await createWithKey((await newKey()).key, {})).json();
      const offer = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers }))
        .json()
        .find((o: { requestId: string }) => o.requestId === request.id);
      await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers });
      await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/arrived`, headers: courier.headers });
      await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers });
      const [packet] = (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json().packets;
      const drop = eastOf(storePoint, 2);
      await t.app.inject({ method: 'POST', url: `/api/packets/${packet.id}/delivered`, headers: courier.headers, payload: drop });
      expect((await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Reject', headers: store, payload: { packetId: packet.id } })).statusCode).toBe(
        200,
      );
      await t.app.services.webhookWorker.tick();
      expect(r.events().map((e) => e.type)).toEqual(expect.arrayContaining(['packet.delivered', 'packet.location_rejected']));
      expect(r.events().find((e) => e.type === 'packet.delivered')!.data).toMatchObject({
        packetId: packet.id,
        location: { latitude: drop.latitude, longitude: drop.longitude },
      });
    } finally {
      await r.close();
    }
  });

  it('retries with backoff: a receiver that fails twice then succeeds gets exactly one successful delivery', async () => {
    const r = await receiver((n) => (n <= 2 ? 503 : 200));
    try {
      const endpoint = await addWebhook(r.url, ['request.created']);
      await createWithKey((await newKey()).key);
      const worker = t.app.services.webhookWorker;
      expect(await worker.tick()).toBe(1);
      expect(await worker.tick()).toBe(0); // not due yet
      t.clock.advance(1_000);
      expect(await worker.tick()).toBe(1);
      t.clock.advance(1_000);
      expect(await worker.tick()).toBe(0); // second wait is twice as long
      t.clock.advance(1_000);
      expect(await worker.tick()).toBe(1);
      t.clock.advance(60_000);
      expect(await worker.tick()).toBe(0);
      expect(r.received.map((x) => x.answered)).toEqual([503, 503, 200]);
      const [delivery] = (await deliveriesOf(endpoint.id)).items;
      expect(delivery).toMatchObject({ state: 'delivered', attempts: 3 });
      expect(delivery.log.map((a: { status: number }) => a.status)).toEqual([503, 503, 200]);
      expect(delivery.log[0].responseSnippet).toBe('hata');
    } finally {
      await r.close();
    }
  });

  it('does not follow redirects and gives up after 24 hours', async () => {
    const r = await receiver(() => 302);
    try {
      const endpoint = await addWebhook(r.url, ['request.created']);
      await createWithKey((await newKey()).key);
      const worker = t.app.services.webhookWorker;
      await worker.tick();
      expect(r.received).toHaveLength(1); // the redirect target was never called
      for (let i = 0; i < 40; i++) {
        t.clock.advance(2 * 60 * 60 * 1000);
        await worker.tick();
      }
      const [delivery] = (await deliveriesOf(endpoint.id)).items;
      expect(delivery.state).toBe('failed');
      expect(delivery.log[0].status).toBe(302);
      expect(delivery.attempts).toBeLessThan(30);
    } finally {
      await r.close();
    }
  });

  it('a process killed while sending loses nothing: another process sends it after the lease, once', async () => {
    const r = await receiver((n) => (n === 1 ? 'hang' : 200));
    // A second API process on the same database; the first one "dies" mid-send (its send never completes).
    const second = await startTestApp(t.database, t.clock, { env: ENV });
    try {
      const endpoint = await addWebhook(r.url, ['request.created']);
      await createWithKey((await newKey()).key);
      void t.app.services.webhookWorker.tick();
      for (let i = 0; i < 100 && r.received.length === 0; i++) await new Promise((res) => setTimeout(res, 20));
      expect(r.received).toHaveLength(1);
      // While the first process holds the lease, nobody else sends it.
      expect(await second.app.services.webhookWorker.tick()).toBe(0);
      t.clock.advance(61_000);
      expect(await second.app.services.webhookWorker.tick()).toBe(1);
      expect(await second.app.services.webhookWorker.tick()).toBe(0);
      expect(r.received.map((x) => x.answered)).toEqual(['hung', 200]);
      const [delivery] = (await deliveriesOf(endpoint.id)).items;
      expect(delivery.state).toBe('delivered');
    } finally {
      await r.close(); // the hung send now fails; it must not undo the delivery
      await new Promise((res) => setTimeout(res, 100));
      const [delivery] = await t.database.db
        .select({ state: webhookDeliveries.state })
        .from(webhookDeliveries)
        .orderBy(desc(webhookDeliveries.createdAt))
        .limit(1);
      expect(delivery.state).toBe('delivered');
      await second.app.close();
    }
  });

  it('refuses unsafe webhook addresses (SSRF)', async () => {
    for (const url of ['http://example.com/hook', 'ftp://example.com/hook', 'https://user:pw@example.com/hook']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/store/webhooks', headers: store, payload: { url, events: ['request.created'] } });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 400, code: 'webhook_url_refused' });
    }
    // Outside development: private, loopback, link-local and local names are refused, by address and by DNS answer.
    for (const url of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest',
      'https://[::1]/x',
      'https://localhost/x',
      'https://[::ffff:127.0.0.1]/x',
      'http://localhost:3000/x',
    ]) {
      expect({ url, refused: refuseUrl(url, false) !== null }).toEqual({ url, refused: true });
    }
    expect(refuseUrl('https://hooks.example.com/kurye', false)).toBeNull();
    expect(['8.8.8.8', '2a00:1450::1'].map(isPrivateAddress)).toEqual([false, false]);
    expect(['172.20.0.1', '100.64.1.1', 'fd00::1', 'fe80::1', '0.0.0.0'].map(isPrivateAddress)).toEqual([true, true, true, true, true]);
    const r = await receiver();
    try {
      const sent = await postWebhook(r.url.replace('127.0.0.1', 'localhost'), '{}', {}, { allowLocal: false, timeoutMs: 2000 });
      expect(sent.status).toBeNull();
      expect(sent.error).toMatch(/refused/);
      expect(r.received).toHaveLength(0);
    } finally {
      await r.close();
    }
  });

  it('the tracking link shows status, store and the courier’s first name, and the position only on the way', async () => {
    const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const request = (await createWithKey((await newKey()).key)).json();
    const details = async () => (await t.app.inject({ method: 'GET', url: `/api/requests/${request.id}`, headers: store })).json();
    const token = (await details()).packets[0].trackingUrl.split('/t/')[1];
    const track = async () => (await t.app.inject({ method: 'GET', url: `/api/tracking/${token}` })).json();
    expect(await track()).toMatchObject({ storeName: KADIKOY_STORE.name, status: 'waiting', courierFirstName: null, courierPosition: null });

    const offer = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers }))
      .json()
      .find((o: { requestId: string }) => o.requestId === request.id);
    await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers });
    const assigned = await track();
    expect(assigned.status).toBe('waiting');
    expect(assigned.courierFirstName).toBeTruthy();
    expect(assigned.courierFirstName).not.toContain(' ');
    expect(assigned.courierPosition).toBeNull();

    await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/arrived`, headers: courier.headers });
    await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers });
    const onTheWay = await track();
    expect(onTheWay.status).toBe('on_the_way');
    expect(onTheWay.courierPosition).toMatchObject({ latitude: expect.any(Number), longitude: expect.any(Number) });
    expect(JSON.stringify(onTheWay)).not.toMatch(/\+90|phone|address/i);

    await t.app.inject({
      method: 'POST',
      url: `/api/packets/${(await details()).packets[0].id}/delivered`,
      headers: courier.headers,
      payload: eastOf(storePoint, 2),
    });
    const delivered = await track();
    expect(delivered.status).toBe('delivered');
    expect(delivered.courierPosition).toBeNull();

    // A changed or made-up token is 404.
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect((await t.app.inject({ method: 'GET', url: `/api/tracking/${forged}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/tracking/abc' })).statusCode).toBe(404);
  });
});
