import { createHash } from 'node:crypto';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePayments, stores } from '../src/db/schema';
import { balancesOf, storeAccount } from '../src/modules/ledger/ledger.service';
import { createIyzicoProvider } from '../src/modules/payments/payment-provider';
import { createPaymentsService, GATEWAY_CLEARING } from '../src/modules/payments/payments.service';
import { expectLedgerInvariants } from './ledger-helpers';
import { bearer, createTestApp, signIn, startTestApp, testDatabaseKinds, type TestApp } from './test-app';

async function storeIdOfToken(t: TestApp, userId: string) {
  const [s] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.userId, userId));
  return s.id;
}

const tokenOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;

describe.each(testDatabaseKinds)('store credit top-up on %s', (kind) => {
  let t: TestApp;
  let h: Record<string, string>;
  let storeId: string;
  let n = 0;
  const key = () => `topup-${kind}-${++n}`;
  const balance = async () => (await balancesOf(t.database.db, [storeAccount(storeId).accountCode])).get(storeAccount(storeId).accountCode)!;
  const start = async (amount: number, k = key()) =>
    t.app.inject({ method: 'POST', url: '/api/store/payments', headers: { ...h, 'idempotency-key': k }, payload: { amount } });
  const decide = (token: string, action: 'approve' | 'decline', card = '4242 4242 4242 4242') =>
    t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ cardNumber: card, otp: '123456', action }).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const s = await signIn(t.app, 'store');
    h = bearer(s.accessToken);
    storeId = await storeIdOfToken(t, s.user.id);
  });
  afterAll(() => t?.close());

  it('offers the packages and limits from the settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/top-up-options', headers: h });
    expect(res.json()).toEqual({ packages: [500_00, 1_000_00, 2_500_00], minAmount: 100_00, maxAmount: 50_000_00, provider: 'sandbox' });
  });

  it('pays through the sandbox 3-D Secure page and credits the store once', async () => {
    const before = await balance();
    const res = await start(1_000_00);
    expect(res.statusCode).toBe(201);
    const { id, redirectUrl } = res.json();
    expect(redirectUrl).toMatch(/^\/api\/payments\/sandbox\/sbx_/);
    const page = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('3D Secure');
    expect(page.body).toContain('1.000,00');
    // Its inline style is allowed by its own CSP (by hash), nothing else is: the page is styled, still script-free.
    const style = /<style>([\s\S]*?)<\/style>/.exec(page.body)![1];
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    const submitted = await decide(tokenOf(redirectUrl), 'approve');
    expect(submitted.statusCode).toBe(303);
    expect(submitted.headers.location).toBe(`/api/payments/return?token=${tokenOf(redirectUrl)}`);
    const back = await t.app.inject({ method: 'GET', url: submitted.headers.location as string });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/store/credit/buy?payment=${id}`);
    const one = (await t.app.inject({ method: 'GET', url: `/api/store/payments/${id}`, headers: h })).json();
    expect(one).toMatchObject({ id, status: 'succeeded', amount: 1_000_00, balance: before + 1_000_00 });
    expect(await balance()).toBe(before + 1_000_00);
    // The account page keeps working and shows the new balance.
    const account = (await t.app.inject({ method: 'GET', url: '/api/store/account', headers: h })).json();
    expect(account.balance).toBe(before + 1_000_00);
    expect(account.recentTransactions[0]).toMatchObject({ kind: 'top_up', amount: 1_000_00 });
    await expectLedgerInvariants(t);
  });

  it('needs an Idempotency-Key; a replay answers the same payment; another amount under the key is refused', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/store/payments', headers: h, payload: { amount: 500_00 } })).json().code).toBe(
      'idempotency_key_required',
    );
    const k = key();
    const first = await start(500_00, k);
    const again = await start(500_00, k);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await start(2_500_00, k)).statusCode).toBe(409);
  });

  it('refuses amounts outside the limits with the limits in Turkish', async () => {
    const res = await start(50_00);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'topup_amount_out_of_range', message: 'Yükleme tutarı ₺100,00 ile ₺50.000,00 arasında olmalıdır.' });
    expect((await start(50_000_01)).statusCode).toBe(400);
  });

  it('a declined card credits nothing', async () => {
    const before = await balance();
    const { id, redirectUrl } = (await start(500_00)).json();
    await decide(tokenOf(redirectUrl), 'approve', '4000 0000 0000 0002');
    await t.app.inject({ method: 'POST', url: '/api/payments/callback', payload: { token: tokenOf(redirectUrl) } });
    const one = (await t.app.inject({ method: 'GET', url: `/api/store/payments/${id}`, headers: h })).json();
    expect(one).toMatchObject({ status: 'failed', failureReason: 'card_declined' });
    expect(await balance()).toBe(before);
    // An invalid card number is sent back to the form with a message.
    const { redirectUrl: other } = (await start(500_00)).json();
    const bad = await decide(tokenOf(other), 'approve', '1234 5678 9012 3456');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Kart numarası geçersiz');
  });

  it('20 concurrent callbacks of one payment credit it once', async () => {
    const before = await balance();
    const { id, redirectUrl } = (await start(2_500_00)).json();
    const token = tokenOf(redirectUrl);
    await decide(token, 'approve');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? t.app.inject({ method: 'POST', url: '/api/payments/callback', payload: { token } })
          : t.app.inject({ method: 'GET', url: `/api/payments/return?token=${token}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(303));
    expect(await balance()).toBe(before + 2_500_00);
    const txs = (await t.database.db.execute(
      sql`select count(*) as c from ledger_transactions where idempotency_key = ${`topup:payment:${id}`}`,
    )) as unknown as { rows: { c: string }[] };
    expect(Number(txs.rows[0].c)).toBe(1);
    await expectLedgerInvariants(t);
  });

  it('the callback proves nothing by itself: a pending payment stays uncredited', async () => {
    const before = await balance();
    const { id, redirectUrl } = (await start(500_00)).json();
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/callback', payload: { token: tokenOf(redirectUrl) } });
    expect(res.statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: `/api/store/payments/${id}`, headers: h })).json().status).toBe('pending');
    expect(await balance()).toBe(before);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/callback', payload: { token: 'sbx_unknown_token' } })).statusCode).toBe(404);
  });

  it('abandoned checkouts expire durably; one paid before a crash is credited once after the restart', async () => {
    const before = await balance();
    const abandoned = (await start(500_00)).json();
    const paid = (await start(1_000_00)).json();
    // The payer approved, then the server died before the return arrived.
    await decide(tokenOf(paid.redirectUrl), 'approve');
    await t.app.close();
    t = await startTestApp(t.database, t.clock);
    t.clock.advance(31 * 60_000);
    const first = await t.app.services.payments.expireDue();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    await t.app.services.payments.expireDue();
    const [a] = await t.database.db.select().from(storePayments).where(eq(storePayments.id, abandoned.id));
    const [p] = await t.database.db.select().from(storePayments).where(eq(storePayments.id, paid.id));
    expect(a.status).toBe('expired');
    expect(p.status).toBe('succeeded');
    expect(await balance()).toBe(before + 1_000_00);
    // A late return for the paid one changes nothing.
    await t.app.inject({ method: 'GET', url: `/api/payments/return?token=${tokenOf(paid.redirectUrl)}` });
    expect(await balance()).toBe(before + 1_000_00);
    h = bearer((await signIn(t.app, 'store')).accessToken);
    await expectLedgerInvariants(t);
  });

  it('lists the store’s payments paged and sorted, with status', async () => {
    const res = (await t.app.inject({ method: 'GET', url: '/api/store/payments?size=3&sort=-amount', headers: h })).json();
    expect(res.total).toBeGreaterThanOrEqual(8);
    expect(res.items).toHaveLength(3);
    expect(res.items[0].amount).toBeGreaterThanOrEqual(res.items[1].amount);
    const failed = (await t.app.inject({ method: 'GET', url: '/api/store/payments?status=failed', headers: h })).json();
    expect(failed.items.every((p: { status: string }) => p.status === 'failed')).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/store/payments', headers: bearer((await signIn(t.app, 'accountant')).accessToken) })).statusCode,
    ).toBe(403);
  });
});

