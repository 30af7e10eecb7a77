import { eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessService, type AccessService } from '../src/access/access.service';
import { RESOURCE_KINDS, type ResourceKind } from '../src/access/access.types';
import { canSeeZone, visibleZoneIds } from '../src/access/zone-where';
import { zoneWhere } from '../src/access/zone-where.repository';
import { applications, offers, outboxMails, zones } from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo-seed';
import { DEMO_STORES } from '../src/db/seed/demo-data';
import type { AuthContext } from '../src/access/auth-context';
import { KADIKOY_STORE, eastOf, onlineCourier, signInEmail, zoneCarriers } from './delivery-helpers';
import { carrierForm, loadReference, type Reference } from './organisation-helpers';
import { SOME_ID, bearer, createTestApp, signIn, type TestApp } from './test-app';

/**
 * The access layer against a real database: who may name which zoned or owned row by id. Routes are called where one
 * names the kind today (their answer must not tell a forbidden row from a missing one); every kind is also asked
 * directly through `access.allowed` / `requireAccess`, as the policy plugin asks it for a route that declares it.
 */
type Caller = Pick<AuthContext, 'userId' | 'roles' | 'zones'>;
type Who = 'admin' | 'operator' | 'nobody' | 'store' | 'carrier' | 'besiktasCarrier';

const BESIKTAS_STORE = DEMO_STORES.find((s) => s.zoneKey === 'besiktas')!;
const pointOf = (s: { latitude: number; longitude: number }) => ({ latitude: s.latitude, longitude: s.longitude });

