import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, carriers, outboxMails, stores, users } from '../src/db/schema';
import { carrierForm, loadReference, storeForm, type Reference } from './organisation-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

describe.each(testDatabaseKinds)('applications on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let operator: string;
  let accountant: string;
  let ref: Reference;
  let address = 0;
  /** Each submission from its own address, so the rate limit does not get in the way (it has its own test). */
  const submit = (kind: 'carrier' | 'store', payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/applications/${kind}`,
      payload: payload as object,
      headers,
      remoteAddress: `10.1.${Math.floor(++address / 250)}.${address % 250}`,
    });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await signIn(t.app, 'admin')).accessToken;
    operator = (await signIn(t.app, 'operator')).accessToken;
    accountant = (await signIn(t.app, 'accountant')).accessToken;
    ref = await loadReference(t.app, admin, operator);
  });
  afterAll(() => t?.close());

  it('takes a courier application from a guest and shows it to reviewers', async () => {
    const form = carrierForm(ref);
    const res = await submit('carrier', form);
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json();
    expect(status).toBe('pending');
    const list = (await get('/api/applications?kind=carrier&status=pending&size=100', admin)).json();
    expect(list.items.map((a: { id: string }) => a.id)).toContain(id);
    const detail = (await get(`/api/applications/${id}`, admin)).json();
    expect(detail).toMatchObject({
      kind: 'carrier',
      status: 'pending',
      email: form.email,
      nationalIdentityNumber: form.nationalIdentityNumber,
      phone: '+905321' + String(form.phone).slice(-6),
      zoneId: ref.kadikoyZoneId,
      districtName: 'Kadıköy',
      provinceName: 'İstanbul',
      kvkkConsent: true,
    });
  });

  it('answers each field error in Turkish', async () => {
    const bad = await submit(
      'carrier',
      carrierForm(ref, { nationalIdentityNumber: '12345678901', phone: '0212 123 45 67', email: 'posta', kvkkConsent: false }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_error');
    const message: string = bad.json().message;
    expect(message).toMatch(/^Gönderilen bilgiler geçersiz: /);
    expect(message).toContain('T.C. kimlik no geçersiz');
    expect(message).toContain('Cep telefonu geçersiz');
    expect(message).toContain('E-posta adresi geçersiz');
    expect(message).toContain('KVKK aydınlatma metni onaylanmalı');

    const { kvkkConsent: _k, ...noConsent } = carrierForm(ref);
    expect((await submit('carrier', noConsent)).json().message).toContain('KVKK aydınlatma metni onaylanmalı');
    const { name: _n, ...noName } = carrierForm(ref);
    expect((await submit('carrier', noName)).json().message).toContain('Ad gerekli');

    const wrongDistrict = await submit('carrier', carrierForm(ref, { districtId: ref.ankaraDistrictId }));
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json().message).toContain('İlçe seçilen ile ait değil');

    const unknownType = await submit('carrier', carrierForm(ref, { carrierTypeId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownType.json().message).toContain('Araç tipi geçersiz');

    const storeWithoutPoint = await submit('store', storeForm(ref, { address: { line: 'Moda Cad. 1, Kadıköy' } }));
    expect(storeWithoutPoint.statusCode).toBe(400);
    expect(storeWithoutPoint.json().message).toContain('Konum gerekli');

    const english = await submit('carrier', carrierForm(ref, { nationalIdentityNumber: '1' }), { 'accept-language': 'en' });
    expect(english.json().message).toBe('The submitted data is invalid: Turkish ID number is invalid');
  });

  it('refuses a duplicate pending application, by e-mail and by T.C. kimlik no', async () => {
    const form = carrierForm(ref);
    expect((await submit('carrier', form)).statusCode).toBe(201);
    const again = await submit('carrier', { ...form, phone: '05339998877' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'application_exists', message: 'Bu e-posta adresiyle değerlendirmede olan bir başvuru zaten var.' });
    const sameTc = await submit('carrier', carrierForm(ref, { nationalIdentityNumber: form.nationalIdentityNumber }));
    expect(sameTc.statusCode).toBe(409);
    const registered = await submit('carrier', carrierForm(ref, { email: 'kurye@kuryeofis.test' }));
    expect(registered.json().code).toBe('email_taken');
  });

  it('rate-limits the public forms per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/applications/carrier', payload: { name: 'x' }, remoteAddress: '10.9.9.9' });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codes[10]).toBe(429);
    const limited = await t.app.inject({ method: 'POST', url: '/api/applications/store', payload: { name: 'x' }, remoteAddress: '10.9.9.9' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'rate_limited', message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    // Another address is not limited.
    expect((await t.app.inject({ method: 'POST', url: '/api/applications/carrier', payload: { name: 'x' }, remoteAddress: '10.9.9.10' })).statusCode).toBe(400);
  });

  it('approves exactly once under concurrent approvals, and the new courier can set a password and sign in', async () => {
    const form = carrierForm(ref);
    const { id } = (await submit('carrier', form)).json();
    const results = await Promise.all(Array.from({ length: 5 }, () => post(`/api/applications/${id}/approve`, admin)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({ code: 'already_decided', message: 'Bu başvuru zaten sonuçlandırılmış.' });
    }
    const approved = results.find((r) => r.statusCode === 200)!.json();
    expect(approved.status).toBe('approved');
    expect(approved.carrierId).toBeTruthy();

    const db = t.database.db;
    expect((await db.select({ n: count() }).from(users).where(eq(users.email, form.email)))[0].n).toBe(1);
    expect((await db.select({ n: count() }).from(carriers).where(eq(carriers.userId, approved.userId)))[0].n).toBe(1);
    expect(
      (
        await db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'approve')))
      )[0].n,
    ).toBe(1);

    // Nobody can sign in before the set-password link is used.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: form.email, password: 'Yeni.Sifre1' } })).statusCode).toBe(401);
    const mails = await db.select().from(outboxMails).where(eq(outboxMails.to, form.email));
    expect(mails).toHaveLength(1);
    const token = /reset-password\?token=([\w-]+)/.exec(mails[0].text)![1];
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Yeni.Sifre1' } })).statusCode).toBeLessThan(300);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: form.email, password: 'Yeni.Sifre1' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.roles).toEqual(['Carrier']);
    const me = await get('/api/carrier/me', signedIn.json().accessToken);
    expect(me.statusCode).toBe(200);
    expect(me.json().carrierId).toBe(approved.carrierId);
    // The new account's feed opens with the decision — once, though five approvals raced.
    const feed = (await get('/api/common/notifications', signedIn.json().accessToken)).json();
    expect(feed).toMatchObject({
      total: 1,
      unreadCount: 1,
      items: [{ kind: 'application_approved', title: 'Başvurunuz onaylandı', link: '/courier', params: { kind: 'carrier' } }],
    });

    // Deciding again is refused, whichever way.
    expect((await post(`/api/applications/${id}/reject`, admin, { reason: 'Geç kaldı' })).json().code).toBe('already_decided');
  });

  it('approves a store: the zone comes from its point, the store exists with a zero balance', async () => {
    const form = storeForm(ref);
    const { id } = (await submit('store', form)).json();
    const detail = (await get(`/api/applications/${id}`, operator)).json();
    expect(detail.zoneId).toBe(ref.kadikoyZoneId);
    const res = await post(`/api/applications/${id}/approve`, operator);
    expect(res.statusCode).toBe(200);
    const { storeId } = res.json();
    const store = (await get(`/api/stores/${storeId}`, operator)).json();
    expect(store).toMatchObject({ name: 'Yeni Lokanta', zoneId: ref.kadikoyZoneId, balance: 0, active: true, email: form.email });
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    expect(row.nationalIdentityNumber).toBe(form.nationalIdentityNumber);
  });

  it('rejects with a reason that is mailed to the applicant', async () => {
    const form = carrierForm(ref);
    const { id } = (await submit('carrier', form)).json();
    const tooShort = await post(`/api/applications/${id}/reject`, admin, { reason: 'x' });
    expect(tooShort.statusCode).toBe(400);
    const res = await post(`/api/applications/${id}/reject`, admin, { reason: 'Ehliyet belgesi eksik' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', rejectReason: 'Ehliyet belgesi eksik' });
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, form.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Ehliyet belgesi eksik');
    expect((await post(`/api/applications/${id}/approve`, admin)).json().code).toBe('already_decided');
    // Rejected: the same person may apply again.
    expect((await submit('carrier', { ...form })).statusCode).toBe(201);
  });

  it('zone scope: an operator gets 404 for another zone’s application; an accountant reads but cannot decide', async () => {
    const foreign = (await submit('carrier', carrierForm(ref, { zoneId: ref.foreignZoneId }))).json().id;
    const mine = (await submit('carrier', carrierForm(ref))).json().id;
    const noZone = (await submit('carrier', carrierForm(ref, { zoneId: undefined }))).json().id;
    for (const id of [foreign, noZone]) {
      expect((await get(`/api/applications/${id}`, operator)).statusCode).toBe(404);
      expect((await post(`/api/applications/${id}/approve`, operator)).statusCode).toBe(404);
      expect((await post(`/api/applications/${id}/reject`, operator, { reason: 'Bölge dışı' })).statusCode).toBe(404);
    }
    const listed = (await get('/api/applications?size=100', operator)).json();
    expect(listed.items.every((a: { zoneId: string }) => ref.operatorZoneIds.includes(a.zoneId))).toBe(true);
    expect(listed.items.map((a: { id: string }) => a.id)).toContain(mine);

    expect((await get(`/api/applications/${foreign}`, accountant)).statusCode).toBe(200);
    expect((await post(`/api/applications/${foreign}/approve`, accountant)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/applications' })).statusCode).toBe(401);

    // Without a zone an Admin must choose one.
    expect((await post(`/api/applications/${noZone}/approve`, admin)).json().code).toBe('zone_required');
    expect((await post(`/api/applications/${noZone}/approve`, admin, { zoneId: ref.foreignZoneId })).statusCode).toBe(200);
  });

  it('filters and pages the review list', async () => {
    const all = (await get('/api/applications?size=100&kind=carrier', admin)).json();
    expect(all.total).toBeGreaterThan(3);
    expect(all.items.every((a: { kind: string }) => a.kind === 'carrier')).toBe(true);
    const page1 = (await get('/api/applications?size=2&page=1&kind=carrier', admin)).json();
    const page2 = (await get('/api/applications?size=2&page=2&kind=carrier', admin)).json();
    expect(page1).toMatchObject({ page: 1, size: 2, total: all.total });
    expect([...page1.items, ...page2.items].map((a: { id: string }) => a.id)).toEqual(all.items.slice(0, 4).map((a: { id: string }) => a.id));
    const rejected = (await get('/api/applications?status=rejected', admin)).json();
    expect(rejected.items.length).toBeGreaterThan(0);
    expect(rejected.items.every((a: { status: string }) => a.status === 'rejected')).toBe(true);
    expect((await get('/api/applications?status=nope', admin)).statusCode).toBe(400);
    const stores = (await get('/api/applications?kind=store&q=lokanta', admin)).json();
    expect(stores.items.length).toBeGreaterThan(0);
  });
});
