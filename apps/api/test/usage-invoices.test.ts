import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceRequests, invoices, stores } from '../src/db/schema';
import { postTransaction, storeAccount } from '../src/modules/ledger/ledger.service';
import { expectLedgerInvariants } from './ledger-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

const REVENUE = { accountCode: 'company:revenue', accountKind: 'revenue' };
const GATEWAY = { accountCode: 'gateway:clearing', accountKind: 'gateway_clearing' };

describe.each(testDatabaseKinds)('usage and invoices on %s', (kind) => {
  let t: TestApp;
  let store: Record<string, string>;
  let accountant: Record<string, string>;
  let storeId: string;
  let today: string;

  /** Ledger history at fixed moments: fees (as the delivery loop posts them) and a top-up. */
  async function post(kind: string, amount: number, at: string, key: string) {
    await t.database.db.transaction(async (tx) => {
      const { transactionId } = await postTransaction(tx, {
        kind,
        description: kind === 'top_up' ? 'Kontör yükleme' : 'Paket ücreti',
        idempotencyKey: key,
        postings: [{ ...storeAccount(storeId), amount }, kind === 'top_up' ? { ...GATEWAY, amount: -amount } : { ...REVENUE, amount: -amount }],
      });
      await tx.execute(sql`update ledger_transactions set created_at = ${at}::timestamptz where id = ${transactionId}`);
    });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    const s = await signIn(t.app, 'store');
    store = bearer(s.accessToken);
    accountant = bearer((await signIn(t.app, 'accountant')).accessToken);
    [{ id: storeId }] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.userId, s.user.id));
    // The store gets a name with Turkish letters, as real ones have.
    await t.database.db.update(stores).set({ name: 'Işıklı Şişçi Ğazi Döner' }).where(eq(stores.id, storeId));
    await post('delivery_fee', -120_00, '2026-10-05T09:00:00+03:00', 'charge:packet:u1');
    await post('delivery_fee', -80_00, '2026-10-05T23:30:00+03:00', 'charge:packet:u2');
    await post('top_up', 500_00, '2026-10-06T00:10:00+03:00', 'topup:u3');
    await post('delivery_fee', -100_00, '2026-10-07T12:00:00+03:00', 'charge:packet:u4');
    today = new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  });
  afterAll(() => t?.close());

  it('shows usage by Istanbul day with a running balance', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/usage?view=day&from=2026-10-05&to=2026-10-07&sort=date', headers: store });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((r: { date: string }) => r.date)).toEqual(['2026-10-05', '2026-10-06', '2026-10-07']);
    const [d5, d6, d7] = body.items;
    expect(d5).toMatchObject({ packets: 2, fees: 200_00, topUps: 0 });
    expect(d6).toMatchObject({ packets: 0, fees: 0, topUps: 500_00, balance: d5.balance + 500_00 });
    expect(d7).toMatchObject({ packets: 1, fees: 100_00, balance: d6.balance - 100_00 });
    expect(body.summary).toMatchObject({ packets: 3, fees: 300_00, topUps: 500_00, openingBalance: d5.balance + 200_00, closingBalance: d7.balance });
    const paged = (await t.app.inject({ method: 'GET', url: '/api/store/usage?view=request&from=2026-10-05&to=2026-10-07&size=2', headers: store })).json();
    expect(paged.total).toBe(4);
    expect(paged.items).toHaveLength(2);
    expect(paged.items[0]).toMatchObject({ kind: 'delivery_fee', fees: 100_00 });
    expect((await t.app.inject({ method: 'GET', url: '/api/store/usage?from=2026-10-08&to=2026-10-01', headers: store })).statusCode).toBe(400);
  });

  it('exports the usage to Excel with Turkish headers and TRY cells', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/store/usage/export?view=day&from=2026-10-05&to=2026-10-07', headers: store });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('kullanim-gunluk-2026-10-05-2026-10-07.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, 'Tarih', 'Paket sayısı', 'Mesafe (km)', 'Ücret', 'Yüklenen kontör', 'Diğer', 'Bakiye']);
    expect(ws.getRow(2).getCell(1).value).toBe('05.10.2026');
    expect(ws.getRow(2).getCell(4).value).toBe(200);
    expect(ws.getRow(2).getCell(4).numFmt).toContain('₺');
    expect(ws.getRow(5).getCell(1).value).toBe('Toplam');
    expect(ws.getRow(5).getCell(2).value).toBe(3);
  });

  let requestId: string;
  it('a store requests an invoice for a period; overlapping and bad periods are refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/store/invoice-requests', headers: store, payload: { from: '2026-10-01', to: '2026-10-31' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'pending',
      periodFrom: '2026-10-01',
      periodTo: '2026-10-31',
      storeName: 'Işıklı Şişçi Ğazi Döner',
      invoiceNumber: null,
    });
    requestId = res.json().id;
    const overlap = await t.app.inject({
      method: 'POST',
      url: '/api/store/invoice-requests',
      headers: store,
      payload: { from: '2026-10-15', to: '2026-10-20' },
    });
    expect(overlap.json().code).toBe('invoice_request_open');
    const future = await t.app.inject({ method: 'POST', url: '/api/store/invoice-requests', headers: store, payload: { from: today, to: '2999-01-01' } });
    expect(future.json().code).toBe('invalid_period');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/store/invoice-requests', headers: store })).json();
    expect(mine.items.map((r: { id: string }) => r.id)).toContain(requestId);
  });

  it('the accountant previews and issues it: gap-free number, KDV from the settings, a PDF with Turkish letters', async () => {
    const preview = (await t.app.inject({ method: 'GET', url: `/api/accounting/invoice-requests/${requestId}/preview`, headers: accountant })).json();
    expect(preview).toEqual({ packets: 3, netAmount: 250_00, vatPercent: 20, vatAmount: 50_00, totalAmount: 300_00 });
    const [issuedOnce, issuedTwice] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/accounting/invoice-requests/${requestId}/issue`, headers: accountant }),
      t.app.inject({ method: 'POST', url: `/api/accounting/invoice-requests/${requestId}/issue`, headers: accountant }),
    ]);
    expect(issuedOnce.statusCode).toBe(200);
    expect(issuedTwice.json().invoiceId).toBe(issuedOnce.json().invoiceId);
    const year = Number(today.slice(0, 4));
    expect(issuedOnce.json()).toMatchObject({ status: 'issued', invoiceNumber: `KO${year}000001`, netAmount: 250_00, vatAmount: 50_00, totalAmount: 300_00 });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${issuedOnce.json().invoiceId}/pdf`, headers: store });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain(`KO${year}000001`);
    expect(text).toContain('Işıklı Şişçi Ğazi Döner');
    expect(text).toContain('Kurye Ofis Lojistik Hizmetleri A.Ş.');
    expect(text).toContain('İstanbul');
    expect(text).toContain('₺300,00');
    // Issued is final: no reject after it.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/accounting/invoice-requests/${requestId}/reject`,
          headers: accountant,
          payload: { reason: 'Geç kaldı' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('numbers stay gap-free when an issue fails; rejection takes a reason; another store cannot fetch the PDF', async () => {
    // An empty period cannot be issued, and does not use a number.
    const empty = (
      await t.app.inject({ method: 'POST', url: '/api/store/invoice-requests', headers: store, payload: { from: '2026-09-01', to: '2026-09-30' } })
    ).json();
    expect((await t.app.inject({ method: 'POST', url: `/api/accounting/invoice-requests/${empty.id}/issue`, headers: accountant })).json().code).toBe(
      'nothing_to_invoice',
    );
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/accounting/invoice-requests/${empty.id}/reject`,
      headers: accountant,
      payload: { reason: 'Bu dönemde teslimat yok.' },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectReason: 'Bu dönemde teslimat yok.' });
    // A second store's invoice takes the next number.
    const [other] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(sql`${stores.id} <> ${storeId}`)
      .limit(1);
    await t.database.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'delivery_fee',
        description: 'Paket ücreti',
        idempotencyKey: 'charge:packet:o1',
        postings: [
          { ...storeAccount(other.id), amount: -90_00 },
          { ...REVENUE, amount: 90_00 },
        ],
      }),
    );
    // Today is a valid period for the other store (asked through the database: the test signs in as one store only).
    const [{ id: otherRequestId }] = await t.database.db
      .insert(invoiceRequests)
      .values({ storeId: other.id, periodFrom: today, periodTo: today })
      .returning({ id: invoiceRequests.id });
    const issued = (await t.app.inject({ method: 'POST', url: `/api/accounting/invoice-requests/${otherRequestId}/issue`, headers: accountant })).json();
    const year = Number(today.slice(0, 4));
    expect(issued.invoiceNumber).toBe(`KO${year}000002`);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${issued.invoiceId}/pdf`, headers: store })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${issued.invoiceId}/pdf`, headers: accountant })).statusCode).toBe(200);
    const carrier = bearer((await signIn(t.app, 'carrier')).accessToken);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${issued.invoiceId}/pdf`, headers: carrier })).statusCode).toBe(403);
    const numbers = (await t.database.db.select({ n: invoices.sequence }).from(invoices)).map((r) => r.n).sort();
    expect(numbers).toEqual([1, 2]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/accounting/invoice-requests?status=issued&sort=storeName', headers: accountant })).json();
    expect(list.total).toBe(2);
    await expectLedgerInvariants(t);
  });
});
