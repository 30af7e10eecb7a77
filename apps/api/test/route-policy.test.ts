import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicRoute } from '../src/plugins/policy';
import { bearer, createTestApp, signIn, testDatabaseKinds, type DemoAccount, type TestApp } from './test-app';

describe('every API route declares a policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      beforeReady(app) {
        // A route that forgets its policy must be caught by the check below and refused at run time.
        app.get('/api/test/no-policy', () => ({ leaked: true }));
      },
    });
  });
  afterAll(() => t?.close());

  it('finds the route without a policy, and nothing else', () => {
    const missing = t.app.registeredRoutes.filter((r) => !r.policy).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual(['GET /api/test/no-policy']);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(15);
  });

  it('refuses to run a route without a policy (fail closed)', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/test/no-policy', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('leaked');
  });
});

/** Which demo accounts may call each guarded route (all others: 403, guests: 401). */
const MATRIX: { url: string; allowed: DemoAccount[] }[] = [
  { url: '/api/users', allowed: ['admin'] },
  { url: '/api/roles', allowed: ['admin'] },
  { url: '/api/mail/outbox', allowed: ['admin'] },
  { url: '/api/zones', allowed: ['admin', 'operator', 'chief', 'accountant'] },
  { url: '/api/common/user', allowed: ['admin', 'operator', 'chief', 'accountant', 'store', 'carrier'] },
  { url: '/api/common/navigation', allowed: ['admin', 'operator', 'chief', 'accountant', 'store', 'carrier'] },
  { url: '/api/accounting/carrier-balances', allowed: ['admin', 'accountant'] },
  { url: '/api/accounting/payment-groups', allowed: ['admin', 'accountant'] },
  { url: '/api/accounting/payment-requests', allowed: ['admin', 'accountant'] },
  { url: '/api/accounting/payments', allowed: ['admin', 'accountant'] },
  { url: '/api/accounting/payments/export', allowed: ['admin', 'accountant'] },
  { url: '/api/accounting/cash', allowed: ['admin', 'accountant'] },
  { url: '/api/accounting/store-payables', allowed: ['admin', 'accountant'] },
  { url: '/api/carrier/payout', allowed: ['carrier'] },
  // Field operations (zone-scoped: each answers only the caller's zones).
  { url: '/api/emergencies', allowed: ['admin', 'operator', 'chief'] },
  { url: '/api/emergencies?status=open', allowed: ['admin', 'operator', 'chief'] },
  { url: '/api/packet-update-requests', allowed: ['admin', 'operator'] },
  { url: '/api/PacketUpdateRequest/GetNotSeenCount', allowed: ['admin', 'operator'] },
  { url: '/api/joker-stations', allowed: ['admin', 'operator'] },
  { url: '/api/store/packet-update-requests', allowed: ['store'] },
  { url: '/api/store/top-up-options', allowed: ['store'] },
  { url: '/api/store/payments', allowed: ['store'] },
  { url: '/api/store/usage', allowed: ['store'] },
  { url: '/api/store/usage/export', allowed: ['store'] },
  { url: '/api/store/invoice-requests', allowed: ['store'] },
  { url: '/api/accounting/invoice-requests', allowed: ['admin', 'accountant'] },
  { url: '/api/store/api-keys', allowed: ['store'] },
  { url: '/api/store/webhooks', allowed: ['store'] },
  { url: '/api/admin/api-keys', allowed: ['admin'] },
  { url: '/api/reports/carrier-backlogs', allowed: ['admin', 'operator', 'chief', 'accountant'] },
  { url: '/api/reports/store-summary', allowed: ['admin', 'operator', 'chief', 'accountant'] },
  { url: '/api/reports/profit-by-date', allowed: ['admin'] },
  { url: '/api/reports/profit-by-date-and-province', allowed: ['admin'] },
  { url: '/api/reports/store-usage/own', allowed: ['store'] },
  { url: '/api/announcements', allowed: ['admin'] },
  { url: '/api/Announcement/GetByStore', allowed: ['store'] },
  { url: '/api/Announcement/GetUnreadCount', allowed: ['store'] },
];
const ACCOUNTS: DemoAccount[] = ['admin', 'operator', 'chief', 'accountant', 'store', 'carrier'];

