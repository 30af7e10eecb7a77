import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductSort } from '@kurye/contracts/equipment';
import type { Tx } from '../../db/client';
import { equipmentLoans, equipmentProducts, users } from '../../db/schema';
import { withCourier } from '../../db/courier-join';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { listOrder, onePage, rowsWithTotal } from '../../db/paging';

export type ProductRow = typeof equipmentProducts.$inferSelect;
export type ProductInsert = typeof equipmentProducts.$inferInsert;
export type LoanInsert = typeof equipmentLoans.$inferInsert;

const SORT_COLUMNS = {
  name: equipmentProducts.name,
  sku: equipmentProducts.sku,
  category: equipmentProducts.category,
  stock: equipmentProducts.stock,
  reserved: equipmentProducts.reserved,
  cost: equipmentProducts.cost,
  deposit: equipmentProducts.deposit,
} as const;

/** One page of products matching `search` (name, SKU or barcode, Turkish-folded) and the count of every match. */
export function productRows(db: Tx, q: { search?: string; sort: ProductSort; order: 'asc' | 'desc'; page: number; size: number }) {
  const where = q.search ? foldedWordsMatch([equipmentProducts.name, equipmentProducts.sku, equipmentProducts.barcode], q.search) : undefined;
  const rows = db
    .select()
    .from(equipmentProducts)
    .where(where)
    .orderBy(listOrder(SORT_COLUMNS[q.sort], q.order === 'desc', q.sort === 'name'), asc(equipmentProducts.id))
    .$dynamic();
  return rowsWithTotal(onePage(rows, q), db.select({ total: count() }).from(equipmentProducts).where(where));
}

export async function findProduct(db: Tx, id: string, lock = false) {
  const q = db.select().from(equipmentProducts).where(eq(equipmentProducts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertProduct(db: Tx, values: ProductInsert) {
  const [row] = await db.insert(equipmentProducts).values(values).returning();
  return row;
}

export async function updateProduct(db: Tx, id: string, set: Partial<ProductInsert>) {
  const [row] = await db.update(equipmentProducts).set(set).where(eq(equipmentProducts.id, id)).returning();
  return row;
}

/** Moves `delta` units between the shelf and the couriers (`stock -= delta`, `reserved += delta`), or writes one off. */
export async function moveUnits(db: Tx, id: string, change: { stock: number; reserved: number }, at: Date) {
  await db
    .update(equipmentProducts)
    .set({
      stock: sql`${equipmentProducts.stock} + ${change.stock}`,
      reserved: sql`${equipmentProducts.reserved} + ${change.reserved}`,
      updatedAt: at,
    })
    .where(eq(equipmentProducts.id, id));
}

export async function loanCountOf(db: Tx, productId: string) {
  const [{ total }] = await db.select({ total: count() }).from(equipmentLoans).where(eq(equipmentLoans.productId, productId));
  return total;
}

export async function deleteProduct(db: Tx, id: string) {
  const rows = await db.delete(equipmentProducts).where(eq(equipmentProducts.id, id)).returning({ id: equipmentProducts.id });
  return rows.length > 0;
}

export async function insertLoan(db: Tx, values: LoanInsert) {
  const [row] = await db.insert(equipmentLoans).values(values).returning();
  return row;
}

export async function lockLoan(db: Tx, id: string) {
  const [row] = await db.select().from(equipmentLoans).where(eq(equipmentLoans.id, id)).for('update');
  return row;
}

export async function updateLoan(db: Tx, id: string, set: Partial<LoanInsert>) {
  await db.update(equipmentLoans).set(set).where(eq(equipmentLoans.id, id));
}

/** Loans with the item's name and SKU and the courier's name: one by id, or a courier's (open ones, or all) paged, newest first. */
export function loanViews(db: Tx, filter: { id: string } | { carrierId: string; open: boolean }, page = { page: 1, size: 1 }) {
  const where: SQL | undefined =
    'id' in filter
      ? eq(equipmentLoans.id, filter.id)
      : and(eq(equipmentLoans.carrierId, filter.carrierId), filter.open ? eq(equipmentLoans.status, 'lent') : undefined);
  const views = db
    .select({ l: equipmentLoans, productName: equipmentProducts.name, sku: equipmentProducts.sku, carrierName: users.name })
    .from(equipmentLoans)
    .innerJoin(equipmentProducts, eq(equipmentProducts.id, equipmentLoans.productId))
    .$dynamic();
  const rows = withCourier(views, equipmentLoans.carrierId)
    .where(where)
    .orderBy(sql`${equipmentLoans.lentAt} desc`, asc(equipmentLoans.id))
    .$dynamic();
  return rowsWithTotal(onePage(rows, page), db.select({ total: count() }).from(equipmentLoans).where(where));
}
export type LoanView = Awaited<ReturnType<typeof loanViews>>['rows'][number];
