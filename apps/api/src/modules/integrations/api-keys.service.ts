import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ApiKey } from '@kurye/contracts/integrations';
import type { Db } from '../../db/client';
import { apiKeys, stores } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { likePattern, parseSort } from '../../lib/paging';
import type { AuthContext } from '../auth/auth.context';

/** The only calls a key may make: the store's request calls. Everything else is 403 for a key. */
export const API_KEY_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/requests',
  'GET /api/requests',
  'GET /api/requests/:id',
  'POST /api/requests/:id/cancel',
]);
const API_KEY_CLAIMS: ReadonlySet<string> = new Set(['requests.own', 'requests.read']);
const KEY_PREFIX = 'ko_';

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether an Authorization/X-Api-Key value looks like one of our keys (not a JWT). */
export const looksLikeApiKey = (value: string | undefined): value is string => !!value && value.startsWith(KEY_PREFIX);

export function createApiKeyService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  const toDto = (row: typeof apiKeys.$inferSelect, storeName: string): ApiKey => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    storeId: row.storeId,
    storeName,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  });

  return {
    async create(storeId: string, name: string) {
      const key = `${KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
      const prefix = key.slice(0, 11);
      const [row] = await db
        .insert(apiKeys)
        .values({ storeId, name, prefix, keyHash: hashOf(key), createdAt: clock.now() })
        .returning();
      return { id: row.id, key, prefix, name };
    },

    /** One store's keys, or (storeId null) every store's keys for an Admin. */
    async list(storeId: string | null) {
      const rows = await db
        .select({ key: apiKeys, storeName: stores.name })
        .from(apiKeys)
        .innerJoin(stores, eq(stores.id, apiKeys.storeId))
        .where(storeId ? eq(apiKeys.storeId, storeId) : undefined)
        .orderBy(desc(apiKeys.createdAt))
        .limit(500);
      return rows.map((r) => toDto(r.key, r.storeName));
    },

    /** Every store's keys for an Admin: search over store, key name and prefix; status; sort; paging. */
    async adminList(q: { q?: string; status?: 'active' | 'revoked'; storeId?: string; sort: string; page: number; size: number }) {
      const where: SQL[] = [];
      if (q.storeId) where.push(eq(apiKeys.storeId, q.storeId));
      if (q.status === 'active') where.push(isNull(apiKeys.revokedAt));
      if (q.status === 'revoked') where.push(isNotNull(apiKeys.revokedAt));
      if (q.q) {
        const like = likePattern(q.q);
        where.push(or(ilike(stores.name, like), ilike(apiKeys.name, like), ilike(apiKeys.prefix, like))!);
      }
      const { field, desc: descending } = parseSort(q.sort);
      const column = { storeName: stores.name, name: apiKeys.name, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt }[field] ?? apiKeys.createdAt;
      // Never-used keys sort last either way; ties by creation, newest first.
      const order = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ key: apiKeys, storeName: stores.name })
          .from(apiKeys)
          .innerJoin(stores, eq(stores.id, apiKeys.storeId))
          .where(and(...where))
          .orderBy(order, desc(apiKeys.createdAt), asc(apiKeys.id))
          .limit(q.size)
          .offset((q.page - 1) * q.size),
        db
          .select({ total: count() })
          .from(apiKeys)
          .innerJoin(stores, eq(stores.id, apiKeys.storeId))
          .where(and(...where)),
      ]);
      return { items: rows.map((r) => toDto(r.key, r.storeName)), total, page: q.page, size: q.size };
    },

    async revoke(id: string, storeId: string | null) {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: clock.now() })
        .where(and(eq(apiKeys.id, id), storeId ? eq(apiKeys.storeId, storeId) : undefined, isNull(apiKeys.revokedAt)))
        .returning();
      if (!row) {
        const [existing] = await db
          .select()
          .from(apiKeys)
          .where(and(eq(apiKeys.id, id), storeId ? eq(apiKeys.storeId, storeId) : undefined));
        if (!existing) throw new AppError(404, 'not_found');
      }
      return { ok: true as const };
    },

    /**
     * The key's principal: its store's user with only the request claims and routes. Read from the database on every
     * call (one indexed lookup), so a revoked key is refused at once in every API process.
     */
    async authenticate(key: string): Promise<AuthContext | null> {
      const [row] = await db
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
        .where(and(eq(apiKeys.keyHash, hashOf(key)), isNull(apiKeys.revokedAt)));
      if (!row || !row.active || !row.userId) return null;
      const now = clock.now();
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
        // At most one write a minute per key.
        await db
          .update(apiKeys)
          .set({ lastUsedAt: now })
          .where(and(eq(apiKeys.id, row.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, new Date(now.getTime() - 60_000)))));
      }
      return {
        userId: row.userId,
        sessionId: `api-key:${row.id}`,
        roles: ['Store'],
        claims: API_KEY_CLAIMS,
        zones: [row.zoneId],
        apiKeyId: row.id,
        allowedRoutes: API_KEY_ROUTES,
      };
    },
  };
}
export type ApiKeyService = ReturnType<typeof createApiKeyService>;