describe.each(testDatabaseKinds)('roles against routes on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<DemoAccount, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const account of ACCOUNTS) tokens[account] = (await signIn(t.app, account)).accessToken;
  });
  afterAll(() => t?.close());

  it.each(MATRIX)('$url', async ({ url, allowed }) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const account of ACCOUNTS) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[account]) });
      expect({ account, status: res.statusCode }).toEqual({ account, status: allowed.includes(account) ? 200 : 403 });
      if (res.statusCode === 403) expect(res.json()).toEqual({ code: 'forbidden', message: 'Bu işlem için yetkiniz yok.' });
    }
  });

  it('field operations calls declare their claim and zone scope', () => {
    const policyOf = (method: string, url: string) => t.app.registeredRoutes.find((r) => r.method === method && r.url === url)?.policy;
    const expected: [string, string, string][] = [
      ['POST', '/api/carrier/emergency', 'courier.work'],
      ['GET', '/api/emergencies', 'emergencies.read'],
      ['POST', '/api/emergencies/:id/acknowledge', 'emergencies.manage'],
      ['POST', '/api/emergencies/:id/resolve', 'emergencies.manage'],
      ['POST', '/api/packet-update-requests', 'requests.own'],
      ['GET', '/api/store/packet-update-requests', 'requests.own'],
      ['GET', '/api/packet-update-requests', 'store-requests.read'],
      ['POST', '/api/packet-update-requests/mark-seen', 'store-requests.read'],
      ['POST', '/api/packet-update-requests/:id/resolve', 'store-requests.resolve'],
      ['GET', '/api/PacketUpdateRequest/GetNotSeenCount', 'store-requests.read'],
      ['GET', '/api/joker-stations', 'joker-stations.read'],
      ['POST', '/api/joker-stations', 'joker-stations.write'],
      ['PATCH', '/api/joker-stations/:id', 'joker-stations.write'],
      ['DELETE', '/api/joker-stations/:id', 'joker-stations.write'],
      ['POST', '/api/joker-stations/:id/jokers', 'joker-stations.write'],
      ['DELETE', '/api/joker-stations/:id/jokers/:carrierId', 'joker-stations.write'],
    ];
    for (const [method, url, claim] of expected) {
      expect({ method, url, policy: policyOf(method, url) }).toEqual({ method, url, policy: expect.objectContaining({ access: 'claim', claim }) });
    }
  });

  it('public routes answer guests', async () => {
    for (const url of [
      '/api/health',
      '/api/geo/provinces',
      '/api/geo/provinces/34/districts',
      '/api/geo/provinces/34/zones',
      '/api/carrier-types',
      '/api/privacy/retention',
      '/api/openapi.json',
    ]) {
      expect({ url, status: (await t.app.inject({ method: 'GET', url })).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('lists a province’s active zones publicly', async () => {
    const istanbul = (await t.app.inject({ method: 'GET', url: '/api/geo/provinces/34/zones' })).json();
    expect(istanbul.map((z: { name: string }) => z.name)).toContain('Kadıköy');
    expect((await t.app.inject({ method: 'GET', url: '/api/geo/provinces/6/zones' })).json()).toEqual([]);
  });

  it('a zone operator sees only their zones; another zone answers 404', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/zones?size=100', headers: bearer(tokens.admin) })).json();
    const mine = (await t.app.inject({ method: 'GET', url: '/api/zones?size=100', headers: bearer(tokens.operator) })).json();
    const operator = (await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(tokens.operator) })).json();
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(mine.total).toBe(2);
    expect(mine.items.map((z: { id: string }) => z.id).sort()).toEqual([...operator.zoneIds].sort());
    const foreign = all.items.find((z: { id: string }) => !operator.zoneIds.includes(z.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/zones/${foreign.id}`, headers: bearer(tokens.operator) });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect((await t.app.inject({ method: 'GET', url: `/api/zones/${mine.items[0].id}`, headers: bearer(tokens.operator) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/zones/${foreign.id}`, headers: bearer(tokens.admin) })).statusCode).toBe(200);
  });

  it('lists page, sort and search', async () => {
    const page1 = (await t.app.inject({ method: 'GET', url: '/api/zones?size=2&page=1&sort=-name', headers: bearer(tokens.admin) })).json();
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/zones?size=2&page=2&sort=-name', headers: bearer(tokens.admin) })).json();
    expect(page1.items).toHaveLength(2);
    const names = (sort: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/zones?size=100&sort=${sort}`, headers: bearer(tokens.admin) })
        .then((r) => r.json().items.map((z: { name: string }) => z.name));
    const ascending = await names('name');
    expect(await names('-name')).toEqual([...ascending].reverse());
    expect([...page1.items, ...page2.items].map((z: { name: string }) => z.name)).toEqual([...ascending].reverse().slice(0, 4));
    const found = (await t.app.inject({ method: 'GET', url: '/api/zones?q=kad', headers: bearer(tokens.admin) })).json();
    expect(found.items.map((z: { name: string }) => z.name)).toEqual(['Kadıköy']);
    const bad = await t.app.inject({ method: 'GET', url: '/api/zones?size=1000', headers: bearer(tokens.admin) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      beforeReady(app) {
        app.get('/api/test/boom', { config: publicRoute }, () => {
          throw new Error('secret connection string postgres://user:pw@db');
        });
        app.get('/api/test/typed', { config: publicRoute, schema: { querystring: z.object({ n: z.coerce.number() }) } }, () => ({}));
      },
    });
  });
  afterAll(() => t?.close());

  it('masks 5xx', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'internal_error', message: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.' });
  });

  it('answers unknown API paths and malformed JSON with { code, message }', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(Object.keys(missing.json()).sort()).toEqual(['code', 'message']);
    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json()).sort()).toEqual(['code', 'message']);
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/common/navigation', '/api/zones']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('the role → claims matrix', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('an Admin changes a role’s claims and the holders feel it on their next request', async () => {
    const admin = (await signIn(t.app, 'admin')).accessToken;
    const chief = (await signIn(t.app, 'chief')).accessToken;
    const menuLinks = async () => JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/common/navigation', headers: bearer(chief) })).json().default);
    expect(await menuLinks()).toContain('/chief/live-map');
    const roles = (await t.app.inject({ method: 'GET', url: '/api/roles', headers: bearer(admin) })).json();
    const chiefClaims: string[] = roles.find((r: { code: string }) => r.code === 'ChiefCarrier').claims;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/roles/ChiefCarrier/claims',
      headers: bearer(admin),
      payload: { claims: chiefClaims.filter((c) => c !== 'LiveMapNavigationPermission') },
    });
    expect(res.statusCode).toBe(200);
    expect(await menuLinks()).not.toContain('/chief/live-map');
    const audit = (await t.app.inject({ method: 'GET', url: '/api/audit?entity=role_claims', headers: bearer(admin) })).json();
    expect(audit.items[0]).toMatchObject({ entity: 'role_claims', entityId: 'ChiefCarrier', action: 'update' });
    expect((await t.app.inject({ method: 'GET', url: '/api/zones', headers: bearer(chief) })).statusCode).toBe(200);

    const unknown = await t.app.inject({ method: 'PUT', url: '/api/roles/ChiefCarrier/claims', headers: bearer(admin), payload: { claims: ['everything'] } });
    expect(unknown.statusCode).toBe(400);
    const lockout = await t.app.inject({ method: 'PUT', url: '/api/roles/Admin/claims', headers: bearer(admin), payload: { claims: [] } });
    expect(lockout.json().code).toBe('admin_lockout');
    expect((await t.app.inject({ method: 'PUT', url: '/api/roles/Admin/claims', headers: bearer(chief), payload: { claims: [] } })).statusCode).toBe(403);
  });
});
