import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { balancesOf } from '../src/modules/ledger/ledger.service';
import { storePayableAccount } from '../src/modules/accounting/accounts';
import { eastOf, onlineCourier, quietZone, storePoint } from './delivery-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

/** A local receiver that answers 200 and keeps every event. */
async function receiver() {
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(200).end('tamam');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    events: () => bodies.map((b) => JSON.parse(b) as { type: string; data: Record<string, unknown> }),
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}

const customerA = {
  customerAddress: 'Caferağa Mah. Moda Cad. No: 12 D: 3, Kadıköy',
  customerLocation: eastOf(storePoint, 1.2),
  customerPhone: '0532 123 45 67',
  orderReference: 'YS-100045',
  cashOnDelivery: { amount: 12_500, method: 'cash' as const },
};
const customerB = { customerPhone: '+90 544 765 43 21', orderReference: 'YS-100046', cashOnDelivery: { amount: 7_500, method: 'card' as const } };

describe.each(testDatabaseKinds)('per-packet customer fields on %s', (kind) => {
  let t: TestApp;
  let store: Record<string, string>;
  let chief: Record<string, string>;
  let key: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { WEBHOOKS_ALLOW_LOCAL: 'on', API_KEY_RATE_LIMIT: '1000' } });
    store = bearer((await signIn(t.app, 'store')).accessToken);
    chief = bearer((await signIn(t.app, 'chief')).accessToken);
    key = (await t.app.inject({ method: 'POST', url: '/api/store/api-keys', headers: store, payload: { name: 'Sipariş platformu' } })).json().key;
  });
  afterAll(() => t?.close());
  beforeEach(() => quietZone(t, { webhooks: true }));

  const create = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/requests', headers: { 'x-api-key': key, ...headers }, payload: payload as object });

  it('refuses bad customer fields with a 400 naming the field in Turkish', async () => {
    const cases: [unknown, string][] = [
      [{ packetCount: 1, packets: [{ customerPhone: '12345' }] }, 'Müşteri telefonu'],
      [{ packetCount: 1, packets: [{ customerPhone: '+90 212 444 00 00' }] }, 'Müşteri telefonu'], // a landline is not a mobile
      [{ packetCount: 2, packets: [{ orderReference: 'A-1' }] }, 'Paket bilgileri'], // fewer entries than packets
      [{ packetCount: 1, packets: [{ cashOnDelivery: { amount: 0, method: 'cash' } }] }, 'Tutar'],
      [{ packetCount: 1, packets: [{ cashOnDelivery: { amount: 1050.5, method: 'cash' } }] }, 'Tutar'], // kuruş are whole
      [{ packetCount: 1, packets: [{ cashOnDelivery: { amount: 100, method: 'cheque' } }] }, 'Ödeme yöntemi'],
      [{ packetCount: 1, packets: [{ customerLocation: { latitude: 95, longitude: 29 } }] }, 'Enlem'],
      [{ packetCount: 1, packets: [{ orderReference: 'x'.repeat(101) }] }, 'Sipariş numarası'],
      [{ packetCount: 1, packets: [{ customerAddress: '' }] }, 'Müşteri adresi'],
    ];
    for (const [payload, label] of cases) {
      const res = await create(payload);
      expect({ payload, status: res.statusCode, code: res.json().code }).toEqual({ payload, status: 400, code: 'validation_error' });
      expect(res.json().message).toContain(label);
    }
  });

  it('stores and returns each packet’s customer, with the phone normalised; the door payment is their sum', async () => {
    await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
    const res = await create({ packetCount: 3, note: 'İki sipariş', packets: [customerA, customerB, {}] });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const details = (await t.app.inject({ method: 'GET', url: `/api/requests/${id}`, headers: { 'x-api-key': key } })).json();
    expect(details.packets).toEqual([
      expect.objectContaining({
        position: 1,
        customerAddress: customerA.customerAddress,
        customerLocation: customerA.customerLocation,
        customerPhone: '+905321234567',
        orderReference: 'YS-100045',
        cashOnDelivery: { amount: 12_500, method: 'cash' },
      }),
      expect.objectContaining({
        position: 2,
        customerAddress: null,
        customerLocation: null,
        customerPhone: '+905447654321',
        orderReference: 'YS-100046',
        cashOnDelivery: { amount: 7_500, method: 'card' },
      }),
      expect.objectContaining({ position: 3, customerAddress: null, customerLocation: null, customerPhone: null, orderReference: null, cashOnDelivery: null }),
    ]);
    // The request-level door payment accounting reads is the packets' sum; cash and card together are "mixed".
    const cod = (await t.app.inject({ method: 'GET', url: `/api/requests/${id}/cash-on-delivery`, headers: store })).json();
    expect(cod).toMatchObject({ amount: 20_000, method: 'mixed' });
    // …and it cannot be overwritten as one total behind the packets' backs.
    const overwrite = await t.app.inject({
      method: 'PUT',
      url: `/api/requests/${id}/cash-on-delivery`,
      headers: store,
      payload: { amount: 1_000, method: 'cash' },
    });
    expect(overwrite.statusCode).toBe(409);
    expect(overwrite.json().code).toBe('cash_on_delivery_per_packet');
    // A chief courier of the zone (no personal.read) sees the phones masked.
    const seenByChief = await t.app.inject({ method: 'GET', url: `/api/requests/${id}`, headers: chief });
    expect(seenByChief.statusCode).toBe(200);
    expect(seenByChief.json().packets[0].customerPhone).toBe('5** *** ** 67');
    expect(seenByChief.json().packets[0].orderReference).toBe('YS-100045');
  });

  it('a request without packet details keeps working as before (no door payment row)', async () => {
    const res = await create({ packetCount: 2 });
    expect(res.statusCode).toBe(201);
    const details = (await t.app.inject({ method: 'GET', url: `/api/requests/${res.json().id}`, headers: store })).json();
    expect(details.packets.map((p: { orderReference: string | null; cashOnDelivery: unknown }) => [p.orderReference, p.cashOnDelivery])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/requests/${res.json().id}/cash-on-delivery`, headers: store })).json()).toBeNull();
  });

  it('an idempotent replay with packets answers the first request and writes nothing twice', async () => {
    const first = await create({ packetCount: 1, packets: [customerA] }, { 'idempotency-key': 'ys-100045' });
    const again = await create({ packetCount: 1, packets: [customerA] }, { 'idempotency-key': 'ys-100045' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    const rows = (await t.database.db.execute(sql`select count(*)::int as n from packets where request_id = ${first.json().id}`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows.rows[0].n).toBe(1);
    const cod = (await t.app.inject({ method: 'GET', url: `/api/requests/${first.json().id}/cash-on-delivery`, headers: store })).json();
    expect(cod).toMatchObject({ amount: 12_500, method: 'cash' });
  });

  it('collects mixed door payments by method, carries the packets in webhooks and shows them to the courier', async () => {
    const r = await receiver();
    try {
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/store/webhooks',
        headers: store,
        payload: { url: r.url, events: ['request.created', 'packet.delivered'] },
      });
      expect(hook.statusCode).toBe(201);
      const courier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(storePoint, 0.5));
      const before = (await t.app.inject({ method: 'GET', url: '/api/carrier/payout', headers: courier.headers })).json().cashInHand as number;
      const request = (await create({ packetCount: 2, packets: [customerA, customerB] })).json();
      const payable = storePayableAccount(request.storeId).accountCode;
      const payableBefore = (await balancesOf(t.database.db, [payable])).get(payable) ?? 0;
      const offer = (await t.app.inject({ method: 'GET', url: '/api/carrier/offers', headers: courier.headers }))
        .json()
        .find((o: { requestId: string }) => o.requestId === request.id);
      expect((await t.app.inject({ method: 'POST', url: `/api/offers/${offer.id}/accept`, headers: courier.headers })).statusCode).toBe(200);
      await t.app.inject({ method: 'POST', url: `/api/requests/${request.id}/picked-up`, headers: courier.headers });

      // The courier's app: each packet's address, phone (in full: they call the customer) and door payment.
      const [active] = (await t.app.inject({ method: 'GET', url: '/api/carrier/active', headers: courier.headers })).json();
      expect(active.packets.map((p: { customerPhone: string; cashOnDelivery: unknown }) => [p.customerPhone, p.cashOnDelivery])).toEqual([
        ['+905321234567', { amount: 12_500, method: 'cash' }],
        ['+905447654321', { amount: 7_500, method: 'card' }],
      ]);
      const toCollect = (await t.app.inject({ method: 'GET', url: '/api/carrier/payout', headers: courier.headers })).json().toCollect;
      expect(toCollect.find((c: { requestId: string }) => c.requestId === request.id)).toMatchObject({ amount: 20_000, method: 'mixed' });

      for (const p of active.packets) {
        const res = await t.app.inject({ method: 'POST', url: `/api/packets/${p.id}/delivered`, headers: courier.headers, payload: eastOf(storePoint, 1.5) });
        expect(res.statusCode).toBe(200);
      }
      // Only the cash part is in the courier's hand; the store is owed both parts.
      const after = (await t.app.inject({ method: 'GET', url: '/api/carrier/payout', headers: courier.headers })).json().cashInHand as number;
      expect(after - before).toBe(12_500);
      const payableAfter = (await balancesOf(t.database.db, [payable])).get(payable) ?? 0;
      expect(payableAfter - payableBefore).toBe(20_000);

      await t.app.services.webhookWorker.tick();
      const created = r.events().find((e) => e.type === 'request.created')!;
      expect(created.data.packets).toEqual([
        expect.objectContaining({
          position: 1,
          orderReference: 'YS-100045',
          customerPhone: '+905321234567',
          cashOnDelivery: { amount: 12_500, method: 'cash' },
          trackingUrl: expect.stringMatching(/\/t\/[A-Za-z0-9_-]{43}$/),
        }),
        expect.objectContaining({ position: 2, orderReference: 'YS-100046' }),
      ]);
      const delivered = r.events().filter((e) => e.type === 'packet.delivered');
      expect(delivered.map((e) => e.data.orderReference).sort()).toEqual(['YS-100045', 'YS-100046']);
      // The public tracking page shows none of it.
      const token = String(created.data.packets && (created.data.packets as { trackingUrl: string }[])[0].trackingUrl).split('/t/')[1];
      const tracking = (await t.app.inject({ method: 'GET', url: `/api/tracking/${token}` })).json();
      const text = JSON.stringify(tracking);
      for (const secret of ['5321234567', 'Moda Cad', 'YS-100045', '12500']) expect(text).not.toContain(secret);
      expect(tracking.storeLocation).toEqual(storePoint);
    } finally {
      await r.close();
    }
  }, 60_000);

  it('the OpenAPI page groups the calls a key may make under integrations, with examples and the signature check', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const keyed = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.tags?.includes('integrations'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(keyed).toEqual(
      expect.arrayContaining([
        'POST /api/requests',
        'GET /api/requests',
        'GET /api/requests/{id}',
        'POST /api/requests/{id}/cancel',
        'POST /api/store/webhooks',
      ]),
    );
    const create = doc.paths['/api/requests'].post;
    expect(create.security).toEqual(expect.arrayContaining([{ apiKey: [] }]));
    expect(create.requestBody.content['application/json'].schema.example.packets[0]).toMatchObject({
      orderReference: 'YS-100045',
      cashOnDelivery: { method: 'cash' },
    });
    expect(doc.paths['/api/requests/{id}'].get.responses['200'].content['application/json'].schema.example.packets[0].trackingUrl).toContain('/t/');
    const tag = doc.tags.find((x: { name: string }) => x.name === 'integrations').description as string;
    for (const words of ['X-KuryeOfis-Signature', 'HMAC-SHA256', 'timingSafeEqual', 'Idempotency-Key', 'packet.delivered']) expect(tag).toContain(words);
  });

  it('repeating a request keeps its packets’ customers and door payments', async () => {
    const first = (await create({ packetCount: 1, packets: [customerA] })).json();
    await t.app.inject({ method: 'POST', url: `/api/requests/${first.id}/cancel`, headers: store });
    const repeated = await t.app.inject({ method: 'POST', url: `/api/requests/${first.id}/repeat`, headers: store });
    expect(repeated.statusCode).toBe(201);
    const details = (await t.app.inject({ method: 'GET', url: `/api/requests/${repeated.json().id}`, headers: store })).json();
    expect(details.packets[0]).toMatchObject({
      orderReference: 'YS-100045',
      customerPhone: '+905321234567',
      cashOnDelivery: { amount: 12_500, method: 'cash' },
    });
  });
});
