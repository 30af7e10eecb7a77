import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { carriers, stores } from '../db/schema';
import { RULES } from './access.rules.repository';
import type { AccessScope, ResourceKind } from './access.types';

/** Which of `ids` (of one kind) the scope may touch: one query per call, none for no ids. */
export async function allowedIds(db: Db | Tx, kind: ResourceKind, ids: readonly string[], scope: AccessScope): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await RULES[kind](db, [...new Set(ids)], scope);
  return new Set(rows.map((r) => r.id));
}

export async function findStoreIdOfUser(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.userId, userId)).limit(1);
  return row?.id;
}

export async function findCarrierIdOfUser(db: Db | Tx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.userId, userId)).limit(1);
  return row?.id;
}
