import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGroupItems, paymentGroups } from '../src/db/schema';
import { deliverAndApprove, signInMoneyParties } from './accounting-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

const VALID_IBAN = 'TR330006100519786457841326';

describe.each(testDatabaseKinds)('courier payouts and cash on delivery on %s', (kind) => {
  let t: TestApp;
  let store: Record<string, string>;
  let accountant: Record<string, string>;
  let courier: Record<string, string>;
  let carrierId: string;
  let key = 0;
  const idem = (k?: string) => ({ 'idempotency-key': k ?? `test-${++key}` });

  const balanceOf = async (id: string) => {
    const page = (await t.app.inject({ method: 'GET', url: '/api/accounting/carrier-balances?owed=false&size=100', headers: accountant })).json();
    return page.items.find((i: { carrierId: string }) => i.carrierId === id);
  };
  const newGroup = (carrierIds: string[]) =>
    t.app.inject({ method: 'POST', url: '/api/accounting/payment-groups', headers: accountant, payload: { carrierIds } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ store, accountant, courier, carrierId } = await signInMoneyParties(t));
  }, 60_000);
  afterAll(() => t?.close());

  it('sets the courier IBAN with the mod-97 rule, from the app and from the office', async () => {
    const bad = await t.app.inject({ method: 'PUT', url: '/api/carrier/iban', headers: courier, payload: { iban: 'TR340006100519786457841326' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_iban');
    const ok = await t.app.inject({ method: 'PUT', url: '/api/carrier/iban', headers: courier, payload: { iban: 'tr33 0006 1005 1978 6457 8413 26' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().iban).toBe(VALID_IBAN);
    const office = await t.app.inject({ method: 'GET', url: `/api/carriers/${carrierId}/iban`, headers: accountant });
    expect(office.json().iban).toBe(VALID_IBAN);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/carriers/${carrierId}/iban`,
      headers: accountant,
      payload: { iban: 'TR32 0010 0099 9990 1234 5678 90' },
    });
    expect(put.json().iban).toBe('TR320010009999901234567890');
    await t.app.inject({ method: 'PUT', url: `/api/carriers/${carrierId}/iban`, headers: accountant, payload: { iban: VALID_IBAN } });
  });

  it('builds a group from current payments, exports it, pays it once under 10 concurrent calls', async () => {
    await deliverAndApprove(t, store, courier, { packetCount: 2 });
    const before = await balanceOf(carrierId);
    expect(before.balance).toBeGreaterThan(0);
    expect(before.available).toBe(before.balance);
    expect(before.packets).toBeGreaterThanOrEqual(2);

    const created = await newGroup([carrierId]);
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json();
    expect(group.status).toBe('draft');
    expect(group.items).toEqual([expect.objectContaining({ carrierId, amount: before.balance, iban: VALID_IBAN })]);
    expect((await balanceOf(carrierId)).available).toBe(0);
    expect((await balanceOf(carrierId)).inGroup).toBe(before.balance);

    // The same payable cannot go into a second open group.
    const second = await newGroup([carrierId]);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('payable_in_open_group');

    const xlsx = await t.app.inject({ method: 'GET', url: `/api/accounting/payment-groups/${group.id}/export`, headers: accountant });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Ad Soyad', 'IBAN', 'Tutar', 'Açıklama']);
    expect(sheet.getRow(2).getCell(2).value).toBe(VALID_IBAN);
    expect(sheet.getRow(2).getCell(3).value).toBe(before.balance / 100);

    // Paying needs an approved group and an Idempotency-Key.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/payment-groups/${group.id}/paid`,
      headers: { ...accountant, ...idem() },
      payload: { bankReference: 'EFT-1' },
    });
    expect(early.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/accounting/payment-groups/${group.id}/approve`, headers: accountant })).json().status).toBe(
      'approved',
    );
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/payment-groups/${group.id}/paid`,
      headers: accountant,
      payload: { bankReference: 'EFT-1' },
    });
    expect(noKey.statusCode).toBe(400);

    const calls = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: `/api/accounting/payment-groups/${group.id}/paid`,
          headers: { ...accountant, ...idem(i < 5 ? 'same-key' : `key-${i}`) },
          payload: { bankReference: 'EFT-2026-0001' },
        }),
      ),
    );
    const statuses = calls.map((c) => c.statusCode);
    // The five calls with one key all answer the one result; the other keys are refused as the group is paid.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const oks = calls.filter((c) => c.statusCode === 200).map((c) => c.json());
    expect(new Set(oks.map((o) => o.transactionId)).size).toBe(1);
    const payouts = (await t.database.db.execute(sql`select count(*)::int as n from ledger_transactions where kind = 'carrier_payout'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(Number(payouts.rows[0].n)).toBe(1);
    // A replay with the winning key and reference answers the same result; another reference with it is refused.
    const winnerKey = calls.findIndex((c) => c.statusCode === 200) < 5 ? 'same-key' : `key-${calls.findIndex((c) => c.statusCode === 200)}`;
    const replay = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/payment-groups/${group.id}/paid`,
      headers: { ...accountant, ...idem(winnerKey) },
      payload: { bankReference: 'EFT-2026-0001' },
    });
    expect(replay.json()).toMatchObject({ replayed: true, transactionId: oks[0].transactionId });
    const reused = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/payment-groups/${group.id}/paid`,
      headers: { ...accountant, ...idem(winnerKey) },
      payload: { bankReference: 'OTHER' },
    });
    expect(reused.json().code).toBe('idempotency_key_reused');

    const after = await balanceOf(carrierId);
    expect(after).toMatchObject({ balance: 0, inGroup: 0, available: 0, paid: before.balance });
    expect(after.lastPayoutAt).not.toBeNull();

    const payments = (await t.app.inject({ method: 'GET', url: '/api/accounting/payments?q=EFT-2026', headers: accountant })).json();
    expect(payments.items).toEqual([expect.objectContaining({ carrierId, amount: before.balance, bankReference: 'EFT-2026-0001', groupNumber: group.number })]);
    const exported = await t.app.inject({ method: 'GET', url: '/api/accounting/payments/export?q=EFT-2026', headers: accountant });
    expect(exported.statusCode).toBe(200);
    const list = (await t.app.inject({ method: 'GET', url: '/api/accounting/payment-groups?status=paid', headers: accountant })).json();
    expect(list.items[0]).toMatchObject({ id: group.id, status: 'paid', total: before.balance, couriers: 1 });
  }, 60_000);

  it('two groups never hold the same payable, even created at once or written straight to the database', async () => {
    await deliverAndApprove(t, store, courier);
    const results = await Promise.all(Array.from({ length: 6 }, () => newGroup([carrierId])));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const open = results.find((r) => r.statusCode === 201)!.json();

    // The database itself refuses a second open item for the courier.
    const [other] = await t.database.db.insert(paymentGroups).values({ description: 'elle' }).returning();
    await expect(t.database.db.insert(paymentGroupItems).values({ groupId: other.id, carrierId, amount: 1 })).rejects.toThrow();

    // Cancelling frees the payable for a new group.
    expect((await t.app.inject({ method: 'POST', url: `/api/accounting/payment-groups/${open.id}/cancel`, headers: accountant })).json().status).toBe(
      'cancelled',
    );
    const again = await newGroup([carrierId]);
    expect(again.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: `/api/accounting/payment-groups/${again.json().id}/cancel`, headers: accountant });
  }, 60_000);

  it('a courier asks for a payout; the office rejects with a reason or approves it into a group', async () => {
    const { available } = (await t.app.inject({ method: 'GET', url: '/api/carrier/payout', headers: courier })).json();
    expect(available).toBeGreaterThan(0);
    const tooMuch = await t.app.inject({ method: 'POST', url: '/api/carrier/payment-requests', headers: courier, payload: { amount: available + 1 } });
    expect(tooMuch.json().code).toBe('amount_exceeds_payable');

    const first = (
      await t.app.inject({ method: 'POST', url: '/api/carrier/payment-requests', headers: courier, payload: { amount: available, note: 'Kira' } })
    ).json();
    expect(first.status).toBe('pending');
    const dup = await t.app.inject({ method: 'POST', url: '/api/carrier/payment-requests', headers: courier, payload: { amount: 100 } });
    expect(dup.json().code).toBe('payment_request_pending');
    const rejected = (
      await t.app.inject({
        method: 'POST',
        url: `/api/accounting/payment-requests/${first.id}/reject`,
        headers: accountant,
        payload: { reason: 'Hafta sonu ödeme yapılıyor' },
      })
    ).json();
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Hafta sonu ödeme yapılıyor' });

    t.clock.advance(60_000);
    const second = (await t.app.inject({ method: 'POST', url: '/api/carrier/payment-requests', headers: courier, payload: { amount: 100 } })).json();
    const approved = (
      await t.app.inject({ method: 'POST', url: `/api/accounting/payment-requests/${second.id}/approve`, headers: accountant, payload: {} })
    ).json();
    expect(approved.status).toBe('approved');
    expect(approved.groupId).toBeTruthy();
    const group = (await t.app.inject({ method: 'GET', url: `/api/accounting/payment-groups/${approved.groupId}`, headers: accountant })).json();
    expect(group.items).toEqual([expect.objectContaining({ carrierId, amount: 100 })]);

    const seen = (await t.app.inject({ method: 'GET', url: '/api/carrier/payout', headers: courier })).json();
    expect(seen.requests.map((r: { status: string }) => r.status)).toEqual(['approved', 'rejected']);
    expect(seen.requests[1].reason).toBe('Hafta sonu ödeme yapılıyor');
    expect(seen.inGroup).toBe(100);
    expect(seen.available).toBe(available - 100);
    await t.app.inject({ method: 'POST', url: `/api/accounting/payment-groups/${approved.groupId}/cancel`, headers: accountant });
  }, 60_000);

  it('collects cash at the door, takes the hand-in, and settles the store net of fees', async () => {
    const cashBefore = (await t.app.inject({ method: 'GET', url: '/api/carrier/payout', headers: courier })).json().cashInHand;
    const { requestId } = await deliverAndApprove(t, store, courier, { cash: { amount: 25_000, method: 'cash' } });
    await deliverAndApprove(t, store, courier, { cash: { amount: 10_000, method: 'card' } });
    const mine = (await t.app.inject({ method: 'GET', url: '/api/carrier/payout', headers: courier })).json();
    expect(mine.cashInHand).toBe(cashBefore + 25_000);
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/requests/${requestId}/cash-on-delivery`,
      headers: store,
      payload: { amount: 1, method: 'cash' },
    });
    expect(locked.json().code).toBe('cash_on_delivery_locked');

    const cash = (await t.app.inject({ method: 'GET', url: '/api/accounting/cash', headers: accountant })).json();
    expect(cash.items.find((i: { carrierId: string }) => i.carrierId === carrierId)).toMatchObject({ cashInHand: cashBefore + 25_000 });
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/accounting/cash/handins',
      headers: { ...accountant, ...idem() },
      payload: { carrierId, amount: cashBefore + 25_001 },
    });
    expect(over.json().code).toBe('cash_exceeds_balance');
    const handIn = await t.app.inject({
      method: 'POST',
      url: '/api/accounting/cash/handins',
      headers: { ...accountant, ...idem('hand-1') },
      payload: { carrierId, amount: cashBefore + 25_000 },
    });
    expect(handIn.json()).toMatchObject({ cashInHand: 0, replayed: false });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/accounting/cash/handins',
      headers: { ...accountant, ...idem('hand-1') },
      payload: { carrierId, amount: cashBefore + 25_000 },
    });
    expect(replay.json()).toMatchObject({ replayed: true, transactionId: handIn.json().transactionId });
    const reconciled = (await t.app.inject({ method: 'GET', url: '/api/accounting/cash?all=true&size=100', headers: accountant })).json();
    expect(reconciled.items.find((i: { carrierId: string }) => i.carrierId === carrierId).cashInHand).toBe(0);
    expect(reconciled.summary.cashInHand).toBe(reconciled.summary.collected - reconciled.summary.handedIn);

    const payables = (await t.app.inject({ method: 'GET', url: '/api/accounting/store-payables', headers: accountant })).json();
    const row = payables.items[0];
    expect(row.payable).toBeGreaterThanOrEqual(35_000);
    expect(row.toPay).toBe(row.payable - row.feeOffset);
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/store-payables/${row.storeId}/settle`,
      headers: { ...accountant, ...idem('settle-1') },
      payload: { bankReference: 'EFT-STORE-1' },
    });
    expect(settled.json()).toMatchObject({ paid: row.toPay, replayed: false });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/store-payables/${row.storeId}/settle`,
      headers: { ...accountant, ...idem('settle-1') },
      payload: { bankReference: 'EFT-STORE-1' },
    });
    expect(again.json().replayed).toBe(true);
    const nothing = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/store-payables/${row.storeId}/settle`,
      headers: { ...accountant, ...idem() },
      payload: { bankReference: 'EFT-STORE-2' },
    });
    expect(nothing.json().code).toBe('nothing_to_pay');
  }, 60_000);

  it('only Admin and Accountant reach the accounting routes', async () => {
    for (const account of ['operator', 'chief', 'store', 'carrier'] as const) {
      const h = bearer((await signIn(t.app, account)).accessToken);
      expect((await t.app.inject({ method: 'GET', url: '/api/accounting/carrier-balances', headers: h })).statusCode).toBe(403);
      expect((await newGroupAs(h)).statusCode).toBe(403);
    }
    function newGroupAs(h: Record<string, string>) {
      return t.app.inject({ method: 'POST', url: '/api/accounting/payment-groups', headers: h, payload: { carrierIds: [carrierId] } });
    }
  });
});
