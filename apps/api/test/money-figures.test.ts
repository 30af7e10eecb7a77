import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidTrIban } from '@kurye/contracts/iban';
import { isValidTaxNumber } from '@kurye/contracts/tax-identity';
import { stores } from '../src/db/schema';
import { DEMO_CARRIERS } from '../src/db/seed/demo-data';
import { postTransaction } from '../src/modules/ledger/ledger.service';
import { deliverAndApprove, signInMoneyParties } from './accounting-helpers';
import { KADIKOY_STORE } from './delivery-helpers';
import { createTestApp, type TestApp } from './test-app';

const money = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);

/** Issue 27, "figures that disagree": each pair of figures a user sees side by side adds up. */
describe('money figures that must agree', () => {
  let t: TestApp;
  let store: Record<string, string>;
  let accountant: Record<string, string>;
  let courier: Record<string, string>;
  let carrierId: string;

  const get = async (url: string, headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const balanceOf = async (id: string) =>
    (await get('/api/accounting/carrier-balances?owed=false&size=100', accountant)).items.find((i: { carrierId: string }) => i.carrierId === id);

  beforeAll(async () => {
    t = await createTestApp('pglite');
    ({ store, accountant, courier, carrierId } = await signInMoneyParties(t));
  }, 60_000);
  afterAll(() => t?.close());

  it('the courier is told which part of the day’s earnings waits for the store’s approval; the job list shows the charged fee once charged', async () => {
    const { requestId, packetIds } = await deliverAndApprove(t, store, courier, { packetCount: 2, confirm: false });
    const today = await get('/api/carrier/today', courier);
    const payout = await get('/api/carrier/payout', courier);
    expect(today.underReviewPackets).toBe(2);
    expect(today.underReview).toBe(today.earnings);
    expect(payout.underReview).toBe(today.underReview);
    expect(payout.balance).toBe(0);
    const listed = () => get('/api/requests?size=100', store).then((p) => p.items.find((r: { id: string }) => r.id === requestId));
    expect((await listed()).chargedFee).toBeNull();

    await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId: packetIds[0] } });
    const half = await get('/api/carrier/today', courier);
    const halfPayout = await get('/api/carrier/payout', courier);
    expect(half.underReviewPackets).toBe(1);
    // What is payable plus what is under review is what was earned today.
    expect(halfPayout.balance + halfPayout.underReview).toBe(half.earnings);
    await t.app.inject({ method: 'POST', url: '/api/Packet/Location/Confirm', headers: store, payload: { packetId: packetIds[1] } });
    expect((await get('/api/carrier/today', courier)).underReview).toBe(0);

    const details = await get(`/api/requests/${requestId}`, store);
    const charged = details.packets.reduce((s: number, p: { fee: number }) => s + p.fee, 0);
    const row = await listed();
    expect(row.chargedFee).toBe(charged);
    expect(row.status).toBe('completed');
    // The store's page in the office says the same.
    const storePage = await get(`/api/stores/${details.storeId}`, accountant);
    expect(storePage.recentRequests.find((r: { id: string }) => r.id === requestId).chargedFee).toBe(charged);
  });

  it('a payment group is created for exactly the total shown, or answers 409 with the new total', async () => {
    const shown = (await balanceOf(carrierId)).available;
    expect(shown).toBeGreaterThan(0);
    // The courier earns more while the dialog is open.
    await deliverAndApprove(t, store, courier, { packetCount: 1 });
    const now = (await balanceOf(carrierId)).available;
    expect(now).toBeGreaterThan(shown);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/accounting/payment-groups',
      headers: accountant,
      payload: { carrierIds: [carrierId], expectedTotal: shown },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('payment_group_total_changed');
    expect(stale.json().message).toContain(money(now));
    expect((await balanceOf(carrierId)).inGroup).toBe(0);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/accounting/payment-groups',
      headers: accountant,
      payload: { carrierIds: [carrierId], expectedTotal: now },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().total).toBe(now);

    // Paid: "Ödenen" and "Son ödeme" come from the same ledger postings.
    const group = created.json();
    await t.app.inject({ method: 'POST', url: `/api/accounting/payment-groups/${group.id}/approve`, headers: accountant });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/payment-groups/${group.id}/paid`,
      headers: { ...accountant, 'idempotency-key': 'money-figures-paid' },
      payload: { bankReference: 'EFT-27' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await balanceOf(carrierId);
    expect(after.paid).toBe(now);
    expect(after.earned).toBe(after.paid + after.balance);
    expect(after.lastPayoutAt).not.toBeNull();
  });

  it('a payout posted in the ledger without a payment group (as the history seed does) is the last payout too', async () => {
    const { items } = await get('/api/accounting/carrier-balances?owed=false&size=100', accountant);
    const { carrierId: id } = items.find((c: { carrierId: string; earned: number }) => c.carrierId !== carrierId && c.earned === 0);
    const at = new Date('2026-11-02T11:00:00Z');
    for (const [kind, amount] of [
      ['delivery_fee', 90_00],
      ['carrier_payout', -60_00],
    ] as const) {
      await t.database.db.transaction(async (tx) => {
        const { transactionId } = await postTransaction(tx, {
          kind,
          description: kind,
          idempotencyKey: `money-figures:${kind}:${id}`,
          postings: [
            { accountCode: `carrier:${id}`, accountKind: 'carrier_payable', amount },
            { accountCode: 'bank', accountKind: 'bank', amount: -amount },
          ],
        });
        await tx.execute(sql`update ledger_transactions set created_at = ${at.toISOString()}::timestamptz where id = ${transactionId}`);
      });
    }
    const row = await balanceOf(id);
    expect(row).toMatchObject({ earned: 90_00, paid: 60_00, balance: 30_00 });
    expect(new Date(row.lastPayoutAt).toISOString()).toBe(at.toISOString());
  });

  it('the seeded demo data: every courier has a valid IBAN, every store a valid tax identity, the opening credit is named', async () => {
    const page = await get('/api/accounting/carrier-balances?owed=false&size=100', accountant);
    expect(page.items.length).toBe(DEMO_CARRIERS.length);
    for (const c of page.items) expect(isValidTrIban(c.iban ?? ''), c.name).toBe(true);
    const rows = await t.database.db.select({ taxOffice: stores.taxOffice, taxNumber: stores.taxNumber }).from(stores);
    for (const s of rows) {
      expect(s.taxOffice).toBeTruthy();
      expect(isValidTaxNumber(s.taxNumber ?? '')).toBe(true);
    }
    const account = await get('/api/store/account', store);
    expect(account.openingCredit).toMatchObject({ amount: KADIKOY_STORE.openingCreditKurus });
    const opened = account.recentTransactions.find((x: { kind: string }) => x.kind === 'opening_credit');
    expect(opened).toMatchObject({ description: 'Açılış bakiyesi', amount: KADIKOY_STORE.openingCreditKurus });
  });
});
