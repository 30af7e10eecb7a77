import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { districts, invoiceCounters, invoiceRequests, invoices, provinces, stores } from '../../db/schema';
import { startOfBusinessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { likePattern, parseSort } from '../../lib/paging';
import { writeAudit } from '../audit/audit.service';
import { storeAccount } from '../ledger/ledger.service';
import type { SettingsService } from '../settings/settings.service';
import { formatTry, type Notifier } from '../notifications/notifier';
import { renderInvoicePdf, type Party } from './invoice-pdf';

export const INVOICE_REQUEST_STATUSES = ['pending', 'issued', 'rejected'] as const;
const DAY_MS = 86_400_000;
const istanbulDay = (d: Date) => new Date(startOfBusinessDay(d).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

export interface InvoiceDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  /** Tells the store in its feed: invoice issued or request rejected. */
  notifier?: Notifier;
}

const requestColumns = {
  id: invoiceRequests.id,
  storeId: invoiceRequests.storeId,
  storeName: stores.name,
  periodFrom: invoiceRequests.periodFrom,
  periodTo: invoiceRequests.periodTo,
  status: invoiceRequests.status,
  rejectReason: invoiceRequests.rejectReason,
  createdAt: invoiceRequests.createdAt,
  decidedAt: invoiceRequests.decidedAt,
  invoiceId: invoiceRequests.invoiceId,
  invoiceNumber: invoices.number,
  netAmount: invoices.netAmount,
  vatAmount: invoices.vatAmount,
  totalAmount: invoices.totalAmount,
};

/** Delivery fees charged to the store in the period (Istanbul days, inclusive), from its ledger account. */
async function periodFees(tx: Tx, storeId: string, from: string, to: string) {
  const lower = new Date(`${from}T00:00:00+03:00`);
  const upper = new Date(new Date(`${to}T00:00:00+03:00`).getTime() + DAY_MS);
  const result = (await tx.execute(sql`
    select count(*) as packets, coalesce(-sum(p.amount), 0) as fees
    from ledger_postings p
    join ledger_transactions t on t.id = p.transaction_id
    join ledger_accounts a on a.id = p.account_id
    where a.code = ${storeAccount(storeId).accountCode} and t.kind = 'delivery_fee'
      and t.created_at >= ${lower.toISOString()}::timestamptz and t.created_at < ${upper.toISOString()}::timestamptz`)) as unknown as {
    rows: { packets: string; fees: string }[];
  };
  return { packets: Number(result.rows[0].packets), fees: Number(result.rows[0].fees) };
}

/**
 * Invoice requests and invoices. Issuing takes the request's row lock and the year's counter row in one transaction:
 * numbers are gap-free (a failed issue rolls its number back) and each request gets at most one invoice.
 */
export function createInvoicesService(deps: InvoiceDeps) {
  const { db, clock, settings } = deps;
  function base() {
    return db
      .select(requestColumns)
      .from(invoiceRequests)
      .innerJoin(stores, eq(stores.id, invoiceRequests.storeId))
      .leftJoin(invoices, eq(invoices.id, invoiceRequests.invoiceId));
  }

  async function list(query: { page: number; size: number; sort: string; q?: string; status?: (typeof INVOICE_REQUEST_STATUSES)[number]; storeId?: string }) {
    const where = and(
      query.storeId ? eq(invoiceRequests.storeId, query.storeId) : undefined,
      query.status ? eq(invoiceRequests.status, query.status) : undefined,
      query.q ? sql`(${stores.name} ilike ${likePattern(query.q)} or ${invoices.number} ilike ${likePattern(query.q)})` : undefined,
    );
    const { field, desc: descending } = parseSort(query.sort);
    const column =
      field === 'periodFrom'
        ? invoiceRequests.periodFrom
        : field === 'status'
          ? invoiceRequests.status
          : field === 'storeName'
            ? stores.name
            : invoiceRequests.createdAt;
    const [items, [{ total }]] = await Promise.all([
      base()
        .where(where)
        .orderBy(descending ? desc(column) : asc(column), desc(invoiceRequests.createdAt), asc(invoiceRequests.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db
        .select({ total: count() })
        .from(invoiceRequests)
        .innerJoin(stores, eq(stores.id, invoiceRequests.storeId))
        .leftJoin(invoices, eq(invoices.id, invoiceRequests.invoiceId))
        .where(where),
    ]);
    return { items, total, page: query.page, size: query.size };
  }

  async function one(id: string) {
    const [row] = await base().where(eq(invoiceRequests.id, id));
    if (!row) throw notFound();
    return row;
  }

  return {
    list,
    one,

    async request(storeId: string, from: string, to: string) {
      const today = istanbulDay(clock.now());
      const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
      if (from > to || to > today || span > 366) throw new AppError(400, 'invalid_period');
      return db
        .transaction(async (tx) => {
          // One store's requests are serialised so two overlapping ones cannot both pass the check.
          await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
          const [overlap] = await tx
            .select({ id: invoiceRequests.id })
            .from(invoiceRequests)
            .where(
              and(
                eq(invoiceRequests.storeId, storeId),
                inArray(invoiceRequests.status, ['pending', 'issued']),
                lte(invoiceRequests.periodFrom, to),
                gte(invoiceRequests.periodTo, from),
              ),
            );
          if (overlap) throw new AppError(409, 'invoice_request_open');
          const [row] = await tx
            .insert(invoiceRequests)
            .values({ storeId, periodFrom: from, periodTo: to, createdAt: clock.now() })
            .returning({ id: invoiceRequests.id });
          return row.id;
        })
        .then(one);
    },

    async preview(id: string) {
      const r = await one(id);
      const { packets, fees } = await periodFees(db, r.storeId, r.periodFrom, r.periodTo);
      const vatPercent = (await settings.get()).invoicing.vatPercent;
      const vat = Math.round((fees * vatPercent) / 100);
      return { packets, netAmount: fees, vatPercent, vatAmount: vat, totalAmount: fees + vat };
    },

    async issue(actorId: string, id: string) {
      const s = (await settings.get()).invoicing;
      const notes = deps.notifier?.batch();
      const invoiceId = await db.transaction(async (tx) => {
        const [r] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.id, id)).for('update');
        if (!r) throw notFound();
        if (r.status === 'issued') return r.invoiceId!;
        if (r.status !== 'pending') throw new AppError(409, 'invoice_request_decided');
        const { packets, fees } = await periodFees(tx, r.storeId, r.periodFrom, r.periodTo);
        if (fees <= 0) throw new AppError(409, 'nothing_to_invoice');
        const now = clock.now();
        const year = Number(istanbulDay(now).slice(0, 4));
        const [counter] = await tx
          .insert(invoiceCounters)
          .values({ year, last: 1 })
          .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
          .returning({ last: invoiceCounters.last });
        const number = `KO${year}${String(counter.last).padStart(6, '0')}`;
        const [store] = await tx
          .select({
            name: stores.name,
            address: stores.address,
            taxNumber: stores.nationalIdentityNumber,
            phone: stores.phone,
            district: districts.name,
            province: provinces.name,
          })
          .from(stores)
          .leftJoin(districts, eq(districts.id, stores.districtId))
          .leftJoin(provinces, eq(provinces.id, districts.provinceId))
          .where(eq(stores.id, r.storeId));
        const buyer: Party = {
          name: store.name,
          address: [store.address, [store.district, store.province].filter(Boolean).join(' / ')].filter(Boolean).join(', '),
          taxNumber: store.taxNumber,
          phone: store.phone,
        };
        const seller: Party = { ...s.company };
        const vatAmount = Math.round((fees * s.vatPercent) / 100);
        const doc = {
          number,
          issuedAt: now,
          periodFrom: r.periodFrom,
          periodTo: r.periodTo,
          seller,
          buyer,
          packetCount: packets,
          netAmount: fees,
          vatPercent: s.vatPercent,
          vatAmount,
          totalAmount: fees + vatAmount,
        };
        const pdf = await renderInvoicePdf(doc);
        const [inv] = await tx
          .insert(invoices)
          .values({
            ...doc,
            year,
            sequence: counter.last,
            requestId: r.id,
            storeId: r.storeId,
            seller,
            buyer,
            pdfBase64: pdf.toString('base64'),
            issuedBy: actorId,
            issuedAt: now,
          })
          .returning({ id: invoices.id });
        await tx.update(invoiceRequests).set({ status: 'issued', invoiceId: inv.id, decidedBy: actorId, decidedAt: now }).where(eq(invoiceRequests.id, r.id));
        await writeAudit(tx, {
          actorId,
          action: 'create',
          entity: 'invoice',
          entityId: inv.id,
          after: { number, requestId: r.id, totalAmount: doc.totalAmount },
        });
        const storeUser = (await deps.notifier?.userOfStores(tx, [r.storeId]))?.get(r.storeId);
        if (storeUser)
          await notes?.write(tx, [
            {
              userId: storeUser,
              kind: 'invoice_issued',
              title: 'Faturanız kesildi',
              description: `${r.periodFrom} – ${r.periodTo} dönemi için ${number} numaralı faturanız kesildi (toplam ${formatTry(doc.totalAmount)}).`,
              link: '/store/usage?tab=invoices',
              params: { number, periodFrom: r.periodFrom, periodTo: r.periodTo, total: doc.totalAmount },
            },
          ]);
        return inv.id;
      });
      notes?.publish();
      return { ...(await one(id)), invoiceId };
    },

    async reject(actorId: string, id: string, reason: string) {
      const notes = deps.notifier?.batch();
      await db.transaction(async (tx) => {
        const [r] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.id, id)).for('update');
        if (!r) throw notFound();
        if (r.status !== 'pending') throw new AppError(409, 'invoice_request_decided');
        await tx
          .update(invoiceRequests)
          .set({ status: 'rejected', rejectReason: reason, decidedBy: actorId, decidedAt: clock.now() })
          .where(eq(invoiceRequests.id, id));
        await writeAudit(tx, { actorId, action: 'reject', entity: 'invoice_request', entityId: id, after: { reason } });
        const storeUser = (await deps.notifier?.userOfStores(tx, [r.storeId]))?.get(r.storeId);
        if (storeUser)
          await notes?.write(tx, [
            {
              userId: storeUser,
              kind: 'invoice_rejected',
              title: 'Fatura talebiniz reddedildi',
              description: `${r.periodFrom} – ${r.periodTo} dönemi için fatura talebiniz reddedildi: ${reason}`,
              link: '/store/usage?tab=invoices',
              params: { periodFrom: r.periodFrom, periodTo: r.periodTo, reason },
            },
          ]);
      });
      notes?.publish();
      return one(id);
    },

    /** The stored PDF; `storeId` limits it to that store's own invoices (others answer 404). */
    async pdf(id: string, storeId?: string) {
      const [inv] = await db.select({ number: invoices.number, storeId: invoices.storeId, pdf: invoices.pdfBase64 }).from(invoices).where(eq(invoices.id, id));
      if (!inv || (storeId && inv.storeId !== storeId)) throw notFound();
      return { number: inv.number, buffer: Buffer.from(inv.pdf, 'base64') };
    },
  };
}
