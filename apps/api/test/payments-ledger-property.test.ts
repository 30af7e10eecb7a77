import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePayments, stores } from '../src/db/schema';
import { balancesOf, postTransaction, storeAccount } from '../src/modules/ledger/ledger.service';
import { GATEWAY_CLEARING } from '../src/modules/payments/payments.service';
import { expectLedgerInvariants } from './ledger-helpers';
import { bearer, createTestApp, signIn, type TestApp } from './test-app';

/**
 * Random sequences of top-ups (approved, declined, abandoned; callbacks repeated and raced) and fee charges: the ledger
 * stays balanced, the store's balance is exactly opening + approved top-ups − charges, and the gateway clearing
 * account mirrors the approved top-ups.
 */
describe('ledger invariants under random top-ups and charges', () => {
  let t: TestApp;
  let h: Record<string, string>;
  let storeId: string;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const s = await signIn(t.app, 'store');
    h = bearer(s.accessToken);
    [{ id: storeId }] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.userId, s.user.id));
  });
  afterAll(() => t?.close());

  const step = fc.oneof(
    fc.record({
      kind: fc.constant('topup' as const),
      amount: fc.integer({ min: 100_00, max: 50_000_00 }),
      outcome: fc.constantFrom('approve', 'decline', 'abandon'),
      callbacks: fc.integer({ min: 1, max: 4 }),
    }),
    fc.record({ kind: fc.constant('charge' as const), amount: fc.integer({ min: 1, max: 500_00 }) }),
  );

  it('holds for any sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        const code = storeAccount(storeId).accountCode;
        const balance = async (c: string) => (await balancesOf(t.database.db, [c])).get(c)!;
        const start = { store: await balance(code), gateway: await balance(GATEWAY_CLEARING.accountCode) };
        let credited = 0;
        let charged = 0;
        for (const s of steps) {
          if (s.kind === 'charge') {
            await t.database.db.transaction((tx) =>
              postTransaction(tx, {
                kind: 'delivery_fee',
                description: 'Paket ücreti',
                idempotencyKey: `charge:prop:${++n}`,
                postings: [
                  { ...storeAccount(storeId), amount: -s.amount },
                  { accountCode: 'company:revenue', accountKind: 'revenue', amount: s.amount },
                ],
              }),
            );
            charged += s.amount;
            continue;
          }
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/store/payments',
            headers: { ...h, 'idempotency-key': `prop-${++n}` },
            payload: { amount: s.amount },
          });
          const { id, redirectUrl } = res.json();
          const token = redirectUrl.split('/').pop();
          if (s.outcome !== 'abandon') {
            await t.app.inject({
              method: 'POST',
              url: `/api/payments/sandbox/${token}`,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: `cardNumber=4242424242424242&action=${s.outcome}`,
            });
          }
          await Promise.all(Array.from({ length: s.callbacks }, () => t.app.inject({ method: 'POST', url: '/api/payments/callback', payload: { token } })));
          if (s.outcome === 'approve') credited += s.amount;
          const [row] = await t.database.db.select({ status: storePayments.status }).from(storePayments).where(eq(storePayments.id, id));
          expect(row.status).toBe(s.outcome === 'approve' ? 'succeeded' : s.outcome === 'decline' ? 'failed' : 'pending');
        }
        expect(await balance(code)).toBe(start.store + credited - charged);
        expect(await balance(GATEWAY_CLEARING.accountCode)).toBe(start.gateway - credited);
        await expectLedgerInvariants(t);
      }),
      { numRuns: 12 },
    );
    // Whatever was abandoned expires and credits nothing.
    t.clock.advance(31 * 60_000);
    const before = (await balancesOf(t.database.db, [storeAccount(storeId).accountCode])).get(storeAccount(storeId).accountCode);
    await t.app.services.payments.expireDue(1000);
    expect((await t.database.db.select().from(storePayments).where(eq(storePayments.status, 'pending'))).length).toBe(0);
    expect((await balancesOf(t.database.db, [storeAccount(storeId).accountCode])).get(storeAccount(storeId).accountCode)).toBe(before);
  }, 120_000);
});
