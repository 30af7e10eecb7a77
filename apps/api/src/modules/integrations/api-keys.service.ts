import { createHash, randomBytes } from 'node:crypto';
import type { AdminApiKeyListQuery, ApiKey } from '@kurye/contracts/integrations';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { parseSort } from '../../lib/paging';
import type { AuthContext } from '../../access/auth-context';
import * as repo from './api-keys.repository';

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

export interface ApiKeysDeps {
  db: Db;
  clock: Clock;
}

const toDto = (row: repo.ApiKeyRow, storeName: string): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  storeId: row.storeId,
  storeName,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export function createApiKeyService(deps: ApiKeysDeps) {
  const { db, clock } = deps;

  return {
    async create(storeId: string, name: string) {
      const key = `${KEY_PREFIX}${randomBytes(30).toString('base64url')}`;
      const prefix = key.slice(0, 11);
      const row = await repo.insertKey(db, { storeId, name, prefix, keyHash: hashOf(key), createdAt: clock.now() });
      return { id: row.id, key, prefix, name };
    },

    /** One store's keys, or (storeId null) every store's keys for an Admin. */
    async list(storeId: string | null) {
      return (await repo.findKeys(db, storeId)).map((r) => toDto(r.key, r.storeName));
    },

    /** Every store's keys for an Admin: search over store, key name and prefix; status; sort; paging. */
    async adminList(q: AdminApiKeyListQuery) {
      const { rows, total } = await repo.findKeyPage(db, { q: q.q, status: q.status, storeId: q.storeId }, parseSort(q.sort), q);
      return { items: rows.map((r) => toDto(r.key, r.storeName)), total, page: q.page, size: q.size };
    },

    async revoke(id: string, storeId: string | null) {
      if (!(await repo.revokeKey(db, id, storeId, clock.now())) && !(await repo.keyExists(db, id, storeId))) throw new AppError(404, 'not_found');
      return { ok: true as const };
    },

    /**
     * The key's principal: its store's user with only the request claims and routes. Read from the database on every
     * call (one indexed lookup), so a revoked key is refused at once in every API process.
     */
    async authenticate(key: string): Promise<AuthContext | null> {
      const row = await repo.findLiveKeyByHash(db, hashOf(key));
      if (!row || !row.active || !row.userId) return null;
      const now = clock.now();
      // At most one write a minute per key.
      if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) await repo.touchLastUsed(db, row.id, now, new Date(now.getTime() - 60_000));
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
