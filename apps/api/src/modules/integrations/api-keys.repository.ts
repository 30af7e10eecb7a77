import { and, asc, count, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { apiKeys, stores } from '../../db/schema';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { onePage, rowsWithTotal } from '../../db/paging';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const insertKey = async (db: Db | Tx, values: { storeId: string; name: string; prefix: string; keyHash: string; createdAt: Date }): Promise<ApiKeyRow> =>
  (await db.insert(apiKeys).values(values).returning())[0];

/** One store's keys, or (storeId null) every store's, newest first (at most 500), with their store's name. */
export const findKeys = (db: Db | Tx, storeId: string | null) =>
  db
    .select({ key: apiKeys, storeName: stores.name })
    .from(apiKeys)
    .innerJoin(stores, eq(stores.id, apiKeys.storeId))
    .where(storeId ? eq(apiKeys.storeId, storeId) : undefined)
    .orderBy(desc(apiKeys.createdAt))
    .limit(500);

export interface ApiKeyFilter {
  q?: string;
  status?: 'active' | 'revoked';
  storeId?: string;
}

function filterOf(f: ApiKeyFilter) {
  const where: SQL[] = [];
  if (f.storeId) where.push(eq(apiKeys.storeId, f.storeId));
  if (f.status === 'active') where.push(isNull(apiKeys.revokedAt));
  if (f.status === 'revoked') where.push(isNotNull(apiKeys.revokedAt));
  if (f.q) where.push(foldedWordsMatch([stores.name, apiKeys.name, apiKeys.prefix], f.q)!);
  return and(...where);
}

/** One page of every store's keys and how many match; never-used keys sort last either way, ties newest first. */
export async function findKeyPage(db: Db | Tx, f: ApiKeyFilter, order: { field: string; desc: boolean }, page: { page: number; size: number }) {
  const where = filterOf(f);
  const column = { storeName: stores.name, name: apiKeys.name, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt }[order.field] ?? apiKeys.createdAt;
  const sorted = order.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = db
    .select({ key: apiKeys, storeName: stores.name })
    .from(apiKeys)
    .innerJoin(stores, eq(stores.id, apiKeys.storeId))
    .where(where)
    .orderBy(sorted, desc(apiKeys.createdAt), asc(apiKeys.id))
    .$dynamic();
  const counted = db.select({ total: count() }).from(apiKeys).innerJoin(stores, eq(stores.id, apiKeys.storeId)).where(where);
  return rowsWithTotal(onePage(rows, page), counted);
}

const keyOf = (id: string, storeId: string | null) => and(eq(apiKeys.id, id), storeId ? eq(apiKeys.storeId, storeId) : undefined);

/** Revokes a live key (of the store, when given); answers whether one was revoked. */
export async function revokeKey(db: Db | Tx, id: string, storeId: string | null, at: Date) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), storeId ? eq(apiKeys.storeId, storeId) : undefined, isNull(apiKeys.revokedAt)))
    .returning();
  return rows.length > 0;
}

export const keyExists = async (db: Db | Tx, id: string, storeId: string | null) => (await db.select().from(apiKeys).where(keyOf(id, storeId))).length > 0;

/** A live key by its hash, with its store's user, zone and state. */
export const findLiveKeyByHash = async (db: Db | Tx, keyHash: string) =>
  (
    await db
      .select({
        id: apiKeys.id,
        storeId: apiKeys.storeId,
        lastUsedAt: apiKeys.lastUsedAt,
        userId: stores.userId,
        zoneId: stores.zoneId,
        active: stores.active,
      })
      .from(apiKeys)
      .innerJoin(stores, eq(stores.id, apiKeys.storeId))
      .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
  )[0];

/** Sets the key's last use unless another call did so since `notSince`. */
export const touchLastUsed = (db: Db | Tx, id: string, now: Date, notSince: Date) =>
  db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, notSince))));
