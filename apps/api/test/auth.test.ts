import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../src/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo-seed';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

describe.each(testDatabaseKinds)('sign-in and accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it.each(Object.entries(DEMO_ACCOUNTS))('%s signs in and gets its first role', async (key, account) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: account.email, password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tokenType).toBe('bearer');
    expect(body.user.email).toBe(account.email);
    expect(body.user.roles[0]).toBe(account.role);
    const me = await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(body.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.user.id);
  });

  it('answers a wrong password and an unknown e-mail the same way, in Turkish or English', async () => {
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'muhasebe@kuryeofis.test', password: 'Yanlis.123' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'yok@kuryeofis.test', password: 'Yanlis.123' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 'invalid_credentials', message: 'E-posta adresi veya şifre hatalı.' });
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { email: 'yok2@kuryeofis.test', password: 'x' },
    });
    expect(english.json().message).toBe('Wrong e-mail address or password.');
  });

  it('rejects bad input with a Turkish validation message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(res.json().message).toMatch(/^Gönderilen bilgiler geçersiz/);
  });

  it('rate-limits failed sign-ins per e-mail with 429', async () => {
    const email = 'sef@kuryeofis.test';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: `wrong-${i}` }, remoteAddress: `10.0.0.${i}` });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: DEMO_PASSWORD } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/dakika sonra tekrar deneyin/);
    t.clock.advance(16 * 60 * 1000);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: DEMO_PASSWORD } })).statusCode).toBe(200);
  });

  it('sign-in-with-token gives a fresh token and refuses a bad one', async () => {
    const first = await signIn(t.app, 'operator');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in-with-token', payload: { accessToken: first.accessToken } });
    expect(res.statusCode).toBe(200);
    expect(res.json().accessToken).not.toBe(first.accessToken);
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in-with-token', payload: { accessToken: 'garbage.token.here' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ code: 'invalid_token', message: 'Oturum anahtarı geçersiz ya da süresi dolmuş. Lütfen yeniden giriş yapın.' });
  });

  it('tokens expire after the configured lifetime', async () => {
    const { accessToken } = await signIn(t.app, 'store');
    t.clock.advance(8 * 24 * 3600 * 1000);
    // The JWT itself still verifies against the real clock, but its session row has expired.
    const res = await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(401);
  });

  it('sign-out revokes the token', async () => {
    const { accessToken } = await signIn(t.app, 'carrier');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: bearer(accessToken) })).statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('changing the password kills old tokens and keeps the caller signed in with a new one', async () => {
    const a = await signIn(t.app, 'accountant');
    const b = await signIn(t.app, 'accountant');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(a.accessToken),
      payload: { currentPassword: 'nope', newPassword: 'Yeni.Sifre1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_current_password');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(a.accessToken),
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Yeni.Sifre1' },
    });
    expect(res.statusCode).toBe(200);
    for (const old of [a.accessToken, b.accessToken]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/common/user', headers: bearer(res.json().accessToken) })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email: DEMO_ACCOUNTS.accountant.email, password: 'Yeni.Sifre1' } }))
        .statusCode,
    ).toBe(200);
  });

  it('forgot-password mails a single-use reset link that expires', async () => {
    const email = DEMO_ACCOUNTS.chief.email;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).json()).toBe(true);
    // Unknown addresses get the same answer and no mail.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'kimse@kuryeofis.test' } })).json()).toBe(true);
    const [mail] = await t.database.db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(1);
    expect(mail.to).toBe(email);
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Sifirla.123' } });
    expect(reset.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Sifirla.456' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('reset_token_invalid');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'Sifirla.123' } })).statusCode).toBe(200);

    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const [second] = await t.database.db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(1);
    const token2 = /token=([\w-]+)/.exec(second.text)![1];
    t.clock.advance(61 * 60 * 1000);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token: token2, password: 'Sifirla.789' } })).statusCode).toBe(400);
  });

  it('sign-up creates one pending store application', async () => {
    const payload = {
      name: 'Zeynep',
      surname: 'Kaya',
      storeName: 'Kaya Pide',
      email: 'zeynep@kayapide.test',
      phone: '+905321234567',
      password: 'Pide.2024',
      agreements: true,
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload })).json()).toBe(true);
    const twice = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('application_exists');
    const taken = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: { ...payload, email: DEMO_ACCOUNTS.admin.email } });
    expect(taken.json().code).toBe('email_taken');
  });

  it('updates the own profile and status', async () => {
    const { accessToken } = await signIn(t.app, 'admin');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/common/user',
      headers: bearer(accessToken),
      payload: { user: { status: 'busy', name: 'Ayşe Y.' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'busy', name: 'Ayşe Y.' });
    const bad = await t.app.inject({ method: 'PATCH', url: '/api/common/user', headers: bearer(accessToken), payload: { user: { status: 'asleep' } } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('password-reset mails per address', () => {
  it('stop at PASSWORD_MAIL_RATE_LIMIT in the window, answered 429 rate_limited', async () => {
    const t = await createTestApp('pglite', { env: { PASSWORD_MAIL_RATE_LIMIT: '2' } });
    try {
      const ask = () => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'kimse@kuryeofis.test' } });
      expect([(await ask()).statusCode, (await ask()).statusCode]).toEqual([200, 200]);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('rate_limited');
    } finally {
      await t.close();
    }
  });
});
