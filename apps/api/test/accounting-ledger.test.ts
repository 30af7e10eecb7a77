import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverAndApprove, signInMoneyParties } from './accounting-helpers';
import { createTestApp, type TestApp } from './test-app';

type Op =
  | { kind: 'topUp'; amount: number }
  | { kind: 'refund'; amount: number }
  | { kind: 'deliver'; packets: number; cash: number; method: 'cash' | 'card' | 'none' }
  | { kind: 'payout' }
  | { kind: 'handIn'; share: number }
  | { kind: 'settle' };

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('the ledger under random top-ups, charges, refunds, payouts and cash hand-ins (pglite)', () => {
  let t: TestApp;
  let store: Record<string, string>;
  let accountant: Record<string, string>;
  let courier: Record<string, string>;
  let carrierId: string;
  let storeId: string;
  let n = 0;
  const key = () => ({ 'idempotency-key': `prop-${++n}` });

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const parties = await signInMoneyParties(t);
    ({ store, accountant, courier, carrierId } = parties);
    storeId = (await t.app.services.storeRequests.ownStore(parties.storeUserId))!.id;
  }, 60_000);
  afterAll(() => t?.close());

  async function run(o: Op) {
    const a = accountant;
    if (o.kind === 'topUp' || o.kind === 'refund') {
      const amount = o.kind === 'topUp' ? o.amount : -o.amount;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/stores/${storeId}/credit`,
        headers: { ...a, ...key() },
        payload: { amount, reason: o.kind === 'topUp' ? 'Test yükleme' : 'Test iade' },
      });
      expect(res.statusCode, res.body).toBe(200);
    } else if (o.kind === 'deliver') {
      const account = (await t.app.inject({ method: 'GET', url: '/api/store/account', headers: store })).json();
      if (account.available < 50_000) return; // the store would be refused for credit; the top-ups cover this
      await deliverAndApprove(t, store, courier, { packetCount: o.packets, cash: o.method === 'none' ? undefined : { amount: o.cash, method: o.method } });
    } else if (o.kind === 'payout') {
      const created = await t.app.inject({ method: 'POST', url: '/api/accounting/payment-groups', headers: a, payload: { carrierIds: [carrierId] } });
      if (created.statusCode !== 201) {
        expect(created.json().code).toBe('nothing_to_pay');
        return;
      }
      const id = created.json().id;
      await t.app.inject({ method: 'POST', url: `/api/accounting/payment-groups/${id}/approve`, headers: a });
      const paid = await t.app.inject({
        method: 'POST',
        url: `/api/accounting/payment-groups/${id}/paid`,
        headers: { ...a, ...key() },
        payload: { bankReference: `EFT-${n}` },
      });
      expect(paid.statusCode, paid.body).toBe(200);
    } else if (o.kind === 'handIn') {
      const cash = (await t.app.inject({ method: 'GET', url: '/api/accounting/cash?all=true&size=100', headers: a })).json();
      const inHand = cash.items.find((i: { carrierId: string }) => i.carrierId === carrierId)?.cashInHand ?? 0;
      const amount = Math.floor(inHand * o.share);
      if (amount < 1) return;
      const res = await t.app.inject({ method: 'POST', url: '/api/accounting/cash/handins', headers: { ...a, ...key() }, payload: { carrierId, amount } });
      expect(res.statusCode, res.body).toBe(200);
    } else {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/accounting/store-payables/${storeId}/settle`,
        headers: { ...a, ...key() },
        payload: { bankReference: `EFT-S-${n}` },
      });
      expect([200, 409]).toContain(res.statusCode);
    }
  }

  it('keeps every transaction balanced, every reported balance equal to its postings and no payable below zero', async () => {
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ kind: fc.constant('topUp' as const), amount: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({ kind: fc.constant('refund' as const), amount: fc.integer({ min: 1, max: 20_000 }) }),
      fc.record({
        kind: fc.constant('deliver' as const),
        packets: fc.integer({ min: 1, max: 2 }),
        cash: fc.integer({ min: 1, max: 100_000 }),
        method: fc.constantFrom('cash' as const, 'card' as const, 'none' as const),
      }),
      fc.constant({ kind: 'payout' as const }),
      fc.record({ kind: fc.constant('handIn' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
      fc.constant({ kind: 'settle' as const }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 7 }), async (ops) => {
        for (const o of ops) await run(o);
        const db = t.database.db;
        expect(rows(await db.execute(sql`select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0`))).toEqual([]);
        const sums = new Map(
          rows<{ code: string; kind: string; balance: string }>(
            await db.execute(
              sql`select a.code, a.kind, sum(p.amount) as balance from ledger_accounts a join ledger_postings p on p.account_id = a.id group by a.code, a.kind`,
            ),
          ).map((r) => [r.code, { kind: r.kind, balance: Number(r.balance) }]),
        );
        for (const [code, { kind, balance }] of sums) {
          if (kind === 'carrier_payable' || kind === 'store_payable') expect({ code, balance }).toEqual({ code, balance: Math.max(0, balance) });
          if (kind === 'carrier_cash') expect({ code, balance }).toEqual({ code, balance: Math.min(0, balance) });
        }
        // What the screens report is what the postings add up to.
        const balance = (await t.app.inject({ method: 'GET', url: '/api/accounting/carrier-balances?owed=false&size=100', headers: accountant })).json();
        const mine = balance.items.find((i: { carrierId: string }) => i.carrierId === carrierId);
        expect(mine.balance).toBe(sums.get(`carrier:${carrierId}`)?.balance ?? 0);
        expect(mine.available).toBe(mine.balance - mine.inGroup);
        const cash = (await t.app.inject({ method: 'GET', url: '/api/accounting/cash?all=true&size=100', headers: accountant })).json();
        expect(cash.items.find((i: { carrierId: string }) => i.carrierId === carrierId).cashInHand).toBe(
          0 - (sums.get(`carrier-cash:${carrierId}`)?.balance ?? 0),
        );
        const account = (await t.app.inject({ method: 'GET', url: '/api/store/account', headers: store })).json();
        expect(account.balance).toBe(sums.get(`store:${storeId}`)?.balance ?? 0);
        const payouts = rows<{ paid: string }>(
          await db.execute(
            sql`select coalesce(sum(i.amount), 0) as paid from payment_group_items i join payment_groups g on g.id = i.group_id where g.status = 'paid' and i.carrier_id = ${carrierId}`,
          ),
        );
        expect(mine.paid).toBe(Number(payouts[0].paid));
      }),
      { numRuns: 8 },
    );
  }, 240_000);
});
