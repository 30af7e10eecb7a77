import { and, asc, count, desc, eq, isNull, lt } from 'drizzle-orm';
import type { PaymentStatus } from '@kurye/contracts/payments';
import type { Tx } from '../../db/client';
import { storePayments, stores, users } from '../../db/schema';
import { parseSort } from '../../lib/paging';
import { directed, onePage, rowsWithTotal } from '../../db/paging';

export type StorePaymentRow = typeof storePayments.$inferSelect;
type StorePaymentChange = Partial<Omit<StorePaymentRow, 'id' | 'storeId' | 'amount'>>;

const listColumns = {
  id: storePayments.id,
  amount: storePayments.amount,
  status: storePayments.status,
  provider: storePayments.provider,
  providerReference: storePayments.providerReference,
  failureReason: storePayments.failureReason,
  createdAt: storePayments.createdAt,
  expiresAt: storePayments.expiresAt,
  completedAt: storePayments.completedAt,
};

export async function findPayment(db: Tx, id: string) {
  const [row] = await db.select().from(storePayments).where(eq(storePayments.id, id));
  return row;
}

/** The payment's row, locked for the rest of `tx`. */
export async function lockPayment(tx: Tx, id: string) {
  const [row] = await tx.select().from(storePayments).where(eq(storePayments.id, id)).for('update');
  return row;
}

export async function findPaymentByToken(db: Tx, token: string) {
  const [row] = await db.select().from(storePayments).where(eq(storePayments.providerToken, token));
  return row;
}

/** The sandbox provider's payment of `token` (other providers' answer nothing). */
export async function findSandboxPayment(db: Tx, token: string) {
  const [row] = await db
    .select()
    .from(storePayments)
    .where(and(eq(storePayments.providerToken, token), eq(storePayments.provider, 'sandbox')));
  return row;
}

/** The amount and the sandbox gateway's state of the payment of `token`. */
export async function sandboxStateOf(db: Tx, token: string) {
  const [row] = await db
    .select({ amount: storePayments.amount, data: storePayments.providerData })
    .from(storePayments)
    .where(eq(storePayments.providerToken, token));
  return row;
}

/** The new payment; none when the store already used the idempotency key. */
export const insertPayment = (db: Tx, values: Omit<typeof storePayments.$inferInsert, 'id'>) =>
  db.insert(storePayments).values(values).onConflictDoNothing().returning();

export async function findPaymentByKey(db: Tx, storeId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(storePayments)
    .where(and(eq(storePayments.storeId, storeId), eq(storePayments.idempotencyKey, idempotencyKey)));
  return row;
}

export const updatePayment = (db: Tx, id: string, set: StorePaymentChange) => db.update(storePayments).set(set).where(eq(storePayments.id, id));

export async function updatePaymentReturning(tx: Tx, id: string, set: StorePaymentChange) {
  const [next] = await tx.update(storePayments).set(set).where(eq(storePayments.id, id)).returning();
  return next;
}

/** Marks a still-pending payment expired; how many rows changed (0 or 1). */
export async function expirePending(db: Tx, id: string, now: Date) {
  const done = await db
    .update(storePayments)
    .set({ status: 'expired', failureReason: 'abandoned', completedAt: now })
    .where(and(eq(storePayments.id, id), eq(storePayments.status, 'pending')))
    .returning({ id: storePayments.id });
  return done.length;
}

/** Keeps the sandbox gateway's first decision only. */
export const setSandboxState = (db: Tx, id: string, state: unknown) =>
  db
    .update(storePayments)
    .set({ providerData: state })
    .where(and(eq(storePayments.id, id), isNull(storePayments.providerData)));

/** Pending payments past their deadline, oldest first. */
export const duePending = (db: Tx, now: Date, limit: number) =>
  db
    .select({ id: storePayments.id, token: storePayments.providerToken })
    .from(storePayments)
    .where(and(eq(storePayments.status, 'pending'), lt(storePayments.expiresAt, now)))
    .orderBy(asc(storePayments.expiresAt))
    .limit(limit);

export async function storeContact(db: Tx, storeId: string) {
  const [store] = await db
    .select({ id: stores.id, name: stores.name, phone: stores.phone, address: stores.address, email: users.email })
    .from(stores)
    .leftJoin(users, eq(users.id, stores.userId))
    .where(eq(stores.id, storeId));
  return store;
}

export async function storeName(db: Tx, storeId: string) {
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  return store?.name;
}

export async function listPayments(db: Tx, storeId: string, query: { page: number; size: number; sort: string; status?: PaymentStatus }) {
  const { field, desc: descending } = parseSort(query.sort);
  const column = field === 'amount' ? storePayments.amount : field === 'status' ? storePayments.status : storePayments.createdAt;
  const where = and(eq(storePayments.storeId, storeId), query.status ? eq(storePayments.status, query.status) : undefined);
  const rows = db
    .select(listColumns)
    .from(storePayments)
    .where(where)
    .orderBy(directed(column, descending), desc(storePayments.createdAt), asc(storePayments.id))
    .$dynamic();
  const counted = db.select({ total: count() }).from(storePayments).where(where);
  const { rows: items, total } = await rowsWithTotal(onePage(rows, query), counted);
  return { items, total };
}

export async function findStorePayment(db: Tx, storeId: string, id: string) {
  const [row] = await db
    .select(listColumns)
    .from(storePayments)
    .where(and(eq(storePayments.id, id), eq(storePayments.storeId, storeId)));
  return row;
}
