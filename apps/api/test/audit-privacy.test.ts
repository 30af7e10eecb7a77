import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carrierForm, loadReference, storeForm, type Reference } from './organisation-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type DemoAccount, type TestApp } from './test-app';

const ACCOUNTS: DemoAccount[] = ['admin', 'operator', 'chief', 'accountant', 'store', 'carrier'];

describe.each(testDatabaseKinds)('privacy and the audit log on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<DemoAccount, string>;
  const ids = {} as Record<DemoAccount, string>;
  let ref: Reference;
  let carrier: { id: string; applicationId: string; tc: string; phone: string };
  let store: { id: string; applicationId: string; tc: string };
  const get = (url: string, who: DemoAccount) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
  const audit = async (query: string) => (await get(`/api/audit?size=100&${query}`, 'admin')).json();

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const a of ACCOUNTS) {
      const s = await signIn(t.app, a);
      tokens[a] = s.accessToken;
      ids[a] = s.user.id;
    }
    ref = await loadReference(t.app, tokens.admin, tokens.operator);
    // A courier and a store who came through the application form carry a T.C. kimlik no.
    const cForm = carrierForm(ref, { phone: '0532 444 55 67' });
    const cApp = (await t.app.inject({ method: 'POST', url: '/api/applications/carrier', payload: cForm, remoteAddress: '10.2.0.1' })).json().id;
    const cApproved = (await t.app.inject({ method: 'POST', url: `/api/applications/${cApp}/approve`, headers: bearer(tokens.admin) })).json();
    carrier = { id: cApproved.carrierId, applicationId: cApp, tc: cForm.nationalIdentityNumber as string, phone: '+905324445567' };
    const sForm = storeForm(ref);
    const sApp = (await t.app.inject({ method: 'POST', url: '/api/applications/store', payload: sForm, remoteAddress: '10.2.0.2' })).json().id;
    const sApproved = (await t.app.inject({ method: 'POST', url: `/api/applications/${sApp}/approve`, headers: bearer(tokens.operator) })).json();
    store = { id: sApproved.storeId, applicationId: sApp, tc: sForm.nationalIdentityNumber as string };
  });
  afterAll(() => t?.close());

  it('grants personal.read to Admin and ZoneOperator only, and stores.credit to Admin and Accountant', async () => {
    const roles = (await get('/api/roles', 'admin')).json() as { code: string; claims: string[] }[];
    const holders = (claim: string) =>
      roles
        .filter((r) => r.claims.includes(claim))
        .map((r) => r.code)
        .sort();
    expect(holders('personal.read')).toEqual(['Admin', 'ZoneOperator']);
    expect(holders('stores.credit')).toEqual(['Accountant', 'Admin']);
    expect(holders('audit.read')).toEqual(['Admin']);
  });

  it('Accountant and ChiefCarrier see masked phones and T.C. kimlik no; Admin and ZoneOperator see them in full', async () => {
    const masked = (tc: string) => `${tc[0]}********${tc.slice(-2)}`;
    for (const who of ['accountant', 'chief'] as const) {
      const detail = (await get(`/api/carriers/${carrier.id}`, who)).json();
      expect({ who, phone: detail.phone, tc: detail.nationalIdentityNumber }).toEqual({ who, phone: '5** *** ** 67', tc: masked(carrier.tc) });
      const list = (await get(`/api/carriers?size=100&zoneId=${ref.kadikoyZoneId}`, who)).json();
      expect(list.items.every((c: { phone: string }) => /^5\*\* \*\*\* \*\* \d\d$/.test(c.phone))).toBe(true);
    }
    for (const who of ['admin', 'operator'] as const) {
      const detail = (await get(`/api/carriers/${carrier.id}`, who)).json();
      expect({ who, phone: detail.phone, tc: detail.nationalIdentityNumber }).toEqual({ who, phone: carrier.phone, tc: carrier.tc });
    }
    const storeForAccountant = (await get(`/api/stores/${store.id}`, 'accountant')).json();
    expect(storeForAccountant.nationalIdentityNumber).toBe(masked(store.tc));
    expect(storeForAccountant.phone).toMatch(/^5\*\* \*\*\* \*\* \d\d$/);
    expect((await get(`/api/stores/${store.id}`, 'operator')).json().nationalIdentityNumber).toBe(store.tc);
    const appForAccountant = (await get(`/api/applications/${carrier.applicationId}`, 'accountant')).json();
    expect(appForAccountant).toMatchObject({ phone: '5** *** ** 67', nationalIdentityNumber: masked(carrier.tc) });
    const appList = (await get('/api/applications?size=100', 'accountant')).json();
    expect(appList.items.every((a: { phone: string }) => a.phone.includes('*'))).toBe(true);
    expect((await get(`/api/applications/${carrier.applicationId}`, 'admin')).json().nationalIdentityNumber).toBe(carrier.tc);
  });

  it('every full view of personal data is audited, masked views are not', async () => {
    const before = (await audit(`action=view_personal&entityId=${carrier.id}`)).total;
    await get(`/api/carriers/${carrier.id}`, 'operator');
    await get(`/api/carriers/${carrier.id}`, 'accountant');
    const rows = await audit(`action=view_personal&entityId=${carrier.id}`);
    expect(rows.total).toBe(before + 1);
    expect(rows.items[0]).toMatchObject({ actorId: ids.operator, entity: 'carrier', entityId: carrier.id, actorName: 'Mehmet Operatör' });
    expect((await audit(`action=view_personal&actorId=${ids.accountant}`)).total).toBe(0);
    await get(`/api/applications/${carrier.applicationId}`, 'admin');
    await get(`/api/stores/${store.id}`, 'admin');
    expect((await audit(`action=view_personal&entity=application&actorId=${ids.admin}`)).total).toBeGreaterThan(0);
    expect((await audit(`action=view_personal&entity=store&actorId=${ids.admin}`)).total).toBeGreaterThan(0);
  });

  it('changes are audited with who, what, when, before and after', async () => {
    const h = (who: DemoAccount) => bearer(tokens[who]);
    await t.app.inject({ method: 'PATCH', url: `/api/carriers/${carrier.id}`, headers: h('operator'), payload: { isJoker: true } });
    const [change] = (await audit(`entity=carrier&action=update&entityId=${carrier.id}`)).items;
    expect(change).toMatchObject({ actorId: ids.operator, before: { isJoker: false }, after: { isJoker: true } });
    expect(new Date(change.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    await t.app.inject({
      method: 'POST',
      url: `/api/stores/${store.id}/credit`,
      headers: { ...h('accountant'), 'idempotency-key': 'audit-1' },
      payload: { amount: 500, reason: 'Deneme kredisi' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/stores/${store.id}/credit`,
      headers: { ...h('accountant'), 'idempotency-key': 'audit-1' },
      payload: { amount: 500, reason: 'Deneme kredisi' },
    });
    const credits = await audit(`action=credit&entityId=${store.id}`);
    expect(credits.total).toBe(1);
    expect(credits.items[0]).toMatchObject({ actorId: ids.accountant, entity: 'store', after: { amount: 500, reason: 'Deneme kredisi' } });

    const rejectedApp = (await t.app.inject({ method: 'POST', url: '/api/applications/carrier', payload: carrierForm(ref), remoteAddress: '10.2.0.3' })).json()
      .id;
    await t.app.inject({ method: 'POST', url: `/api/applications/${rejectedApp}/reject`, headers: h('operator'), payload: { reason: 'Eksik belge' } });
    // The answer to a decision carries the application in full, so it counts as a view as well.
    expect((await audit(`entity=application&entityId=${rejectedApp}`)).items.map((r: { action: string }) => r.action).sort()).toEqual([
      'create',
      'reject',
      'view_personal',
    ]);
    expect((await audit(`entity=application&entityId=${rejectedApp}&action=reject`)).items[0]).toMatchObject({
      actorId: ids.operator,
      after: { status: 'rejected', reason: 'Eksik belge' },
    });
    expect((await audit(`entity=application&entityId=${carrier.applicationId}&action=approve`)).items[0]).toMatchObject({
      actorId: ids.admin,
      before: { status: 'pending' },
      after: { status: 'approved', carrierId: carrier.id },
    });

    await t.app.inject({ method: 'PATCH', url: '/api/settings', headers: h('admin'), payload: { autoApproveMinutes: 7 } });
    expect((await audit('entity=settings')).items[0]).toMatchObject({ action: 'update', before: { autoApproveMinutes: 5 }, after: { autoApproveMinutes: 7 } });

    const zone = (
      await t.app.inject({
        method: 'POST',
        url: '/api/zones',
        headers: h('admin'),
        payload: {
          name: 'Denetim',
          provinceId: 34,
          polygon: {
            type: 'Polygon',
            coordinates: [
              [
                [28, 41],
                [28.1, 41],
                [28.1, 41.1],
                [28, 41],
              ],
            ],
          },
        },
      })
    ).json();
    await t.app.inject({ method: 'DELETE', url: `/api/zones/${zone.id}`, headers: h('admin') });
    expect((await audit(`entity=zone&entityId=${zone.id}`)).items.map((r: { action: string }) => r.action)).toEqual(['delete', 'create']);

    const user = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: h('admin'),
        payload: { email: 'denetim@kuryeofis.test', name: 'Denetim Kişi', roles: ['Accountant'] },
      })
    ).json();
    await t.app.inject({ method: 'PATCH', url: `/api/users/${user.id}`, headers: h('admin'), payload: { name: 'Denetim Kişisi' } });
    expect((await audit(`entity=user&entityId=${user.id}`)).items.map((r: { action: string; after: unknown }) => [r.action, r.after])).toEqual([
      ['update', { name: 'Denetim Kişisi' }],
      ['create', { email: 'denetim@kuryeofis.test', name: 'Denetim Kişi', roles: ['Accountant'], zoneIds: [], active: true }],
    ]);
  });

  it('the audit log is for Admin only, paged and filtered', async () => {
    for (const who of ['operator', 'chief', 'accountant', 'store', 'carrier'] as const)
      expect({ who, status: (await get('/api/audit', who)).statusCode }).toEqual({ who, status: 403 });
    expect((await t.app.inject({ method: 'GET', url: '/api/audit' })).statusCode).toBe(401);
    const all = await audit('');
    expect(all.total).toBeGreaterThan(5);
    const p1 = (await get('/api/audit?size=2&page=1', 'admin')).json();
    const p2 = (await get('/api/audit?size=2&page=2', 'admin')).json();
    expect([...p1.items, ...p2.items].map((r: { id: string }) => r.id)).toEqual(all.items.slice(0, 4).map((r: { id: string }) => r.id));
    const byActor = await audit(`actorId=${ids.accountant}`);
    expect(byActor.items.every((r: { actorId: string }) => r.actorId === ids.accountant)).toBe(true);
  });

  it('zone scope: a ZoneOperator gets 404 for another zone’s store, courier and application', async () => {
    const foreignStore = (await get(`/api/stores?zoneId=${ref.foreignZoneId}&size=1`, 'admin')).json().items[0];
    const foreignCarrier = (await get(`/api/carriers?zoneId=${ref.foreignZoneId}&size=1`, 'admin')).json().items[0];
    const foreignApp = (
      await t.app.inject({
        method: 'POST',
        url: '/api/applications/carrier',
        payload: carrierForm(ref, { zoneId: ref.foreignZoneId }),
        remoteAddress: '10.2.0.4',
      })
    ).json().id;
    for (const url of [
      `/api/stores/${foreignStore.id}`,
      `/api/carriers/${foreignCarrier.id}`,
      `/api/applications/${foreignApp}`,
      `/api/zones/${ref.foreignZoneId}`,
    ]) {
      const res = await get(url, 'operator');
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 404,
        body: { code: 'not_found', message: 'Aradığınız kayıt bulunamadı.' },
      });
      expect({ url, status: (await get(url, 'admin')).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('route matrix of the new read routes', async () => {
    const matrix: { url: string; allowed: DemoAccount[] }[] = [
      { url: '/api/stores', allowed: ['admin', 'operator', 'accountant'] },
      { url: '/api/carriers', allowed: ['admin', 'operator', 'chief', 'accountant'] },
      { url: '/api/applications', allowed: ['admin', 'operator', 'accountant'] },
      { url: '/api/settings', allowed: ['admin'] },
      { url: '/api/settings/public', allowed: ACCOUNTS },
      { url: '/api/audit', allowed: ['admin'] },
    ];
    for (const { url, allowed } of matrix) {
      for (const who of ACCOUNTS) {
        expect({ url, who, status: (await get(url, who)).statusCode }).toEqual({ url, who, status: allowed.includes(who) ? 200 : 403 });
      }
    }
  });
});
