import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

/** The accountant's landing page: money totals from the ledger and the queues waiting for the accountant. */
describe.each(testDatabaseKinds)('accounting overview on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('sums store credit from the ledger and counts the waiting queues; other roles are refused', async () => {
    const accountant = bearer((await signIn(t.app, 'accountant')).accessToken);
    const res = await t.app.inject({ method: 'GET', url: '/api/accounting/overview', headers: accountant });
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json();
    // The sum of every store's balance, as the store account pages show it one by one.
    const admin = bearer((await signIn(t.app, 'admin')).accessToken);
    const stores = (await t.app.inject({ method: 'GET', url: '/api/stores?size=100', headers: admin })).json() as {
      items: { balance: number }[];
      total: number;
    };
    expect(stores.total).toBeLessThanOrEqual(100);
    expect(overview.storeCredit).toBe(stores.items.reduce((s, x) => s + x.balance, 0));
    expect(overview.storeCredit).toBeGreaterThan(0);
    for (const key of [
      'carrierPayable',
      'carriersOwed',
      'cashWithCarriers',
      'storePayable',
      'openGroups',
      'openGroupAmount',
      'pendingPaymentRequests',
      'pendingInvoiceRequests',
    ]) {
      expect(Number.isInteger(overview[key]), key).toBe(true);
    }
    const store = bearer((await signIn(t.app, 'store')).accessToken);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounting/overview', headers: store })).statusCode).toBe(403);
  });
});
