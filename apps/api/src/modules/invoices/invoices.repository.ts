import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { InvoiceRequestStatus } from '@kurye/contracts/invoices';
import { LEDGER_KIND } from '@kurye/contracts/ledger';
import type { Tx } from '../../db/client';
import { districts, invoiceCounters, invoiceRequests, invoices, provinces, stores } from '../../db/schema';
import { parseSort } from '../../lib/paging';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { directed, onePage, rowsWithTotal } from '../../db/paging';

export type InvoiceRequestRow = typeof invoiceRequests.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id'>;

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

const DAY_MS = 86_400_000;

/** Delivery fees and their corrections charged to the store's account `accountCode` in the period (Istanbul days, inclusive). */
export async function periodFees(tx: Tx, accountCode: string, from: string, to: string) {
  const lower = new Date(`${from}T00:00:00+03:00`);
  const upper = new Date(new Date(`${to}T00:00:00+03:00`).getTime() + DAY_MS);
  const result = (await tx.execute(sql`
    select count(*) filter (where t.kind = ${LEDGER_KIND.deliveryFee}) as packets, coalesce(-sum(p.amount), 0) as fees
    from ledger_postings p
    join ledger_transactions t on t.id = p.transaction_id
    join ledger_accounts a on a.id = p.account_id
    where a.code = ${accountCode} and t.kind in (${LEDGER_KIND.deliveryFee}, ${LEDGER_KIND.deliveryFeeAdjustment})
      and t.created_at >= ${lower.toISOString()}::timestamptz and t.created_at < ${upper.toISOString()}::timestamptz`)) as unknown as {
    rows: { packets: string; fees: string }[];
  };
  return { packets: Number(result.rows[0].packets), fees: Number(result.rows[0].fees) };
}

function requestsWithInvoices(db: Tx) {
  return db
    .select(requestColumns)
    .from(invoiceRequests)
    .innerJoin(stores, eq(stores.id, invoiceRequests.storeId))
    .leftJoin(invoices, eq(invoices.id, invoiceRequests.invoiceId));
}

export interface InvoiceRequestsFilter {
  page: number;
  size: number;
  sort: string;
  q?: string;
  status?: InvoiceRequestStatus;
  storeId?: string;
}

/** One page of requests with their invoices, and the count of every matching one. */
export async function listRequests(db: Tx, query: InvoiceRequestsFilter) {
  const where = and(
    query.storeId ? eq(invoiceRequests.storeId, query.storeId) : undefined,
    query.status ? eq(invoiceRequests.status, query.status) : undefined,
    query.q ? foldedWordsMatch([stores.name, invoices.number], query.q) : undefined,
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
  const rows = requestsWithInvoices(db).where(where).orderBy(directed(column, descending), desc(invoiceRequests.createdAt), asc(invoiceRequests.id)).$dynamic();
  const counted = db
    .select({ total: count() })
    .from(invoiceRequests)
    .innerJoin(stores, eq(stores.id, invoiceRequests.storeId))
    .leftJoin(invoices, eq(invoices.id, invoiceRequests.invoiceId))
    .where(where);
  const { rows: items, total } = await rowsWithTotal(onePage(rows, query), counted);
  return { items, total };
}

export async function findRequest(db: Tx, id: string) {
  const [row] = await requestsWithInvoices(db).where(eq(invoiceRequests.id, id));
  return row;
}

/** The request's row, locked for the rest of `tx`. */
export async function lockRequest(tx: Tx, id: string) {
  const [r] = await tx.select().from(invoiceRequests).where(eq(invoiceRequests.id, id)).for('update');
  return r;
}

/** Serialises one store's requests (two overlapping ones cannot both pass the check). */
export const lockStore = (tx: Tx, storeId: string) => tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');

/** A pending or issued request of the store overlapping the period, if any. */
export async function overlappingRequest(tx: Tx, storeId: string, from: string, to: string) {
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
  return overlap;
}

export async function insertRequest(tx: Tx, values: { storeId: string; periodFrom: string; periodTo: string; createdAt: Date }) {
  const [row] = await tx.insert(invoiceRequests).values(values).returning({ id: invoiceRequests.id });
  return row.id;
}

export const updateRequest = (tx: Tx, id: string, set: Partial<Omit<InvoiceRequestRow, 'id' | 'storeId'>>) =>
  tx.update(invoiceRequests).set(set).where(eq(invoiceRequests.id, id));

/** The next number of the year's gap-free series (the counter row stays locked until `tx` ends). */
export async function nextSequence(tx: Tx, year: number) {
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return counter.last;
}

/** The store as an invoice's buyer: name, address, district and province, tax identity, phone. */
export async function buyerOf(tx: Tx, storeId: string) {
  const [store] = await tx
    .select({
      name: stores.name,
      address: stores.address,
      taxOffice: stores.taxOffice,
      taxNumber: stores.taxNumber,
      eInvoiceRegistered: stores.eInvoiceRegistered,
      phone: stores.phone,
      district: districts.name,
      province: provinces.name,
    })
    .from(stores)
    .leftJoin(districts, eq(districts.id, stores.districtId))
    .leftJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(eq(stores.id, storeId));
  return store;
}

export async function insertInvoice(tx: Tx, values: NewInvoice) {
  const [inv] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
  return inv.id;
}

export async function findInvoicePdf(db: Tx, id: string) {
  const [inv] = await db.select({ number: invoices.number, storeId: invoices.storeId, pdf: invoices.pdfBase64 }).from(invoices).where(eq(invoices.id, id));
  return inv;
}

/** What the local e-invoice sender keeps: the UBL-TR XML with its ETTN and profile. */
export const storeEInvoice = (tx: Tx, id: string, e: { uuid: string; profile: string; xml: string }) =>
  tx.update(invoices).set({ eInvoiceUuid: e.uuid, eInvoiceProfile: e.profile, eInvoiceXml: e.xml }).where(eq(invoices.id, id));

export async function findInvoiceXml(db: Tx, id: string) {
  const [inv] = await db.select({ number: invoices.number, storeId: invoices.storeId, xml: invoices.eInvoiceXml }).from(invoices).where(eq(invoices.id, id));
  return inv;
}
