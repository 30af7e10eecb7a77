import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { StoreListQuery, StorePatch } from '@kurye/contracts/stores';
import type { Tx } from '../../db/client';
import { deliveryRequests, districts, ledgerAccounts, ledgerPostings, ledgerTransactions, stores, users, zones } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';
import { parseSort } from '../../lib/paging';
import { phoneDigits } from '../search/phone-digits';
import { listOrder, onePage, rowsWithTotal } from '../../db/paging';
import { nameOrPhoneLike } from '../search/name-or-phone.repository';

export type StoreRow = typeof stores.$inferSelect;

const base = {
  id: stores.id,
  name: stores.name,
  phone: stores.phone,
  zoneId: stores.zoneId,
  zoneName: zones.name,
  active: stores.active,
  createdAt: stores.createdAt,
};

/** A page of the stores in the caller's zones, and how many match. */
export async function listStores(tx: Tx, auth: Pick<AuthContext, 'zones'>, query: StoreListQuery) {
  const { page, size, sort, q, zoneId, active } = query;
  const where: (SQL | undefined)[] = [zoneWhere(stores.zoneId, auth)];
  if (zoneId) where.push(eq(stores.zoneId, zoneId));
  if (active) where.push(eq(stores.active, active === 'true'));
  if (q) where.push(nameOrPhoneLike([stores.name], stores.phone, q, phoneDigits(q))!);
  const { field, desc: descending } = parseSort(sort);
  const column = field === 'createdAt' ? stores.createdAt : stores.name;
  const rows = tx
    .select(base)
    .from(stores)
    .innerJoin(zones, eq(zones.id, stores.zoneId))
    .where(and(...where))
    .orderBy(listOrder(column, descending, field !== 'createdAt'), asc(stores.id))
    .$dynamic();
  const counted = tx
    .select({ total: count() })
    .from(stores)
    .where(and(...where));
  return rowsWithTotal(onePage(rows, { page, size }), counted);
}

export async function findStore(tx: Tx, id: string): Promise<StoreRow | undefined> {
  const [row] = await tx.select().from(stores).where(eq(stores.id, id));
  return row;
}

/** The store with its zone, district and owner. */
export async function findStoreDetail(tx: Tx, id: string) {
  const [store] = await tx
    .select({
      ...base,
      address: stores.address,
      districtId: stores.districtId,
      districtName: districts.name,
      latitude: stores.latitude,
      longitude: stores.longitude,
      nationalIdentityNumber: stores.nationalIdentityNumber,
      taxOffice: stores.taxOffice,
      taxNumber: stores.taxNumber,
      eInvoiceRegistered: stores.eInvoiceRegistered,
      userId: stores.userId,
      ownerName: users.name,
      email: users.email,
    })
    .from(stores)
    .innerJoin(zones, eq(zones.id, stores.zoneId))
    .leftJoin(districts, eq(districts.id, stores.districtId))
    .leftJoin(users, eq(users.id, stores.userId))
    .where(eq(stores.id, id));
  return store;
}

/** The last ten postings on a ledger account, newest first. */
export function recentPostings(tx: Tx, accountCode: string) {
  return tx
    .select({
      transactionId: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      description: ledgerTransactions.description,
      amount: ledgerPostings.amount,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
    .where(eq(ledgerAccounts.code, accountCode))
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(10);
}

/** The store's last ten delivery requests, newest first. */
export function recentRequests(tx: Tx, storeId: string) {
  return tx
    .select({
      id: deliveryRequests.id,
      number: deliveryRequests.number,
      status: deliveryRequests.status,
      packetCount: deliveryRequests.packetCount,
      estimatedFee: deliveryRequests.estimatedFee,
      // Names spelled out: drizzle leaves a one-table select's columns unqualified, which the subquery would misread.
      chargedFee: sql<number | null>`(select sum(p.fee) from packets p where p.request_id = "delivery_requests"."id" and p.approved_at is not null)`.mapWith(
        (v: string | null) => (v === null ? null : Number(v)),
      ),
      createdAt: deliveryRequests.createdAt,
    })
    .from(deliveryRequests)
    .where(eq(deliveryRequests.storeId, storeId))
    .orderBy(desc(deliveryRequests.createdAt))
    .limit(10);
}

export async function zoneExists(tx: Tx, zoneId: string) {
  const [zone] = await tx.select({ id: zones.id }).from(zones).where(eq(zones.id, zoneId));
  return !!zone;
}

export async function districtExists(tx: Tx, districtId: number) {
  const [district] = await tx.select({ id: districts.id }).from(districts).where(eq(districts.id, districtId));
  return !!district;
}

export async function updateStore(tx: Tx, id: string, patch: StorePatch) {
  await tx.update(stores).set(patch).where(eq(stores.id, id));
}

/** Locks the store row: serialises a manual credit with the store's own request creation, which spends the same credit. */
export async function lockStore(tx: Tx, id: string) {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, id)).for('update');
}

/** The amount a ledger transaction posted on one account. */
export async function postedAmount(tx: Tx, transactionId: string, accountCode: string) {
  const [first] = await tx
    .select({ amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(eq(ledgerPostings.transactionId, transactionId), eq(ledgerAccounts.code, accountCode)));
  return first?.amount;
}
