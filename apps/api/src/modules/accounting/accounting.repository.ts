import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carriers, stores } from '../../db/schema';

/** Whether a database error is a unique violation (Postgres code 23505), as drivers wrap it. */
export const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** The courier's row, locked for the rest of `tx` (money of one courier moves one transaction at a time). */
export async function lockCarrier(tx: Tx, carrierId: string) {
  const [carrier] = await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, carrierId)).for('update');
  return carrier;
}

export async function findCarrier(tx: Tx, carrierId: string) {
  const [carrier] = await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, carrierId));
  return carrier;
}

/** The store's row, locked for the rest of `tx`. */
export async function lockStore(tx: Tx, storeId: string) {
  const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
  return store;
}

type Rows<T> = { rows: T[] };
/** The rows of a raw `db.execute` answer. */
export const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;
