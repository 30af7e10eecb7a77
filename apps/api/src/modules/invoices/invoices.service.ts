import { randomUUID } from 'node:crypto';
import { INVOICE_REQUEST_STATUSES, type InvoiceRequestStatus } from '@kurye/contracts/invoices';
import { splitKdvInclusive } from '@kurye/contracts/kdv';
import { isValidTaxNumber } from '@kurye/contracts/tax-identity';
import type { Db, Tx } from '../../db/client';
import { startOfBusinessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { writeAudit } from '../audit/audit.service';
import { storeAccount } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { formatTry, type NewNotification, type Notifier } from '../notifications/notifier';
import { localEInvoiceSender, type EInvoiceSender } from './e-invoice-sender';
import { renderInvoicePdf, type Party } from './invoice-pdf';
import { renderUblTr } from './ubl-tr';
import * as repo from './invoices.repository';

export { INVOICE_REQUEST_STATUSES };
const DAY_MS = 86_400_000;
const istanbulDay = (d: Date) => new Date(startOfBusinessDay(d).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export interface InvoiceDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  /** Tells the store in its feed: invoice issued or request rejected. */
  notifier?: Notifier;
  /** Where each issued invoice's UBL-TR XML goes; the local sender keeps it on the invoice. */
  eInvoices?: EInvoiceSender;
}

/** Delivery fees charged to the store in the period (Istanbul days, inclusive), from its ledger account. */
const periodFees = (tx: Tx, storeId: string, from: string, to: string) => repo.periodFees(tx, storeAccount(storeId).accountCode, from, to);

type InvoiceSettings = Awaited<ReturnType<SettingsService['get']>>['invoicing'];

/** The fees charged in the period, split by THE KDV rule (contracts/kdv): they were charged KDV-inclusive. */
async function periodTotals(tx: Tx, storeId: string, from: string, to: string, vatPercent: number) {
  const { packets, fees } = await periodFees(tx, storeId, from, to);
  return { packets, ...splitKdvInclusive(fees, vatPercent) };
}

/** A buyer without vergi dairesi or a valid VKN/TCKN cannot be invoiced: the error names what is missing. */
function requireTaxIdentity(store: { taxOffice: string | null; taxNumber: string | null }) {
  const missing = [...(store.taxOffice?.trim() ? [] : ['taxOffice']), ...(store.taxNumber && isValidTaxNumber(store.taxNumber) ? [] : ['taxNumber'])];
  if (missing.length > 0) throw new AppError(409, 'tax_identity_missing', { fields: missing.join(', ') });
}

/** The invoice of a request, numbered and rendered (PDF and UBL-TR) inside `tx`; nothing is written but the year's counter. */
async function draftInvoice(tx: Tx, r: repo.InvoiceRequestRow, s: InvoiceSettings, now: Date) {
  const { packets, gross, net, vat } = await periodTotals(tx, r.storeId, r.periodFrom, r.periodTo, s.vatPercent);
  if (gross <= 0) throw new AppError(409, 'nothing_to_invoice');
  const store = await repo.buyerOf(tx, r.storeId);
  requireTaxIdentity(store);
  const year = Number(istanbulDay(now).slice(0, 4));
  const sequence = await repo.nextSequence(tx, year);
  const number = `KO${year}${String(sequence).padStart(6, '0')}`;
  const buyer: Party = {
    name: store.name,
    address: store.address,
    district: store.district,
    province: store.province,
    taxOffice: store.taxOffice!,
    taxNumber: store.taxNumber,
    phone: store.phone,
  };
  const seller: Party = { ...s.company };
  const doc = {
    number,
    issuedAt: now,
    periodFrom: r.periodFrom,
    periodTo: r.periodTo,
    seller,
    buyer,
    packetCount: packets,
    netAmount: net,
    vatPercent: s.vatPercent,
    vatAmount: vat,
    totalAmount: gross,
  };
  const pdf = await renderInvoicePdf(doc);
  const eInvoice = { uuid: randomUUID(), profile: store.eInvoiceRegistered ? ('TEMELFATURA' as const) : ('EARSIVFATURA' as const) };
  const xml = renderUblTr({ ...doc, ...eInvoice });
  return { doc, year, sequence, pdf, eInvoice: { ...eInvoice, xml } };
}

/**
 * Invoice requests and invoices. Issuing takes the request's row lock and the year's counter row in one transaction:
 * numbers are gap-free (a failed issue rolls its number back) and each request gets at most one invoice.
 */
export function createInvoicesService(deps: InvoiceDeps) {
  const { db, clock, settings } = deps;
  const eInvoices = deps.eInvoices ?? localEInvoiceSender;

  async function list(query: { page: number; size: number; sort: string; q?: string; status?: InvoiceRequestStatus; storeId?: string }) {
    const { items, total } = await repo.listRequests(db, query);
    return { items, total, page: query.page, size: query.size };
  }

  async function one(id: string) {
    const row = await repo.findRequest(db, id);
    if (!row) throw notFound();
    return row;
  }

  /** A note in the store's feed about its request, written with `tx`. */
  async function noteStore(tx: Tx, notes: ReturnType<Notifier['batch']> | undefined, storeId: string, note: Omit<NewNotification, 'userId'>) {
    const storeUser = (await deps.notifier?.userOfStores(tx, [storeId]))?.get(storeId);
    if (storeUser) await notes?.write(tx, [{ userId: storeUser, ...note }]);
  }

  async function request(storeId: string, from: string, to: string) {
    const today = istanbulDay(clock.now());
    const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (from > to || to > today || span > 366) throw new AppError(400, 'invalid_period');
    return db
      .transaction(async (tx) => {
        // One store's requests are serialised so two overlapping ones cannot both pass the check.
        await repo.lockStore(tx, storeId);
        if (await repo.overlappingRequest(tx, storeId, from, to)) throw new AppError(409, 'invoice_request_open');
        return repo.insertRequest(tx, { storeId, periodFrom: from, periodTo: to, createdAt: clock.now() });
      })
      .then(one);
  }

  async function preview(id: string) {
    const r = await one(id);
    const { packets, gross, net, vat, vatPercent } = await periodTotals(db, r.storeId, r.periodFrom, r.periodTo, (await settings.get()).invoicing.vatPercent);
    return { packets, netAmount: net, vatPercent, vatAmount: vat, totalAmount: gross };
  }

  async function issue(actorId: string, id: string) {
    const s = (await settings.get()).invoicing;
    const notes = deps.notifier?.batch();
    const invoiceId = await db.transaction(async (tx) => {
      const r = await repo.lockRequest(tx, id);
      if (!r) throw notFound();
      if (r.status === 'issued') return r.invoiceId!;
      if (r.status !== 'pending') throw new AppError(409, 'invoice_request_decided');
      const now = clock.now();
      const { doc, year, sequence, pdf, eInvoice } = await draftInvoice(tx, r, s, now);
      const invId = await repo.insertInvoice(tx, {
        ...doc,
        year,
        sequence,
        requestId: r.id,
        storeId: r.storeId,
        seller: doc.seller,
        buyer: doc.buyer,
        pdfBase64: pdf.toString('base64'),
        issuedBy: actorId,
        issuedAt: now,
      });
      await eInvoices.send(tx, { invoiceId: invId, number: doc.number, ...eInvoice });
      await repo.updateRequest(tx, r.id, { status: 'issued', invoiceId: invId, decidedBy: actorId, decidedAt: now });
      await writeAudit(tx, {
        actorId,
        action: 'create',
        entity: 'invoice',
        entityId: invId,
        after: { number: doc.number, requestId: r.id, totalAmount: doc.totalAmount },
      });
      await noteStore(tx, notes, r.storeId, {
        kind: 'invoice_issued',
        title: 'Faturanız kesildi',
        description: `${r.periodFrom} – ${r.periodTo} dönemi için ${doc.number} numaralı faturanız kesildi (toplam ${formatTry(doc.totalAmount)}).`,
        link: '/store/usage?tab=invoices',
        params: { number: doc.number, periodFrom: r.periodFrom, periodTo: r.periodTo, total: doc.totalAmount },
      });
      return invId;
    });
    notes?.publish();
    return { ...(await one(id)), invoiceId };
  }

  async function reject(actorId: string, id: string, reason: string) {
    const notes = deps.notifier?.batch();
    await db.transaction(async (tx) => {
      const r = await repo.lockRequest(tx, id);
      if (!r) throw notFound();
      if (r.status !== 'pending') throw new AppError(409, 'invoice_request_decided');
      await repo.updateRequest(tx, id, { status: 'rejected', rejectReason: reason, decidedBy: actorId, decidedAt: clock.now() });
      await writeAudit(tx, { actorId, action: 'reject', entity: 'invoice_request', entityId: id, after: { reason } });
      await noteStore(tx, notes, r.storeId, {
        kind: 'invoice_rejected',
        title: 'Fatura talebiniz reddedildi',
        description: `${r.periodFrom} – ${r.periodTo} dönemi için fatura talebiniz reddedildi: ${reason}`,
        link: '/store/usage?tab=invoices',
        params: { periodFrom: r.periodFrom, periodTo: r.periodTo, reason },
      });
    });
    notes?.publish();
    return one(id);
  }

  /** The stored PDF; `storeId` limits it to that store's own invoices (others answer 404). */
  async function pdf(id: string, storeId?: string) {
    const inv = await repo.findInvoicePdf(db, id);
    if (!inv || (storeId && inv.storeId !== storeId)) throw notFound();
    return { number: inv.number, buffer: Buffer.from(inv.pdf, 'base64') };
  }

  /** The stored UBL-TR XML, limited like the PDF. */
  async function eInvoiceXml(id: string, storeId?: string) {
    const inv = await repo.findInvoiceXml(db, id);
    if (!inv || !inv.xml || (storeId && inv.storeId !== storeId)) throw notFound();
    return { number: inv.number, xml: inv.xml };
  }

  return { list, one, request, preview, issue, reject, pdf, eInvoiceXml };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
