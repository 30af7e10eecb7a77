import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierStates, ledgerPostings, ledgerTransactions, outboxMails } from '../src/db/schema';
import { DEMO_ZONES } from '../src/db/seed/demo-data';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import { polygonProblem } from '../src/modules/zones/polygon';
import { KADIKOY_STORE, recordEvents } from './delivery-helpers';
import { loadReference, type Reference } from './organisation-helpers';
import { squarePolygon } from './square-polygon';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

const square = (lng: number, lat: number) => squarePolygon(lng, lat, 0.01);

describe.each(testDatabaseKinds)('zones, stores, couriers, users and settings on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let accountant: string;
  let chief: string;
  let ref: Reference;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...bearer(token), ...headers }, payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signIn(t.app, 'admin')).accessToken;
    operator = (await signIn(t.app, 'operator')).accessToken;
    accountant = (await signIn(t.app, 'accountant')).accessToken;
    chief = (await signIn(t.app, 'chief')).accessToken;
    ref = await loadReference(t.app, admin, operator);
  });
  afterAll(() => t?.close());

  describe('zones', () => {
    it('the seeded zones are valid polygons', () => {
      for (const zone of DEMO_ZONES) expect({ zone: zone.key, problem: polygonProblem(zone.polygon) }).toEqual({ zone: zone.key, problem: null });
    });

    it('creates, edits and deletes a zone; invalid shapes are refused in Turkish', async () => {
      const created = await call('POST', '/api/zones', admin, { name: 'Test Bölgesi', provinceId: 34, polygon: square(28.5, 41.2) });
      expect(created.statusCode).toBe(201);
      const zone = created.json();
      expect(zone).toMatchObject({
        name: 'Test Bölgesi',
        provinceId: 34,
        provinceName: 'İstanbul',
        active: true,
        stores: [],
        carriers: [],
        operators: [],
        chiefs: [],
      });

      const bowTie = {
        type: 'Polygon',
        coordinates: [
          [
            [29, 41],
            [29.1, 41.1],
            [29.1, 41],
            [29, 41.1],
            [29, 41],
          ],
        ],
      };
      const crossing = await call('POST', '/api/zones', admin, { name: 'Kesişen', provinceId: 34, polygon: bowTie });
      expect(crossing.statusCode).toBe(400);
      expect(crossing.json()).toEqual({ code: 'polygon_self_intersecting', message: 'Bölge çizimi geçersiz: çokgenin kenarları birbirini kesmemelidir.' });
      const twoPoints = await call('POST', '/api/zones', admin, {
        name: 'İki nokta',
        provinceId: 34,
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [29, 41],
              [29.1, 41.1],
              [29, 41],
            ],
          ],
        },
      });
      expect(twoPoints.json()).toEqual({ code: 'polygon_too_few_points', message: 'Bölge çizimi geçersiz: çokgen en az üç farklı noktadan oluşmalıdır.' });
      const open = await call('PATCH', `/api/zones/${zone.id}`, admin, {
        polygon: { type: 'Polygon', coordinates: [square(29, 41).coordinates[0].slice(0, 4)] },
      });
      expect(open.json().code).toBe('polygon_not_closed');
      expect((await call('POST', '/api/zones', admin, { name: 'Kadıköy', provinceId: 34, polygon: square(29, 41) })).json().code).toBe('zone_name_taken');
      expect((await call('POST', '/api/zones', admin, { name: 'Yok', provinceId: 99, polygon: square(29, 41) })).statusCode).toBe(400);

      const edited = await call('PATCH', `/api/zones/${zone.id}`, admin, { name: 'Test Bölgesi 2', active: false, polygon: square(28.6, 41.2) });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ name: 'Test Bölgesi 2', active: false });
      expect(edited.json().polygon.coordinates[0][0]).toEqual([28.6, 41.2]);
      const inactive = (await call('GET', '/api/zones?active=false', admin)).json();
      expect(inactive.items.map((z: { id: string }) => z.id)).toEqual([zone.id]);

      // Zone operators read zones but do not draw them.
      expect((await call('POST', '/api/zones', operator, { name: 'X', provinceId: 34, polygon: square(29, 41) })).statusCode).toBe(403);
      expect((await call('DELETE', `/api/zones/${zone.id}`, operator)).statusCode).toBe(403);

      expect((await call('DELETE', `/api/zones/${zone.id}`, admin)).statusCode).toBe(204);
      expect((await call('GET', `/api/zones/${zone.id}`, admin)).statusCode).toBe(404);
    });

    it('refuses to delete a zone that has stores or couriers', async () => {
      const res = await call('DELETE', `/api/zones/${ref.kadikoyZoneId}`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('zone_in_use');
      expect((await call('GET', `/api/zones/${ref.kadikoyZoneId}`, admin)).statusCode).toBe(200);
    });

    it('zone details list its stores, couriers, operators and chiefs', async () => {
      const zone = (await call('GET', `/api/zones/${ref.kadikoyZoneId}`, operator)).json();
      expect(zone.stores.map((s: { name: string }) => s.name)).toContain(KADIKOY_STORE.name);
      expect(zone.carriers.length).toBeGreaterThan(0);
      expect(zone.carriers.every((c: { status: string }) => ['offline', 'available', 'busy', 'break'].includes(c.status))).toBe(true);
      expect(zone.operators.map((o: { email: string }) => o.email)).toEqual([DEMO_ACCOUNTS.operator.email]);
      expect(zone.chiefs.map((o: { email: string }) => o.email)).toEqual([DEMO_ACCOUNTS.chief.email]);
      expect((await call('GET', `/api/zones/${ref.foreignZoneId}`, operator)).statusCode).toBe(404);
    });
  });

  describe('stores', () => {
    it('lists with balance, filters, sorts and pages', async () => {
      const all = (await call('GET', '/api/stores?size=100', admin)).json();
      expect(all.total).toBeGreaterThan(10);
      expect(all.items.every((s: { balance: number }) => Number.isInteger(s.balance))).toBe(true);
      const demo = all.items.find((s: { name: string }) => s.name === KADIKOY_STORE.name);
      expect(demo).toMatchObject({ zoneName: 'Kadıköy', active: true });
      expect(demo.balance).toBeGreaterThan(0);

      const kadikoy = (await call('GET', `/api/stores?size=100&zoneId=${ref.kadikoyZoneId}`, admin)).json();
      expect(kadikoy.items.length).toBeGreaterThan(0);
      expect(kadikoy.items.every((s: { zoneId: string }) => s.zoneId === ref.kadikoyZoneId)).toBe(true);
      const found = (await call('GET', `/api/stores?q=${encodeURIComponent(KADIKOY_STORE.name.slice(0, 6))}`, admin)).json();
      expect(found.items.map((s: { name: string }) => s.name)).toContain(KADIKOY_STORE.name);
      const byPhone = (await call('GET', `/api/stores?q=${encodeURIComponent(KADIKOY_STORE.phone.slice(-7))}`, admin)).json();
      expect(byPhone.items.map((s: { name: string }) => s.name)).toContain(KADIKOY_STORE.name);

      const names = all.items.map((s: { name: string }) => s.name);
      const desc = (await call('GET', '/api/stores?size=100&sort=-name', admin)).json().items.map((s: { name: string }) => s.name);
      expect(desc).toEqual([...names].reverse());
      const p1 = (await call('GET', '/api/stores?size=3&page=1', admin)).json();
      const p2 = (await call('GET', '/api/stores?size=3&page=2', admin)).json();
      expect([...p1.items, ...p2.items].map((s: { name: string }) => s.name)).toEqual(names.slice(0, 6));
      expect(p1).toMatchObject({ page: 1, size: 3, total: all.total });

      const mine = (await call('GET', '/api/stores?size=100', operator)).json();
      expect(mine.total).toBeLessThan(all.total);
      expect(mine.items.every((s: { zoneId: string }) => ref.operatorZoneIds.includes(s.zoneId))).toBe(true);
      expect((await call('GET', '/api/stores', (await signIn(t.app, 'store')).accessToken)).statusCode).toBe(403);
    });

    it('details: profile, location, zone, balance, recent ledger and requests; another zone answers 404', async () => {
      const all = (await call('GET', '/api/stores?size=100', admin)).json();
      const demo = all.items.find((s: { name: string }) => s.name === KADIKOY_STORE.name);
      const res = await call('GET', `/api/stores/${demo.id}`, operator);
      expect(res.statusCode).toBe(200);
      const store = res.json();
      expect(store).toMatchObject({
        name: KADIKOY_STORE.name,
        zoneId: ref.kadikoyZoneId,
        latitude: KADIKOY_STORE.latitude,
        longitude: KADIKOY_STORE.longitude,
        balance: demo.balance,
        email: DEMO_ACCOUNTS.store.email,
      });
      expect(store.recentLedger[0]).toMatchObject({ kind: 'opening_credit', description: 'Açılış bakiyesi' });
      expect(Array.isArray(store.recentRequests)).toBe(true);
      const foreign = all.items.find((s: { zoneId: string }) => !ref.operatorZoneIds.includes(s.zoneId));
      const hidden = await call('GET', `/api/stores/${foreign.id}`, operator);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().code).toBe('not_found');
      expect((await call('PATCH', `/api/stores/${foreign.id}`, operator, { name: 'Başkası' })).statusCode).toBe(404);
      expect((await call('GET', '/api/stores/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(404);
    });

    it('edits a store; an operator cannot move it to a zone that is not theirs', async () => {
      const [store] = (await call('GET', `/api/stores?zoneId=${ref.kadikoyZoneId}&sort=-name&size=1`, operator)).json().items;
      const res = await call('PATCH', `/api/stores/${store.id}`, operator, { name: 'Yeni Ad Lokantası', phone: '0 532 111 22 33', active: false });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Yeni Ad Lokantası', phone: '+905321112233', active: false });
      expect((await call('GET', `/api/stores?active=false`, operator)).json().items.map((s: { id: string }) => s.id)).toContain(store.id);
      const move = await call('PATCH', `/api/stores/${store.id}`, operator, { zoneId: ref.foreignZoneId });
      expect(move.statusCode).toBe(400);
      expect((await call('PATCH', `/api/stores/${store.id}`, operator, { phone: 'yok' })).statusCode).toBe(400);
      expect((await call('PATCH', `/api/stores/${store.id}`, operator, { active: true })).json().active).toBe(true);
    });

    it('a manual credit is idempotent and balanced in the ledger; only Admin and Accountant may post it', async () => {
      const [store] = (await call('GET', `/api/stores?zoneId=${ref.kadikoyZoneId}&size=1`, admin)).json().items;
      const before = store.balance as number;
      const url = `/api/stores/${store.id}/credit`;
      const body = { amount: 250_00, reason: 'Kampanya iadesi' };

      const noKey = await call('POST', url, accountant, body);
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().code).toBe('idempotency_key_required');

      const first = await call('POST', url, accountant, body, { 'idempotency-key': 'credit-1' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ balance: before + 250_00, replayed: false });
      const [again, concurrent] = await Promise.all([
        call('POST', url, accountant, body, { 'idempotency-key': 'credit-1' }),
        call('POST', url, admin, body, { 'idempotency-key': 'credit-1' }),
      ]);
      for (const r of [again, concurrent]) {
        expect(r.statusCode).toBe(200);
        expect(r.json()).toEqual({ transactionId: first.json().transactionId, balance: before + 250_00, replayed: true });
      }
      const reused = await call('POST', url, accountant, { ...body, amount: 1 }, { 'idempotency-key': 'credit-1' });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().code).toBe('idempotency_key_reused');

      const debit = await call('POST', url, admin, { amount: -100_00, reason: 'Hatalı yükleme düzeltmesi' }, { 'idempotency-key': 'debit-1' });
      expect(debit.json().balance).toBe(before + 150_00);
      expect((await call('GET', `/api/stores/${store.id}`, admin)).json().balance).toBe(before + 150_00);

      const db = t.database.db;
      const manual = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.kind, 'manual_credit'));
      expect(manual).toHaveLength(2);
      for (const tx of manual) {
        const [{ sum, n }] = await db
          .select({ sum: sql<string>`sum(${ledgerPostings.amount})`, n: sql<number>`count(*)::int` })
          .from(ledgerPostings)
          .where(eq(ledgerPostings.transactionId, tx.id));
        expect({ sum: Number(sum), n }).toEqual({ sum: 0, n: 2 });
      }

      for (const bad of [
        { amount: 0, reason: 'Sıfır tutar' },
        { amount: 1.5, reason: 'Kesirli' },
        { amount: 100, reason: 'x' },
      ]) {
        expect((await call('POST', url, admin, bad, { 'idempotency-key': `bad-${bad.reason}` })).statusCode).toBe(400);
      }
      expect((await call('POST', url, operator, body, { 'idempotency-key': 'op-1' })).statusCode).toBe(403);
      expect((await call('POST', url, chief, body, { 'idempotency-key': 'chief-1' })).statusCode).toBe(403);
    });
  });

  describe('couriers', () => {
    it('lists with state, filters and pages; another zone answers 404', async () => {
      const all = (await call('GET', '/api/carriers?size=100', admin)).json();
      expect(all.total).toBeGreaterThan(10);
      expect(all.items[0]).toHaveProperty('status');
      const jokers = (await call('GET', '/api/carriers?size=100&isJoker=true', admin)).json();
      expect(jokers.items.length).toBeGreaterThan(0);
      expect(jokers.items.every((c: { isJoker: boolean }) => c.isJoker)).toBe(true);
      const typed = (await call('GET', `/api/carriers?size=100&carrierTypeId=${ref.carrierTypeId}`, admin)).json();
      expect(typed.items.every((c: { carrierTypeId: string }) => c.carrierTypeId === ref.carrierTypeId)).toBe(true);
      const demoCarrier = all.items.find((c: { email: string }) => c.email === DEMO_ACCOUNTS.carrier.email);
      const demo = (await call('GET', `/api/carriers?q=${encodeURIComponent(demoCarrier.name)}`, admin)).json();
      expect(demo.items.map((c: { email: string }) => c.email)).toContain(DEMO_ACCOUNTS.carrier.email);
      expect(demo.items.every((c: { name: string }) => c.name.includes(demoCarrier.name))).toBe(true);
      const p1 = (await call('GET', '/api/carriers?size=5&page=2&sort=-name', admin)).json();
      const allDesc = (await call('GET', '/api/carriers?size=100&sort=-name', admin)).json();
      expect(p1.items.map((c: { id: string }) => c.id)).toEqual(allDesc.items.slice(5, 10).map((c: { id: string }) => c.id));

      const mine = (await call('GET', '/api/carriers?size=100', chief)).json();
      expect(mine.items.every((c: { zoneId: string }) => ref.operatorZoneIds.includes(c.zoneId))).toBe(true);
      const foreign = all.items.find((c: { zoneId: string }) => !ref.operatorZoneIds.includes(c.zoneId));
      expect((await call('GET', `/api/carriers/${foreign.id}`, operator)).statusCode).toBe(404);
      expect((await call('PATCH', `/api/carriers/${foreign.id}`, operator, { isJoker: true })).statusCode).toBe(404);
      expect((await call('PATCH', `/api/carriers/${foreign.id}`, chief, { isJoker: true })).statusCode).toBe(403);
    });

    it('details show type, zone, state, today and last position', async () => {
      const courier = await signIn(t.app, 'carrier');
      const h = bearer(courier.accessToken);
      await t.app.inject({ method: 'POST', url: '/api/carrier/status', headers: h, payload: { status: 'available' } });
      await t.app.inject({ method: 'POST', url: '/api/carrier/location', headers: h, payload: { latitude: 40.99, longitude: 29.03 } });
      const { carrierId } = (await t.app.inject({ method: 'GET', url: '/api/carrier/me', headers: h })).json();
      const detail = (await call('GET', `/api/carriers/${carrierId}`, operator)).json();
      expect(detail).toMatchObject({
        id: carrierId,
        email: DEMO_ACCOUNTS.carrier.email,
        zoneId: ref.kadikoyZoneId,
        status: 'available',
        today: { deliveries: 0, earnings: 0, requests: 0 },
      });
      expect(detail.lastPosition).toMatchObject({ latitude: 40.99, longitude: 29.03 });
      expect(detail.carrierTypeName).toBeTruthy();
    });

    it('suspending a courier signs them out, keeps them out of dispatch and refuses sign-in; reactivating lets them back', async () => {
      const courier = await signIn(t.app, 'carrier');
      const h = bearer(courier.accessToken);
      await t.app.inject({ method: 'POST', url: '/api/carrier/status', headers: h, payload: { status: 'available' } });
      const { carrierId } = (await t.app.inject({ method: 'GET', url: '/api/carrier/me', headers: h })).json();
      expect(t.app.services.index.get(carrierId)?.status).toBe('available');
      const events = recordEvents(t);

      const res = await call('PATCH', `/api/carriers/${carrierId}`, operator, { active: false });
      events.stop();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ active: false, status: 'offline' });
      expect(t.app.services.index.get(carrierId)?.status).toBe('offline');
      const [state] = await t.database.db.select().from(carrierStates).where(eq(carrierStates.carrierId, carrierId));
      expect(state.status).toBe('offline');
      expect(events.of('internal.courier')).toEqual([{ type: 'internal.courier', data: { carrierId, status: 'offline' }, audiences: ['internal'] }]);
      expect(events.of('internal.session_revoked').length).toBeGreaterThan(0);

      expect((await t.app.inject({ method: 'GET', url: '/api/carrier/me', headers: h })).statusCode).toBe(401);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: DEMO_ACCOUNTS.carrier.email, password: DEMO_PASSWORD },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'account_suspended', message: 'Kurye hesabınız askıya alındı. Lütfen bölge operatörünüze başvurun.' });
      expect((await call('GET', '/api/carriers?active=false', operator)).json().items.map((c: { id: string }) => c.id)).toEqual([carrierId]);

      expect((await call('PATCH', `/api/carriers/${carrierId}`, operator, { active: true })).json().active).toBe(true);
      const back = await signIn(t.app, 'carrier');
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/carrier/status', headers: bearer(back.accessToken), payload: { status: 'available' } })).statusCode,
      ).toBe(200);
    });

    it('moves a courier to another zone and makes them joker; the dispatch index follows', async () => {
      const [c] = (await call('GET', `/api/carriers?zoneId=${ref.kadikoyZoneId}&isJoker=false&size=1&sort=-name`, admin)).json().items;
      const uskudar = ref.zones.find((z) => z.name === 'Üsküdar')!.id;
      const res = await call('PATCH', `/api/carriers/${c.id}`, operator, { zoneId: uskudar, isJoker: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ zoneId: uskudar, zoneName: 'Üsküdar', isJoker: true });
      expect(t.app.services.index.get(c.id)).toMatchObject({ zoneId: uskudar, isJoker: true });
      expect((await call('PATCH', `/api/carriers/${c.id}`, operator, { zoneId: ref.foreignZoneId })).statusCode).toBe(400);
      expect((await call('PATCH', `/api/carriers/${c.id}`, operator, { carrierTypeId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(400);
    });
  });

  describe('users', () => {
    it('creates a staff user with roles and zones, who sets a password from the mailed link', async () => {
      const email = 'yeni.operator@kuryeofis.test';
      const res = await call('POST', '/api/users', admin, { email, name: 'Yeni Operatör', roles: ['ZoneOperator'], zoneIds: [ref.foreignZoneId] });
      expect(res.statusCode).toBe(201);
      const user = res.json();
      expect(user).toMatchObject({ email, roles: ['ZoneOperator'], zoneIds: [ref.foreignZoneId], active: true });
      expect((await call('POST', '/api/users', admin, { email, name: 'İkinci', roles: ['Accountant'] })).json().code).toBe('email_taken');
      expect((await call('POST', '/api/users', admin, { email: 'x@kuryeofis.test', name: 'Mağaza', roles: ['Store'] })).statusCode).toBe(400);
      expect((await call('POST', '/api/users', operator, { email: 'y@kuryeofis.test', name: 'Yetkisiz', roles: ['Accountant'] })).statusCode).toBe(403);

      const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email));
      const token = /token=([\w-]+)/.exec(mail.text)![1];
      await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Operator.123' } });
      const session = await signIn(t.app, { email, password: 'Operator.123' });
      expect(session.user.zoneIds).toEqual([ref.foreignZoneId]);
      const zones = (await call('GET', '/api/zones', session.accessToken)).json();
      expect(zones.items.map((z: { id: string }) => z.id)).toEqual([ref.foreignZoneId]);

      // Edit zones and roles: felt on the next request. Deactivate: signed out.
      const edited = await call('PATCH', `/api/users/${user.id}`, admin, {
        zoneIds: [ref.kadikoyZoneId, ref.foreignZoneId],
        roles: ['ZoneOperator', 'Accountant'],
      });
      expect(edited.json()).toMatchObject({ roles: ['ZoneOperator', 'Accountant'] });
      expect(edited.json().zoneIds.sort()).toEqual([ref.kadikoyZoneId, ref.foreignZoneId].sort());
      expect((await call('GET', '/api/stores?size=1', session.accessToken)).statusCode).toBe(200);
      const filtered = (await call('GET', '/api/users?role=Accountant&size=100', admin)).json();
      expect(filtered.items.map((u: { email: string }) => u.email).sort()).toEqual([DEMO_ACCOUNTS.accountant.email, email].sort());
      expect((await call('GET', `/api/users?zoneId=${ref.foreignZoneId}`, admin)).json().items.map((u: { email: string }) => u.email)).toEqual([email]);

      expect((await call('PATCH', `/api/users/${user.id}`, admin, { active: false })).json().active).toBe(false);
      expect((await call('GET', '/api/zones', session.accessToken)).statusCode).toBe(401);
      expect((await call('GET', '/api/users?active=false', admin)).json().items.map((u: { email: string }) => u.email)).toEqual([email]);
      expect((await call('POST', `/api/users/${user.id}/reset-link`, admin)).json().code).toBe('account_inactive');
      await call('PATCH', `/api/users/${user.id}`, admin, { active: true });
      expect((await call('POST', `/api/users/${user.id}/reset-link`, admin)).json()).toEqual({ sent: true });
      expect(await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email))).toHaveLength(2);
    });

    it('an Admin cannot lock themselves out', async () => {
      const me = (await call('GET', '/api/common/user', admin)).json();
      expect((await call('PATCH', `/api/users/${me.id}`, admin, { active: false })).json().code).toBe('self_lockout');
      expect((await call('PATCH', `/api/users/${me.id}`, admin, { roles: ['Accountant'] })).json().code).toBe('self_lockout');
      expect((await call('GET', `/api/users/${me.id}`, admin)).json()).toMatchObject({ active: true, roles: ['Admin'] });
    });
  });

  describe('settings', () => {
    it('reads, patches (deep partial) and takes effect without a restart; bad values are refused', async () => {
      const before = (await call('GET', '/api/settings', admin)).json();
      expect(before.dispatch.stageTimeoutSeconds).toBe(30);
      const events = recordEvents(t);
      const res = await call('PATCH', '/api/settings', admin, {
        dispatch: { stageTimeoutSeconds: 45 },
        map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' },
        session: { idleLockMinutes: 10 },
      });
      events.stop();
      expect(res.statusCode).toBe(200);
      expect(res.json().dispatch).toEqual({ ...before.dispatch, stageTimeoutSeconds: 45 });
      expect(res.json().pricing).toEqual(before.pricing);
      expect(events.of('internal.settings_changed')).toHaveLength(1);
      expect((await t.app.services.settings.get()).dispatch.stageTimeoutSeconds).toBe(45);
      const pub = (await call('GET', '/api/settings/public', (await signIn(t.app, 'store')).accessToken)).json();
      expect(pub).toEqual({
        map: { ...before.map, tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' },
        pollingIntervalsMs: before.pollingIntervalsMs,
        sounds: before.sounds,
        session: { idleLockMinutes: 10 },
        estimatedFeePerPacket: expect.any(Number),
      });
      expect(before.session).toEqual({ idleLockMinutes: 30 });

      const bad = await call('PATCH', '/api/settings', admin, { dispatch: { stageTimeoutSeconds: 5 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Gönderilen bilgiler geçersiz: Aşama süresi (saniye)');
      const tooLong = await call('PATCH', '/api/settings', admin, { session: { idleLockMinutes: 481 } });
      expect(tooLong.json().message).toBe('Gönderilen bilgiler geçersiz: Ekran kilidi (dakika)');
      expect((await call('GET', '/api/settings', admin)).json().dispatch.stageTimeoutSeconds).toBe(45);
      expect((await call('PATCH', '/api/settings', operator, { autoApproveMinutes: 3 })).statusCode).toBe(403);
      expect((await call('GET', '/api/settings', accountant)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/settings/public' })).statusCode).toBe(401);
    });
  });

  it('every new route is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/zones/{id}',
        '/api/stores',
        '/api/stores/{id}',
        '/api/stores/{id}/credit',
        '/api/carriers',
        '/api/carriers/{id}',
        '/api/applications/carrier',
        '/api/applications/store',
        '/api/applications',
        '/api/applications/{id}/approve',
        '/api/applications/{id}/reject',
        '/api/users/{id}',
        '/api/settings',
        '/api/audit',
      ]),
    );
  });
});
