import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deadlines } from '../../db/schema';

export type DeadlineRow = typeof deadlines.$inferSelect;

/** The earliest due deadline nobody else holds, locked (FOR UPDATE SKIP LOCKED). */
export async function claimDue(tx: Tx, now: Date): Promise<DeadlineRow | undefined> {
  const [due] = await tx
    .select()
    .from(deadlines)
    .where(and(isNull(deadlines.firedAt), lte(deadlines.dueAt, now)))
    .orderBy(asc(deadlines.dueAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return due;
}

export async function markFired(tx: Tx, deadlineId: string, at: Date) {
  await tx
    .update(deadlines)
    .set({ firedAt: at })
    .where(and(eq(deadlines.id, deadlineId), isNull(deadlines.firedAt)));
}

/** Whether anything is due: one indexed read. */
export async function anyDue(db: Db, now: Date) {
  const [row] = await db
    .select({ id: deadlines.id })
    .from(deadlines)
    .where(and(isNull(deadlines.firedAt), lte(deadlines.dueAt, now)))
    .limit(1);
  return row !== undefined;
}
