import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, SOME_ID, testDatabaseKinds, type DemoAccount, type TestApp } from './test-app';
import type { MailTransport } from '../src/modules/mail/mailer';

/** A stand-in mail server: refuses mail to addresses in `refuse`, records the rest. */
function fakeServer() {
  const refuse = new Set<string>();
  const delivered: string[] = [];
  const transport: MailTransport = {
    async sendMail(mail) {
      if (refuse.has(mail.to)) throw new Error('550 mailbox unavailable');
      delivered.push(mail.to);
    },
  };
  return { transport, refuse, delivered };
}

describe.each(testDatabaseKinds)('outgoing mail on %s', (kind) => {
  describe('with a mail server', () => {
    let t: TestApp;
    const server = fakeServer();
    const tokens = {} as Record<DemoAccount, string>;
    const call = (method: 'GET' | 'POST', url: string, who: DemoAccount, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(tokens[who]), payload });

    beforeAll(async () => {
      t = await createTestApp(kind, { mailTransport: server.transport });
      for (const a of ['admin', 'operator', 'accountant'] as const) tokens[a] = (await signIn(t.app, a)).accessToken;
    });
    afterAll(() => t?.close());

    it('records each mail as sent or failed with its error; an Admin resends a failed one', async () => {
      server.refuse.add('operator@kuryeofis.test');
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'operator@kuryeofis.test' } });
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'sef@kuryeofis.test' } });

      const folders = (await call('GET', '/api/apps/mailbox/folders', 'admin')).json();
      expect(folders).toEqual([
        { id: 'sending', count: 0 },
        { id: 'sent', count: 1 },
        { id: 'failed', count: 1 },
        { id: 'local', count: 0 },
      ]);
      const failed = (await call('GET', '/api/apps/mailbox/mails?folder=failed', 'admin')).json();
      expect(failed.mails).toHaveLength(1);
      expect(failed.mails[0]).toMatchObject({
        to: 'operator@kuryeofis.test',
        status: 'failed',
        attempts: 1,
        lastError: '550 mailbox unavailable',
        sentAt: null,
      });
      expect(failed.mails[0]).not.toHaveProperty('text');

      server.refuse.clear();
      const resent = await call('POST', '/api/apps/mailbox/resend', 'admin', { id: failed.mails[0].id });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ status: 'sent', attempts: 2, lastError: null, text: expect.stringContaining('/reset-password?token=') });
      expect(server.delivered).toEqual(['sef@kuryeofis.test', 'operator@kuryeofis.test']);

      expect((await call('POST', '/api/apps/mailbox/resend', 'admin', { id: SOME_ID })).statusCode).toBe(404);
      expect((await call('POST', '/api/apps/mailbox/resend', 'admin', { id: 'x' })).statusCode).toBe(400);
    });

    it('only an Admin reads or resends the outgoing mail', async () => {
      for (const who of ['operator', 'accountant'] as const) {
        expect((await call('GET', '/api/apps/mailbox/mails', who)).statusCode).toBe(403);
        expect((await call('GET', '/api/apps/mailbox/folders', who)).statusCode).toBe(403);
        expect((await call('POST', '/api/apps/mailbox/resend', who, { id: SOME_ID })).statusCode).toBe(403);
      }
    });
  });

  describe('without a mail server', () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(kind, { env: { PASSWORD_MAIL_RATE_LIMIT: '100' } });
      admin = (await signIn(t.app, 'admin')).accessToken;
    });
    afterAll(() => t?.close());

    it('mail stays in the local outbox; pages of 10, newest first, past the last page null; resend says why not', async () => {
      for (let i = 0; i < 12; i++) {
        t.clock.advance(1000);
        await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: i % 2 ? 'sef@kuryeofis.test' : 'muhasebe@kuryeofis.test' } });
      }
      const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      const first = (await get('/api/apps/mailbox/mails?folder=local')).json();
      expect(first.pagination).toEqual({ totalResults: 12, resultsPerPage: 10, currentPage: 1, lastPage: 2, startIndex: 0, endIndex: 9 });
      expect(first.mails).toHaveLength(10);
      expect(first.mails[0].to).toBe('sef@kuryeofis.test');
      expect(first.mails.every((m: { status: string }) => m.status === 'local')).toBe(true);
      const second = (await get('/api/apps/mailbox/mails?folder=local&page=2')).json();
      expect(second.mails).toHaveLength(2);
      expect(second.pagination).toMatchObject({ startIndex: 10, endIndex: 11 });
      const past = (await get('/api/apps/mailbox/mails?page=3')).json();
      expect(past.mails).toBeNull();
      expect(past.pagination.lastPage).toBe(2);
      expect((await get('/api/apps/mailbox/mails?q=MUHASEBE')).json().pagination.totalResults).toBe(6);
      expect((await get('/api/apps/mailbox/mails?folder=spam')).statusCode).toBe(400);

      const one = (await get(`/api/apps/mailbox/mail?id=${first.mails[0].id}`)).json();
      expect(one.text).toContain('/reset-password?token=');
      const resend = await t.app.inject({ method: 'POST', url: '/api/apps/mailbox/resend', headers: bearer(admin), payload: { id: one.id } });
      expect(resend.statusCode).toBe(409);
      expect(resend.json().code).toBe('mail_not_configured');
    });
  });
});
