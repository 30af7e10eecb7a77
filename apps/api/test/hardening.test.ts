import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import { DEMO_STORES } from '../src/db/seed/demo-data';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

/** Defects found by probing the running server (issue 12), each kept as a test. */
describe.each(testDatabaseKinds)('hardening on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('someone guessing passwords locks the address for others, not for its owner’s known device', async () => {
    const email = DEMO_ACCOUNTS.accountant.email;
    // The owner signed in on this browser before: it carries the device mark.
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: DEMO_PASSWORD }, remoteAddress: '10.50.0.1' });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === 'ko_device');
    expect(cookie?.httpOnly).toBe(true);

    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: `guess-${i}` }, remoteAddress: `10.60.0.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const attacker = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: DEMO_PASSWORD }, remoteAddress: '10.60.0.99' });
    expect(attacker.statusCode).toBe(429);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    expect(attacker.json().code).toBe('too_many_attempts');

    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: DEMO_PASSWORD },
      cookies: { ko_device: cookie!.value },
      remoteAddress: '10.50.0.1',
    });
    expect(owner.statusCode).toBe(200);
    // A forged mark is no mark.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: DEMO_PASSWORD },
      cookies: { ko_device: 'x'.repeat(43) },
      remoteAddress: '10.50.0.2',
    });
    expect(forged.statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
  });

  it('ignores X-Forwarded-For unless a proxy is configured, so the per-address limit cannot be dodged', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `nobody-${i}@example.com`, password: 'wrong' },
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: '10.70.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 401)).toBe(true);
    expect(codes[30]).toBe(429);
    t.clock.advance(16 * 60_000);
  });

  it('answers a 5,000-character id and a NUL character with a Turkish { code, message }', async () => {
    const admin = bearer((await signIn(t.app, 'admin')).accessToken);
    const long = await t.app.inject({ method: 'GET', url: `/api/stores/${'a'.repeat(5000)}`, headers: admin });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 'address_too_long', message: 'İstenen adres çok uzun.' });

    const nulQuery = await t.app.inject({ method: 'GET', url: '/api/stores?q=a%00b', headers: admin });
    expect(nulQuery.statusCode).toBe(400);
    expect(nulQuery.json()).toEqual({ code: 'validation_error', message: 'Gönderilen bilgiler geçersiz: Sorgu parametreleri' });

    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: {
        name: 'Ay\u0000şe',
        surname: 'Yılmaz',
        storeName: 'Köşe',
        email: 'nul@example.com',
        phone: '+905321112233',
        password: 'Demo.1234',
        agreements: true,
      },
      remoteAddress: '10.80.0.1',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({ code: 'validation_error', message: 'Gönderilen bilgiler geçersiz: Ad' });
  });

  it('shows couriers’ phones on the live map only to roles with personal.read', async () => {
    const chief = bearer((await signIn(t.app, 'chief')).accessToken);
    const operator = bearer((await signIn(t.app, 'operator')).accessToken);
    const chiefView = (await t.app.inject({ method: 'GET', url: '/api/live/couriers', headers: chief })).json() as { phone: string }[];
    const operatorView = (await t.app.inject({ method: 'GET', url: '/api/live/couriers', headers: operator })).json() as { phone: string }[];
    expect(chiefView.length).toBeGreaterThan(0);
    expect(chiefView.every((c) => c.phone.includes('*'))).toBe(true);
    expect(operatorView.some((c) => /^\+?\d{10,}$/.test(c.phone.replaceAll(' ', '')))).toBe(true);
    const snapshot = (await t.app.inject({ method: 'GET', url: '/api/live/snapshot', headers: chief })).json() as { couriers: { phone: string }[] };
    expect(snapshot.couriers.every((c) => c.phone.includes('*'))).toBe(true);
  });

  it('refuses a manual debit below the available credit unless an Admin confirms the overdraft, audited', async () => {
    const admin = bearer((await signIn(t.app, 'admin')).accessToken);
    const accountant = bearer((await signIn(t.app, 'accountant')).accessToken);
    const store = DEMO_STORES[3];
    const stores = (await t.app.inject({ method: 'GET', url: `/api/stores?q=${encodeURIComponent(store.name)}`, headers: admin })).json();
    const { id, balance } = stores.items[0] as { id: string; balance: number };
    const debit = { amount: -(balance + 50_000_000), reason: 'Deneme borç kaydı' };
    const post = (headers: Record<string, string>, body: object, key: string) =>
      t.app.inject({ method: 'POST', url: `/api/stores/${id}/credit`, headers: { ...headers, 'idempotency-key': key }, payload: body });

    const refused = await post(accountant, debit, 'floor-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('debit_exceeds_available');
    expect((await post(accountant, { ...debit, overdraft: true }, 'floor-2')).statusCode).toBe(403);
    const confirmed = await post(admin, { ...debit, overdraft: true }, 'floor-3');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().balance).toBe(-50_000_000);
    // Within the available credit needs no confirmation.
    expect((await post(accountant, { amount: 60_000_000, reason: 'Geri yükleme' }, 'floor-4')).statusCode).toBe(200);
    expect((await post(accountant, { amount: -1_000, reason: 'Küçük düzeltme' }, 'floor-5')).statusCode).toBe(200);

    const audit = (await t.app.inject({ method: 'GET', url: `/api/audit?entity=store&entityId=${id}`, headers: admin })).json();
    const entries = (audit.items ?? audit) as { after?: { overdraft?: boolean } }[];
    expect(entries.some((e) => e.after?.overdraft === true)).toBe(true);
  });

  it('limits the page’s connections to our own origin and the tile host, and lets an API answer load nothing', async () => {
    // The page (any document) carries the app's CSP; an API answer its own, which allows nothing at all.
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    const connectSrc = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/admin/live-map' });
      return String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('connect-src'))!;
    };
    // Offline maps by default: our own origin only.
    expect(await connectSrc()).not.toMatch(/ (ws|wss|https):( |$)|openstreetmap/);
    const admin = bearer((await signIn(t.app, 'admin')).accessToken);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: admin,
      payload: { map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' } },
    });
    expect(patched.statusCode).toBe(200);
    const connect = await connectSrc();
    expect(connect).toContain("'self'");
    expect(connect).toContain('https://tile.openstreetmap.org');
    expect(connect).not.toMatch(/ (ws|wss|https):( |$)/);
  });
});
