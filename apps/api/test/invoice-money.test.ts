import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XmlDocument, type XmlElement } from 'xmldoc';
import { outboxMails, stores } from '../src/db/schema';
import { BANK_ACCOUNT, postTransaction, storeAccount } from '../src/modules/ledger/ledger.service';
import { deliverAndApprove } from './accounting-helpers';
import { eastOf, onlineCourier, storePoint } from './delivery-helpers';
import { loadReference, storeForm } from './organisation-helpers';
import { bearer, createTestApp, signIn, testDatabaseKinds, type TestApp } from './test-app';

const money = (kurus: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
const decimal = (kurus: number) => (kurus / 100).toFixed(2);

/** Issue 27: the fees were charged KDV-inclusive; the invoice splits them (net + KDV = what was charged, to the kuruş). */
describe.each(testDatabaseKinds)('an invoice reconciled against the ledger on %s', (kind) => {
  let t: TestApp;
  let store: Record<string, string>;
  let storeId: string;
  let accountant: Record<string, string>;
  let operator: Record<string, string>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = (await signIn(t.app, 'admin')).accessToken;
    const op = (await signIn(t.app, 'operator')).accessToken;
    operator = bearer(op);
    accountant = bearer((await signIn(t.app, 'accountant')).accessToken);
    const ref = await loadReference(t.app, admin, op);
    // A store of its own, through the application form, with its tax identity.
    const form = storeForm(ref, { storeName: 'Fatura Deneme Lokantası', taxOffice: 'Moda', taxNumber: '9876543217' });
    const submitted = await t.app.inject({ method: 'POST', url: '/api/applications/store', payload: form as object, remoteAddress: '10.9.0.7' });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const approved = await t.app.inject({ method: 'POST', url: `/api/applications/${submitted.json().id}/approve`, headers: operator });
    expect(approved.statusCode, approved.body).toBe(200);
    storeId = approved.json().storeId;
    const [mail] = await t.database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.to, form.email as string));
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'Fatura.2026' } });
    store = bearer((await signIn(t.app, { email: form.email as string, password: 'Fatura.2026' })).accessToken);
    await t.database.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'manual_credit',
        description: 'Test kontörü',
        idempotencyKey: `test:credit:${storeId}`,
        postings: [
          { ...storeAccount(storeId), amount: 5_000_00 },
          { ...BANK_ACCOUNT, amount: -5_000_00 },
        ],
      }),
    );
    today = new Date(t.clock.now().getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
  });
  afterAll(() => t?.close());

  it('net + KDV = the fees charged in the ledger; the PDF and the UBL-TR XML say the same figures', async () => {
    const courier = await onlineCourier(t, 'kurye@kuryeofis.test', eastOf(storePoint, 0.5));
    await deliverAndApprove(t, store, courier.headers, { packetCount: 3 });
    await deliverAndApprove(t, store, courier.headers, { packetCount: 1 });

    const ledger = (await t.database.db.execute(sql`
      select coalesce(-sum(p.amount), 0) as fees, count(*) as n from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id join ledger_accounts a on a.id = p.account_id
      where a.code = ${storeAccount(storeId).accountCode} and t.kind = 'delivery_fee'`)) as unknown as { rows: { fees: string; n: string }[] };
    const charged = Number(ledger.rows[0].fees);
    expect(Number(ledger.rows[0].n)).toBe(4);
    expect(charged).toBeGreaterThan(0);

    const request = await t.app.inject({ method: 'POST', url: '/api/store/invoice-requests', headers: store, payload: { from: today, to: today } });
    expect(request.statusCode, request.body).toBe(201);
    const issued = await t.app.inject({ method: 'POST', url: `/api/accounting/invoice-requests/${request.json().id}/issue`, headers: accountant });
    expect(issued.statusCode, issued.body).toBe(200);
    const inv = issued.json();
    // The rule: the total IS what was charged; KDV comes out of it, never on top.
    expect(inv.totalAmount).toBe(charged);
    expect(inv.netAmount + inv.vatAmount).toBe(charged);
    expect(inv.vatAmount).toBe(Math.round((charged * 20) / 120));

    const pdf = await t.app.inject({ method: 'GET', url: `/api/invoices/${inv.invoiceId}/pdf`, headers: store });
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    for (const figure of [inv.netAmount, inv.vatAmount, inv.totalAmount]) expect(text).toContain(money(figure));
    expect(text).toContain('Vergi dairesi: Moda');
    expect(text).toContain('VKN: 9876543217');
    expect(text).not.toContain('Ödenecek tutar');
    // The address once: the typed line already names Kadıköy, so no "Kadıköy / İstanbul" is added after it.
    expect(text.replace(/\s+/g, ' ')).toContain('Moda Cad. No: 10, Kadıköy / İstanbul');
    expect(text).not.toMatch(/Kadıköy,\s*Kadıköy/);

    const xmlRes = await t.app.inject({ method: 'GET', url: `/api/invoices/${inv.invoiceId}/e-invoice`, headers: store });
    expect(xmlRes.statusCode, xmlRes.body).toBe(200);
    expect(xmlRes.headers['content-type']).toContain('application/xml');
    const doc = new XmlDocument(xmlRes.body);
    const value = (path: string) => doc.valueWithPath(path);
    expect(value('cbc:UBLVersionID')).toBe('2.1');
    expect(value('cbc:CustomizationID')).toBe('TR1.2');
    expect(value('cbc:ProfileID')).toBe('EARSIVFATURA');
    expect(value('cbc:ID')).toBe(inv.invoiceNumber);
    expect(value('cbc:UUID')).toMatch(/^[0-9a-f-]{36}$/);
    expect(value('cbc:InvoiceTypeCode')).toBe('SATIS');
    expect(value('cbc:DocumentCurrencyCode')).toBe('TRY');
    expect(value('cac:TaxTotal.cbc:TaxAmount')).toBe(decimal(inv.vatAmount));
    expect(value('cac:TaxTotal.cac:TaxSubtotal.cbc:TaxableAmount')).toBe(decimal(inv.netAmount));
    expect(value('cac:TaxTotal.cac:TaxSubtotal.cbc:Percent')).toBe('20');
    expect(value('cac:TaxTotal.cac:TaxSubtotal.cac:TaxCategory.cac:TaxScheme.cbc:TaxTypeCode')).toBe('0015');
    expect(value('cac:LegalMonetaryTotal.cbc:LineExtensionAmount')).toBe(decimal(inv.netAmount));
    expect(value('cac:LegalMonetaryTotal.cbc:TaxExclusiveAmount')).toBe(decimal(inv.netAmount));
    expect(value('cac:LegalMonetaryTotal.cbc:TaxInclusiveAmount')).toBe(decimal(inv.totalAmount));
    expect(value('cac:LegalMonetaryTotal.cbc:PayableAmount')).toBe(decimal(inv.totalAmount));
    expect(value('cac:InvoiceLine.cbc:InvoicedQuantity')).toBe('4');
    const customer = doc.descendantWithPath('cac:AccountingCustomerParty.cac:Party')!;
    const id = customer.descendantWithPath('cac:PartyIdentification.cbc:ID') as XmlElement;
    expect(id.attr.schemeID).toBe('VKN');
    expect(id.val).toBe('9876543217');
    expect(customer.valueWithPath('cac:PartyTaxScheme.cac:TaxScheme.cbc:Name')).toBe('Moda');
    expect(customer.valueWithPath('cac:PartyName.cbc:Name')).toBe('Fatura Deneme Lokantası');
    expect(doc.valueWithPath('cac:AccountingSupplierParty.cac:Party.cac:PartyIdentification.cbc:ID')).toBe('1234567890');
    // The PDF shows the XML's figures (its amounts in Turkish notation).
    expect(text).toContain(money(Math.round(Number(value('cac:LegalMonetaryTotal.cbc:PayableAmount')) * 100)));
    expect(text).toContain(inv.invoiceNumber);

    // Claims as for the PDF: another store gets 404, a courier 403.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/invoices/${inv.invoiceId}/e-invoice`, headers: bearer((await signIn(t.app, 'store')).accessToken) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${inv.invoiceId}/e-invoice`, headers: courier.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/invoices/${inv.invoiceId}/e-invoice`, headers: accountant })).statusCode).toBe(200);
  });

  it('an e-Fatura registered buyer gets a TEMELFATURA; a store without its tax identity cannot be invoiced, and is told what is missing', async () => {
    await t.database.db.update(stores).set({ taxOffice: null, taxNumber: null }).where(eq(stores.id, storeId));
    await t.database.db.transaction((tx) =>
      postTransaction(tx, {
        kind: 'delivery_fee',
        description: 'Paket ücreti',
        idempotencyKey: `test:fee:${storeId}`,
        postings: [
          { ...storeAccount(storeId), amount: -123_45 },
          { accountCode: 'company:revenue', accountKind: 'revenue', amount: 123_45 },
        ],
      }),
    );
    await t.database.db.execute(sql`update ledger_transactions set created_at = now() - interval '3 days' where idempotency_key = ${`test:fee:${storeId}`}`);
    const day = new Date(Date.now() - 3 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
    const request = await t.app.inject({ method: 'POST', url: '/api/store/invoice-requests', headers: store, payload: { from: day, to: day } });
    expect(request.statusCode, request.body).toBe(201);
    const refused = await t.app.inject({ method: 'POST', url: `/api/accounting/invoice-requests/${request.json().id}/issue`, headers: accountant });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'tax_identity_missing', message: expect.stringContaining('Vergi dairesi, VKN / T.C. kimlik no') });

    // An invalid number is refused at the door; a valid one (and the e-Fatura flag) is kept.
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/stores/${storeId}`, headers: operator, payload: { taxNumber: '1234567891' } });
    expect(bad.statusCode).toBe(400);
    const fixed = await t.app.inject({
      method: 'PATCH',
      url: `/api/stores/${storeId}`,
      headers: operator,
      payload: { taxOffice: 'Kadıköy', taxNumber: '3721052062', eInvoiceRegistered: true },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ taxOffice: 'Kadıköy', taxNumber: '3721052062', eInvoiceRegistered: true });
    const issued = await t.app.inject({ method: 'POST', url: `/api/accounting/invoice-requests/${request.json().id}/issue`, headers: accountant });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({ totalAmount: 123_45, netAmount: 102_87, vatAmount: 20_58 });
    const xml = (await t.app.inject({ method: 'GET', url: `/api/invoices/${issued.json().invoiceId}/e-invoice`, headers: accountant })).body;
    expect(new XmlDocument(xml).valueWithPath('cbc:ProfileID')).toBe('TEMELFATURA');
  });
});
