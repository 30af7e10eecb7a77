import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../src/db/schema';
import { loadReference, storeForm, type Reference } from './organisation-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './test-app';

/**
 * One onboarding path for stores (issue 13): the store application, reviewed by an operator; approval creates the
 * store user and mails a set-password link, as couriers get it; then the store signs in to its own area.
 */
describe('store onboarding', () => {
  let t: TestApp;
  let operator: string;
  let ref: Reference;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const admin = (await signIn(t.app, 'admin')).accessToken;
    operator = (await signIn(t.app, 'operator')).accessToken;
    ref = await loadReference(t.app, admin, operator);
  });
  afterAll(() => t?.close());

  it('application → approval → set-password mail → sign in as the store', async () => {
    const form = storeForm(ref);
    const submitted = await t.app.inject({ method: 'POST', url: '/api/applications/store', payload: form as object, remoteAddress: '10.9.0.1' });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const approved = await t.app.inject({ method: 'POST', url: `/api/applications/${submitted.json().id}/approve`, headers: bearer(operator) });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().storeId).toBeTruthy();

    // No password was ever asked for: nobody can sign in until the mailed link is used.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: form.email, password: 'Dukkan.2026' } })).statusCode).toBe(401);
    const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, form.email));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('işletme başvurunuz onaylandı');
    const token = /reset-password\?token=([\w-]+)/.exec(mails[0].text)?.[1];
    expect(token).toBeTruthy();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Dukkan.2026' } })).statusCode).toBeLessThan(300);

    const signedIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: form.email, password: 'Dukkan.2026' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.roles).toEqual(['Store']);
    const account = await t.app.inject({ method: 'GET', url: '/api/store/account', headers: bearer(signedIn.json().accessToken) });
    expect(account.statusCode).toBe(200);
    expect(account.json().balance).toBe(0);
  });

  it('keeps the specification’s sign-up call working: it files a store application for review, phone in the one format', async () => {
    const email = `kayit-${Date.now()}@ornek.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: '10.9.0.2',
      payload: { name: 'Ayşe', surname: 'Yılmaz', storeName: 'Ayşe Fırın', email, phone: '+90 532 123 45 67', password: 'Firin.2026', agreements: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/applications?kind=store&q=${encodeURIComponent(email)}`,
      headers: bearer((await signIn(t.app, 'admin')).accessToken),
    });
    // One phone format: the spaced form is accepted and kept as +905xxxxxxxxx, like the application form's.
    expect(list.json().items.map((a: { email: string; status: string; phone: string }) => [a.email, a.status, a.phone])).toEqual([
      [email, 'pending', '+905321234567'],
    ]);
  });

  it('finds a store and a courier by a phone typed the usual way (0532 123 45 67, +90 532 …)', async () => {
    const admin = bearer((await signIn(t.app, 'admin')).accessToken);
    const stores = (await t.app.inject({ method: 'GET', url: '/api/stores?size=1', headers: admin })).json().items as { name: string; phone: string }[];
    const phone = stores[0].phone.replace(/\s/g, '');
    expect(phone).toMatch(/^\+905\d{9}$/);
    const local = `0${phone.slice(3, 6)} ${phone.slice(6, 9)} ${phone.slice(9, 11)} ${phone.slice(11)}`;
    for (const typed of [local, `+90 ${phone.slice(3, 6)} ${phone.slice(6, 9)}`]) {
      const found = (await t.app.inject({ method: 'GET', url: `/api/stores?q=${encodeURIComponent(typed)}`, headers: admin })).json().items as {
        name: string;
      }[];
      expect(
        found.map((s) => s.name),
        typed,
      ).toContain(stores[0].name);
    }
    const carriers = (await t.app.inject({ method: 'GET', url: '/api/carriers?size=1', headers: admin })).json().items as { name: string; phone: string }[];
    const cp = carriers[0].phone.replace(/\s/g, '');
    const byLocal = (
      await t.app.inject({ method: 'GET', url: `/api/carriers?q=${encodeURIComponent(`0${cp.slice(3, 6)} ${cp.slice(6, 9)} ${cp.slice(9)}`)}`, headers: admin })
    ).json().items as { name: string }[];
    expect(byLocal.map((c) => c.name)).toContain(carriers[0].name);
  });
});
