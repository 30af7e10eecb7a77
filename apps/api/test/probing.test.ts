import net, { type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../src/modules/integrations/webhook-worker';
import { refuseUrl } from '../src/modules/integrations/ssrf';
import { extractText, getDocumentProxy } from 'unpdf';
import { loadConfig } from '../src/config';
import { renderInvoicePdf } from '../src/modules/invoices/invoice-pdf';
import { KADIKOY_STORE } from './delivery-helpers';
import { createBrowserKeys } from './push-stand-in';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

/** Defects found by probing the running server (issue 26), each kept as a test that failed before its fix. */
describe.each(testDatabaseKinds)('probing findings on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = bearer((await signIn(t.app, 'admin')).accessToken);
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const firstId = async (url: string) => ((await call('GET', url, admin)).json() as { items: { id: string }[] }).items[0]!.id;

  it('answers absurdly nested JSON with a Turkish 400, public routes included', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const url of ['/api/auth/sign-in', '/api/zones']) {
      const res = await t.app.inject({ method: 'POST', url, headers: { ...admin, 'content-type': 'application/json' }, payload: deep });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 'validation_error', message: 'Gönderilen bilgiler geçersiz: Gönderilen içerik' });
    }
    const nested = JSON.stringify({ name: 'a', x: JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': 'application/json' }, payload: nested });
    expect(res.statusCode).toBe(400);
  });

  it('answers a PATCH with nothing to change (or only unknown fields) with a 400, on every PATCH route', async () => {
    const storeId = await firstId('/api/stores?size=1');
    const store = (await call('GET', `/api/stores/${storeId}`, admin)).json() as { zoneId: string; latitude: number; longitude: number };
    const { zoneId, latitude, longitude } = store;
    const station = await call('POST', '/api/joker-stations', admin, { name: 'Bekleme Noktası', zoneId, capacity: 3, latitude, longitude });
    expect(station.statusCode, station.body).toBe(201);
    const announcement = await call('POST', '/api/announcements', admin, {
      title: 'Duyuru',
      content: 'İçerik',
      scheduledAt: new Date().toISOString(),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      audience: { kind: 'all' },
    });
    expect(announcement.statusCode).toBe(201);
    const urls = [
      `/api/joker-stations/${station.json().id}`,
      `/api/announcements/${announcement.json().id}`,
      `/api/stores/${storeId}`,
      `/api/carriers/${await firstId('/api/carriers?size=1')}`,
      `/api/users/${await firstId('/api/users?size=1')}`,
      `/api/zones/${zoneId}`,
    ];
    for (const url of urls)
      for (const body of [{}, { zzUnknown: 'x' }]) {
        const res = await call('PATCH', url, admin, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
        expect(res.json().code).toBe('validation_error');
      }
    expect((await call('PATCH', '/api/common/user', admin, { user: {} })).statusCode).toBe(400);
  });

  it('parses every date strictly: a day or hour that does not exist is a Turkish 400, not a database error', async () => {
    const accountant = bearer((await signIn(t.app, 'accountant')).accessToken);
    for (const url of [
      '/api/accounting/payments?to=2024-13-45',
      '/api/accounting/payments/export?to=2024-13-45',
      '/api/accounting/payments?from=2024-01-01T25:00',
      '/api/accounting/payments?from=2024-02-30',
    ]) {
      const res = await call('GET', url, accountant);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^Gönderilen bilgiler geçersiz: (Başlangıç|Bitiş) tarihi$/);
    }
    expect((await call('GET', '/api/accounting/payments?from=2024-02-29&to=2024-03-01', accountant)).statusCode).toBe(200);
    expect((await call('GET', '/api/audit?from=2024-13-45', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit?from=1', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/audit?from=2024-01-01', admin)).statusCode).toBe(200);
  });

  it('keeps a user’s avatar to https addresses and our own paths', async () => {
    for (const avatar of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://example.com/a.png', '//evil.example/a.png']) {
      const res = await call('PATCH', '/api/common/user', admin, { user: { avatar } });
      expect(res.statusCode, avatar).toBe(400);
    }
    for (const avatar of ['https://cdn.example.com/a.png', '/avatars/a.png', null])
      expect((await call('PATCH', '/api/common/user', admin, { user: { avatar } })).statusCode).toBe(200);
  });

  it('refuses webhooks to IP literals that reach this machine or private nets, at registration and at send time', async () => {
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const own = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i && !i.internal)
      .map((i) => (i!.family === 'IPv6' ? `[${i!.address.replace(/%.*$/, '')}]` : i!.address));
    for (const url of [
      'https://[::127.0.0.1]/',
      'https://[::ffff:0:7f00:1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[64:ff9b::a9fe:a9fe]/',
      'https://[2002:a9fe:a9fe::]/',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/',
      ...own.map((host) => `https://${host}/hook`),
    ]) {
      const res = await call('POST', '/api/store/webhooks', store, { url, events: ['request.created'] });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 400, code: 'webhook_url_refused' });
    }
    expect(refuseUrl('https://[64:ff9b::808:808]/', false)).toBeNull();

    // A literal stored before these rules is never connected to when it is sent.
    let connections = 0;
    const server = net.createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const port = (server.address() as AddressInfo).port;
      for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]']) {
        const sent = await postWebhook(`https://${host}:${port}/hook`, '{}', {}, { allowLocal: false, timeoutMs: 2000 });
        expect(sent.error).toMatch(/refused/);
      }
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('takes push subscriptions only on the browsers’ push services', async () => {
    const carrier = bearer((await signIn(t.app, 'carrier')).accessToken);
    const keys = createBrowserKeys();
    const subscribe = (endpoint: string) =>
      call('POST', '/api/notification/set-fcm-token', carrier, { fcmToken: JSON.stringify(keys.subscriptionFor(endpoint)) });
    for (const endpoint of [
      'https://169.254.169.254/latest',
      'https://10.0.0.5/x',
      'https://[::1]:6379/x',
      'https://hooks.example.com/x',
      'https://fcm.googleapis.com:6379/x',
    ]) {
      const res = await subscribe(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toContain('Bildirim aboneliği');
    }
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/abc',
    ])
      expect((await subscribe(endpoint)).statusCode, endpoint).toBe(200);
  });

  it('answers the same 404 for a door payment of a request the store may not see, with or without cash on delivery', async () => {
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const res = await call('GET', '/api/requests/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/cash-on-delivery', store);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    const own = await call('POST', '/api/requests', store, { packetCount: 1, readyInMinutes: 10 });
    expect(own.statusCode).toBe(201);
    const mine = await call('GET', `/api/requests/${own.json().id}/cash-on-delivery`, store);
    expect([mine.statusCode, mine.body]).toEqual([200, 'null']);
    await call('POST', `/api/requests/${own.json().id}/cancel`, store);
  });

  it('refuses an Idempotency-Key reused for another request with 409, and still replays a true retry', async () => {
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const key = { ...store, 'idempotency-key': `probe-${Date.now()}` };
    const first = await call('POST', '/api/requests', key, { packetCount: 1, readyInMinutes: 10 });
    expect(first.statusCode).toBe(201);
    const retry = await call('POST', '/api/requests', key, { packetCount: 1, readyInMinutes: 10 });
    expect([retry.statusCode, retry.json().id]).toEqual([200, first.json().id]);
    const other = await call('POST', '/api/requests', key, { packetCount: 3, readyInMinutes: 10 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_key_reused');
    await call('POST', `/api/requests/${first.json().id}/cancel`, store);
  });

  it('runs the sandbox payment provider only on purpose on a public production server, and says so to the office', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://kurye.example.com' };
    expect(() => loadConfig(production)).toThrow(/PAYMENT_PROVIDER=undefined: must be set in production/);
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' }).payments.provider).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'production' }).payments.provider).toBe('sandbox');
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    const runtime = await call('GET', '/api/settings/runtime', admin);
    expect(runtime.json()).toMatchObject({ paymentProvider: 'sandbox' });
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    expect((await call('GET', '/api/settings/runtime', store)).statusCode).toBe(403);
  });

  it('prints an invoice’s buyer block with the longest name and address the forms allow, unbroken ones included', async () => {
    const party = (name: string, address: string) => ({
      name,
      address,
      taxOffice: 'Kadıköy',
      taxNumber: '1234567890',
      phone: '+905321112233',
      email: `${'e'.repeat(60)}@example.com`,
    });
    for (const [name, address] of [
      ['Ş'.repeat(120), 'Moda Cad. No: 1, Kadıköy'],
      ['Köşe Büfe', `Adres ${'Ü'.repeat(294)}`],
      ['İ'.repeat(120), 'Ğ'.repeat(300)],
    ]) {
      const pdf = await renderInvoicePdf({
        number: 'KO-2026-000001',
        issuedAt: new Date('2026-02-01T09:00:00Z'),
        periodFrom: '2026-01-01',
        periodTo: '2026-01-31',
        seller: party('Kurye Ofis A.Ş.', 'Moda Cad. No: 40, Kadıköy / İstanbul'),
        buyer: party(name!, address!),
        packetCount: 3,
        netAmount: 10_000,
        vatPercent: 20,
        vatAmount: 2_000,
        totalAmount: 12_000,
      });
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
      const flat = text.replace(/[\s\u200B]+/g, '');
      expect(text).toContain('ALICI');
      expect(flat).toContain(name!.replace(/\s/g, ''));
      expect(flat).toContain(address!.replace(/\s/g, ''));
    }
  });

  it('signs a store out everywhere when it is deactivated', async () => {
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    const storeId = (await call('GET', `/api/stores?q=${encodeURIComponent(KADIKOY_STORE.name)}`, admin)).json().items[0].id as string;
    expect((await call('GET', '/api/store/account', store)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/stores/${storeId}`, admin, { active: false })).statusCode).toBe(200);
    try {
      expect((await call('GET', '/api/store/account', store)).statusCode).toBe(401);
    } finally {
      expect((await call('PATCH', `/api/stores/${storeId}`, admin, { active: true })).statusCode).toBe(200);
    }
  });

  it('lets a known device sign in with the right password from an address someone else is guessing from', async () => {
    const email = 'muhasebe@kuryeofis.test';
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'Demo.1234' }, remoteAddress: '10.70.0.1' });
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'ko_device')!.value;
    // Thirty wrong passwords from the office's one address, for other accounts.
    for (let i = 0; i < 30; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `nobody${i}@example.com`, password: 'wrong' },
        remoteAddress: '10.70.0.1',
      });
    const stranger = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'Demo.1234' }, remoteAddress: '10.70.0.1' });
    expect(stranger.statusCode).toBe(429);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'Demo.1234' },
      cookies: { ko_device: device },
      remoteAddress: '10.70.0.1',
    });
    expect(owner.statusCode).toBe(200);
    t.clock.advance(16 * 60_000);
  });

  it('answers a body over the 1 MB limit with 413 body_too_large in Turkish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'body_too_large', message: 'Gönderilen içerik çok büyük (en fazla 1 MB).' });
  });
});