/** A local stand-in for the two iyzico endpoints the adapter calls; it checks the IYZWSv2 signature like iyzico does. */
function iyzicoStandIn(apiKey: string, secretKey: string) {
  const checkouts = new Map<string, { basketId: string; price: string; paid?: boolean }>();
  const calls: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const rnd = String(req.headers['x-iyzi-rnd']);
      const auth = Buffer.from(String(req.headers.authorization).replace('IYZWSv2 ', ''), 'base64').toString();
      const expected = createHmac('sha256', secretKey)
        .update(rnd + req.url + body)
        .digest('hex');
      res.setHeader('content-type', 'application/json');
      if (auth !== `apiKey:${apiKey}&randomKey:${rnd}&signature:${expected}`) {
        res.end(JSON.stringify({ status: 'failure', errorCode: '1001', errorMessage: 'api bilgileri bulunamadı' }));
        return;
      }
      const json = JSON.parse(body);
      calls.push(req.url!);
      if (req.url === '/payment/iyzipos/checkoutform/initialize/auth/ecom') {
        const token = `iyz-${checkouts.size + 1}-${json.basketId.slice(0, 8)}`;
        checkouts.set(token, { basketId: json.basketId, price: json.paidPrice });
        res.end(JSON.stringify({ status: 'success', token, paymentPageUrl: `https://sandbox-cpp.iyzipay.com?token=${token}`, tokenExpireTime: 1800 }));
      } else if (req.url === '/payment/iyzipos/checkoutform/auth/ecom/detail') {
        const c = checkouts.get(json.token);
        if (!c) return void res.end(JSON.stringify({ status: 'failure', errorCode: '5057', errorMessage: 'token bulunamadı' }));
        res.end(
          JSON.stringify({
            status: 'success',
            paymentStatus: c.paid ? 'SUCCESS' : c.paid === false ? 'FAILURE' : 'INIT_THREEDS',
            paymentId: '2451',
            paidPrice: c.price,
            basketId: c.basketId,
            token: json.token,
          }),
        );
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  return { server, checkouts, calls };
}

describe('iyzico checkout form against a local stand-in', () => {
  let t: TestApp;
  const stand = iyzicoStandIn('sandbox-key', 'sandbox-secret');
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await new Promise<void>((r) => stand.server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stand.server.close();
    await t?.close();
  });

  const service = (secretKey = 'sandbox-secret') =>
    createPaymentsService({
      db: t.database.db,
      clock: t.clock,
      settings: t.app.services.settings,
      log: t.app.log,
      publicUrl: 'http://localhost:3000',
      expiryMinutes: 30,
      provider: createIyzicoProvider({ apiKey: 'sandbox-key', secretKey, baseUrl }),
    });

  it('initialises, retrieves on callback and credits once; a failed payment credits nothing', async () => {
    const [store] = await t.database.db.select({ id: stores.id }).from(stores).limit(1);
    const code = storeAccount(store.id).accountCode;
    const before = (await balancesOf(t.database.db, [code])).get(code)!;
    const payments = service();
    const started = await payments.create(store.id, 750_00, 'iyz-1', '127.0.0.1');
    expect(started.redirectUrl).toMatch(/^https:\/\/sandbox-cpp\.iyzipay\.com\?token=iyz-1-/);
    const token = new URL(started.redirectUrl).searchParams.get('token')!;
    expect(stand.checkouts.get(token)).toMatchObject({ basketId: started.id, price: '750.00' });
    // Callback before the payer finished: still pending.
    expect((await payments.complete(token)).status).toBe('pending');
    stand.checkouts.get(token)!.paid = true;
    const done = await Promise.all(Array.from({ length: 5 }, () => payments.complete(token)));
    expect(done.every((p) => p.status === 'succeeded' && p.providerReference === '2451')).toBe(true);
    expect((await balancesOf(t.database.db, [code])).get(code)).toBe(before + 750_00);
    expect((await balancesOf(t.database.db, [GATEWAY_CLEARING.accountCode])).get(GATEWAY_CLEARING.accountCode)).toBeLessThanOrEqual(-750_00);

    const declined = await payments.create(store.id, 500_00, 'iyz-2', '127.0.0.1');
    const token2 = new URL(declined.redirectUrl).searchParams.get('token')!;
    stand.checkouts.get(token2)!.paid = false;
    expect((await payments.complete(token2)).status).toBe('failed');
    expect((await balancesOf(t.database.db, [code])).get(code)).toBe(before + 750_00);
    await expectLedgerInvariants(t);
  });

  it('a wrongly signed initialise is refused by the stand-in and answers 502 payment_provider_error', async () => {
    const [store] = await t.database.db.select({ id: stores.id }).from(stores).limit(1);
    await expect(service('wrong-secret').create(store.id, 500_00, 'iyz-3', '127.0.0.1')).rejects.toMatchObject({
      statusCode: 502,
      code: 'payment_provider_error',
    });
    expect(stand.calls.filter((c) => c.includes('initialize'))).toHaveLength(2);
  });
});