describe('access layer', () => {
  let t: TestApp;
  let access: AccessService;
  let ref: Reference;
  const token = {} as Record<Who, string>;
  const caller = {} as Record<Who, Caller>;
  /** Per kind: a row of the demo store / demo courier / Kadıköy ("own") and one of Beşiktaş ("foreign"). */
  const rows = {} as Record<string, { own: string; foreign: string }>;
  let noZoneApplication: string;
  let besiktasStoreToken: string;

  const call = (method: string, url: string, who: string, payload?: InjectOptions['payload']) =>
    t.app.inject({ method: method as 'GET', url, headers: { ...bearer(who), 'idempotency-key': `access-${method}-${url}` }, payload });
  const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
    const r = await res;
    if (r.statusCode >= 300) throw new Error(`${r.statusCode} ${r.body}`);
    return JSON.parse(r.body);
  };

  async function signUpNobody() {
    const email = 'bolgesiz.operator@kuryeofis.test';
    await ok(call('POST', '/api/users', token.admin, { email, name: 'Bölgesiz Operatör', roles: ['ZoneOperator'], zoneIds: [] }));
    const [mail] = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email));
    const reset = /token=([\w-]+)/.exec(mail.text)![1];
    await ok(t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: reset, password: 'Bolgesiz.123' } }));
    return signIn(t.app, { email, password: 'Bolgesiz.123' });
  }

  beforeAll(async () => {
    t = await createTestApp('pglite');
    access = createAccessService({ db: t.database.db });
    for (const who of ['admin', 'operator', 'store', 'carrier'] as const) {
      const s = await signIn(t.app, who);
      token[who] = s.accessToken;
      caller[who] = { userId: s.user.id, roles: s.user.roles as Caller['roles'], zones: who === 'admin' ? 'all' : s.user.zoneIds };
    }
    const nobody = await signUpNobody();
    token.nobody = nobody.accessToken;
    caller.nobody = { userId: nobody.user.id, roles: ['ZoneOperator'], zones: [] };
    ref = await loadReference(t.app, token.admin, token.operator);
    const besiktasZone = ref.zones.find((z) => z.name === 'Beşiktaş')!.id;
    expect(ref.operatorZoneIds).toContain(ref.kadikoyZoneId);
    expect(ref.operatorZoneIds).not.toContain(besiktasZone);
    rows.zone = { own: ref.kadikoyZoneId, foreign: besiktasZone };

    // Couriers: only the demo courier (Kadıköy) and one of Beşiktaş are available, each next to a store.
    await t.database.db.execute(`update carrier_states set status = 'offline'`);
    await t.app.services.live.warmUp();
    const kadikoyCourier = await onlineCourier(t, DEMO_ACCOUNTS.carrier.email, eastOf(pointOf(KADIKOY_STORE), 0.2));
    const besiktasCourier = await onlineCourier(t, zoneCarriers('besiktas')[0], eastOf(pointOf(BESIKTAS_STORE), 0.2));
    token.besiktasCarrier = besiktasCourier.token;
    const besiktasUser = await ok(call('GET', '/api/common/user', besiktasCourier.token));
    caller.besiktasCarrier = { userId: besiktasUser.id, roles: ['Carrier'], zones: besiktasUser.zoneIds };
    rows.carrier = { own: kadikoyCourier.carrierId, foreign: besiktasCourier.carrierId };
    rows.store = { own: (await access.storeIdOfUser(caller.store.userId))!, foreign: '' };
    besiktasStoreToken = await signInEmail(t.app, BESIKTAS_STORE.email);
    const besiktasStoreUser = await ok(call('GET', '/api/common/user', besiktasStoreToken));
    rows.store.foreign = (await access.storeIdOfUser(besiktasStoreUser.id))!;

    // Requests: the demo store's, accepted by the demo courier; a Beşiktaş store's, only offered to its courier.
    const own = await ok(call('POST', '/api/requests', token.store, { packetCount: 1 }));
    const foreign = await ok(call('POST', '/api/requests', besiktasStoreToken, { packetCount: 1 }));
    const ownOffer = (await ok(call('GET', '/api/carrier/offers', kadikoyCourier.token))).find((o: { requestId: string }) => o.requestId === own.id);
    await ok(call('POST', `/api/offers/${ownOffer.id}/accept`, kadikoyCourier.token));
    const [foreignOffer] = await t.database.db.select().from(offers).where(eq(offers.requestId, foreign.id));
    expect(foreignOffer.carrierId).toBe(besiktasCourier.carrierId);
    rows.request = { own: own.id, foreign: foreign.id };
    rows.offer = { own: ownOffer.id, foreign: foreignOffer.id };
    const packetOf = async (id: string) => (await ok(call('GET', `/api/requests/${id}`, token.admin))).packets[0].id as string;
    rows.packet = { own: await packetOf(own.id), foreign: await packetOf(foreign.id) };

    const pur = async (who: string, packetId: string) =>
      (await ok(call('POST', '/api/packet-update-requests', who, { packetId, kind: 'cancel', note: 'Müşteri vazgeçti' }))).id as string;
    rows.packetUpdateRequest = { own: await pur(token.store, rows.packet.own), foreign: await pur(besiktasStoreToken, rows.packet.foreign) };

    const sos = async (who: string) => (await ok(call('POST', '/api/carrier/emergency', who, { description: 'Lastik patladı' }))).id as string;
    rows.emergency = { own: await sos(kadikoyCourier.token), foreign: await sos(besiktasCourier.token) };

    const station = async (zoneId: string, at: { latitude: number; longitude: number }) =>
      (await ok(call('POST', '/api/joker-stations', token.admin, { name: 'Bekleme Noktası', zoneId, capacity: 3, ...at }))).id as string;
    rows.jokerStation = { own: await station(ref.kadikoyZoneId, pointOf(KADIKOY_STORE)), foreign: await station(besiktasZone, pointOf(BESIKTAS_STORE)) };

    const apply = async (zoneId: string | undefined) => {
      const body = carrierForm(ref, { zoneId });
      await ok(t.app.inject({ method: 'POST', url: '/api/applications/carrier', payload: body }));
      const [row] = await t.database.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.email, body.email as string));
      return row.id;
    };
    rows.application = { own: await apply(ref.kadikoyZoneId), foreign: await apply(besiktasZone) };
    noZoneApplication = await apply(undefined);

    const key = async (who: string) => (await ok(call('POST', '/api/store/api-keys', who, { name: 'Kasa' }))).id as string;
    rows.apiKey = { own: await key(token.store), foreign: await key(besiktasStoreToken) };
  });
  afterAll(() => t?.close());

  describe('zoneWhere', () => {
    const idsWhere = async (holder: { zones: 'all' | readonly string[] }) =>
      (await t.database.db.select({ id: zones.id }).from(zones).where(zoneWhere(zones.id, holder))).map((r) => r.id).sort();

    it('every zone: no condition; no zones: nothing; some: exactly those', async () => {
      expect(zoneWhere(zones.id, { zones: 'all' })).toBeUndefined();
      expect(await idsWhere({ zones: 'all' })).toEqual(ref.zones.map((z) => z.id).sort());
      expect(await idsWhere({ zones: [] })).toEqual([]);
      expect(await idsWhere({ zones: [rows.zone.own] })).toEqual([rows.zone.own]);
      expect(await idsWhere({ zones: [rows.zone.own, rows.zone.foreign] })).toEqual([rows.zone.own, rows.zone.foreign].sort());
    });

    it('visibleZoneIds and canSeeZone agree with it (a row without a zone only for every zone)', () => {
      expect(visibleZoneIds({ zones: 'all' })).toBeNull();
      expect(visibleZoneIds({ zones: [] })).toEqual([]);
      expect(canSeeZone({ zones: 'all' }, null)).toBe(true);
      expect(canSeeZone({ zones: [rows.zone.own] }, null)).toBe(false);
      expect(canSeeZone({ zones: [rows.zone.own] }, rows.zone.own)).toBe(true);
      expect(canSeeZone({ zones: [rows.zone.own] }, rows.zone.foreign)).toBe(false);
      expect(canSeeZone({ zones: [] }, rows.zone.own)).toBe(false);
    });
  });

  describe('routes that name a row by id answer 404 for a row the caller may not see, exactly as for a missing one', () => {
    async function expectHidden(method: string, url: string, who: string, payload?: InjectOptions['payload']) {
      const [id] = /[0-9a-f]{8}-[0-9a-f-]{27}/.exec(url)!;
      const hidden = await call(method, url, who, payload);
      const missing = await call(method, url.replace(id, SOME_ID), who, payload);
      expect({ url, status: hidden.statusCode, body: hidden.json() }).toEqual({ url, status: 404, body: missing.json() });
    }
    async function expectSeen(url: string, who: string) {
      const res = await call('GET', url, who);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }

    it.each([
      ['zone', '/api/zones/'],
      ['store', '/api/stores/'],
      ['carrier', '/api/carriers/'],
      ['application', '/api/applications/'],
      ['request', '/api/requests/'],
    ])('%s: an admin any, a zone operator its zones, an office user without zones none', async (kind, base) => {
      await expectSeen(base + rows[kind].own, token.admin);
      await expectSeen(base + rows[kind].foreign, token.admin);
      await expectSeen(base + rows[kind].own, token.operator);
      await expectHidden('GET', base + rows[kind].foreign, token.operator);
      await expectHidden('GET', base + rows[kind].own, token.nobody);
    });

    it('an application without a zone: only a caller who sees every zone', async () => {
      await expectSeen(`/api/applications/${noZoneApplication}`, token.admin);
      await expectHidden('GET', `/api/applications/${noZoneApplication}`, token.operator);
    });

    it('a request: a store its own, a courier the one assigned to it (not one it was only offered)', async () => {
      await expectSeen(`/api/requests/${rows.request.own}`, token.store);
      await expectHidden('GET', `/api/requests/${rows.request.foreign}`, token.store);
      await expectSeen(`/api/requests/${rows.request.own}`, token.carrier);
      await expectHidden('GET', `/api/requests/${rows.request.foreign}`, token.carrier);
      await expectHidden('GET', `/api/requests/${rows.request.foreign}`, token.besiktasCarrier);
      await expectHidden('GET', `/api/requests/${rows.request.own}`, token.besiktasCarrier);
    });

    it('emergencies, joker stations, packet update requests and offers of somebody else', async () => {
      await expectHidden('POST', `/api/emergencies/${rows.emergency.foreign}/acknowledge`, token.operator);
      await expectHidden('POST', `/api/emergencies/${rows.emergency.own}/acknowledge`, token.nobody);
      await expectHidden('PATCH', `/api/joker-stations/${rows.jokerStation.foreign}`, token.operator, { name: 'Başka Nokta' });
      await expectHidden('PATCH', `/api/joker-stations/${rows.jokerStation.own}`, token.nobody, { name: 'Başka Nokta' });
      const resolve = { action: 'reject', reason: 'Uygun değil' };
      await expectHidden('POST', `/api/packet-update-requests/${rows.packetUpdateRequest.foreign}/resolve`, token.operator, resolve);
      await expectHidden('POST', `/api/offers/${rows.offer.foreign}/decline`, token.carrier);
      await expectHidden('DELETE', `/api/store/api-keys/${rows.apiKey.foreign}`, token.store);
    });

    it('an office user without zones gets nothing from the zone-limited lists', async () => {
      for (const url of [
        '/api/zones',
        '/api/stores',
        '/api/carriers',
        '/api/applications',
        '/api/emergencies',
        '/api/packet-update-requests',
        '/api/daily/requests',
      ]) {
        const body = await ok(call('GET', url, token.nobody));
        expect({ url, items: body.items, total: body.total }).toEqual({ url, items: [], total: 0 });
      }
      expect(await ok(call('GET', '/api/joker-stations', token.nobody))).toEqual([]);
    });
  });

  describe('access.allowed / requireAccess, kind by kind', () => {
    /** Which of (own, foreign) each caller may touch. */
    const ZONED: Record<Who, [boolean, boolean]> = {
      admin: [true, true],
      operator: [true, false],
      nobody: [false, false],
      // Zoned rows are visible by zone to whoever holds the claim, as the modules check them today.
      store: [true, false],
      carrier: [true, false],
      besiktasCarrier: [false, true],
    };
    const EXPECTED: Record<string, Record<Who, [boolean, boolean]>> = {
      zone: ZONED,
      store: ZONED,
      carrier: ZONED,
      application: ZONED,
      jokerStation: ZONED,
      emergency: ZONED,
      packetUpdateRequest: ZONED,
      // The demo store's request was accepted by the demo courier; the Beşiktaş one only offered to its courier.
      request: { ...ZONED, store: [true, false], carrier: [true, false], besiktasCarrier: [false, false] },
      packet: { ...ZONED, store: [true, false], carrier: [true, false], besiktasCarrier: [false, false] },
      offer: { ...ZONED, store: [true, false], carrier: [true, false], besiktasCarrier: [false, true] },
      // A store's own row: the store and office users of its zone, never a courier.
      apiKey: { ...ZONED, store: [true, false], carrier: [false, false], besiktasCarrier: [false, false] },
    };

    it.each(Object.keys(EXPECTED))('%s', async (kind) => {
      const { own, foreign } = rows[kind];
      for (const who of Object.keys(EXPECTED[kind]) as Who[]) {
        const seen = await access.allowed(caller[who], kind as ResourceKind, [own, foreign, SOME_ID]);
        expect({ who, own: seen.has(own), foreign: seen.has(foreign), missing: seen.has(SOME_ID) }).toEqual({
          who,
          own: EXPECTED[kind][who][0],
          foreign: EXPECTED[kind][who][1],
          missing: false,
        });
        const [ownOk, foreignOk] = EXPECTED[kind][who];
        const outcome = (ids: string[]) =>
          access.requireAccess(caller[who], kind as ResourceKind, ids).then(
            () => 'ok',
            (e) => `${e.statusCode} ${e.code}`,
          );
        expect(await outcome([own])).toBe(ownOk ? 'ok' : '404 not_found');
        expect(await outcome([own, foreign])).toBe(ownOk && foreignOk ? 'ok' : '404 not_found');
        expect(await outcome([SOME_ID])).toBe('404 not_found');
      }
    });

    it('an application without a zone: every-zone callers only', async () => {
      expect((await access.allowed(caller.admin, 'application', [noZoneApplication])).size).toBe(1);
      for (const who of ['operator', 'nobody', 'store', 'carrier'] as const)
        expect((await access.allowed(caller[who], 'application', [noZoneApplication])).size).toBe(0);
    });

    it('every kind answers (one valid query) for every kind of caller; no ids ask nothing; case does not matter', async () => {
      for (const kind of RESOURCE_KINDS) {
        for (const who of ['admin', 'operator', 'nobody', 'store', 'carrier'] as const) {
          expect((await access.allowed(caller[who], kind, [SOME_ID])).size).toBe(0);
          expect((await access.allowed(caller[who], kind, [])).size).toBe(0);
        }
      }
      await expect(access.requireAccess(caller.admin, 'zone', [])).resolves.toBeUndefined();
      await expect(access.requireAccess(caller.operator, 'zone', rows.zone.own.toUpperCase())).resolves.toBeUndefined();
    });

    it('the scope follows the first role', async () => {
      expect(await access.scopeOf(caller.admin)).toEqual({ kind: 'office', zones: 'all' });
      expect(await access.scopeOf(caller.store)).toEqual({ kind: 'store', zones: caller.store.zones, storeId: rows.store.own });
      expect(await access.scopeOf(caller.carrier)).toEqual({ kind: 'carrier', zones: caller.carrier.zones, carrierId: rows.carrier.own });
      expect(await access.scopeOf({ ...caller.store, roles: ['ZoneOperator', 'Store'] })).toEqual({ kind: 'office', zones: caller.store.zones });
      const ids = await t.database.db
        .select({ id: zones.id })
        .from(zones)
        .where(inArray(zones.id, [rows.zone.own]));
      expect(ids).toHaveLength(1);
    });
  });
});
