import type { Db, Tx } from '../db/client';
import { notFound } from '../lib/errors';
import type { AuthContext } from './auth-context';
import * as repo from './access.repository';
import type { AccessScope, ResourceKind } from './access.types';

type Caller = Pick<AuthContext, 'userId' | 'roles' | 'zones'>;

/**
 * The one place that decides which zoned or owned rows (see `ResourceKind`) a caller may read or change. Routes name the
 * ids they were given; a row the caller may not touch answers the same 404 as a missing one.
 */
export function createAccessService(deps: { db: Db }) {
  const { db } = deps;
  // A store's or courier's own row never changes owner, so a user's id is looked up once per process.
  const storeIds = new Map<string, string>();
  const carrierIds = new Map<string, string>();

  const cached = (cache: Map<string, string>, find: (db: Db, userId: string) => Promise<string | undefined>) => async (userId: string) => {
    let id = cache.get(userId);
    if (!id) {
      id = await find(db, userId);
      if (id) cache.set(userId, id);
    }
    return id;
  };
  const storeIdOfUser = cached(storeIds, repo.findStoreIdOfUser);
  const carrierIdOfUser = cached(carrierIds, repo.findCarrierIdOfUser);

  /** The first role decides, as for the user's area: `GET /api/requests/:id` has always chosen the rule this way. */
  async function scopeOf(auth: Caller): Promise<AccessScope> {
    const primary = auth.roles[0];
    if (primary === 'Store') return { kind: 'store', zones: auth.zones, storeId: await storeIdOfUser(auth.userId) };
    if (primary === 'Carrier') return { kind: 'carrier', zones: auth.zones, carrierId: await carrierIdOfUser(auth.userId) };
    return { kind: 'office', zones: auth.zones };
  }

  /** The subset of `ids` the caller may touch (one query). */
  async function allowed(auth: Caller, kind: ResourceKind, ids: readonly string[], tx: Db | Tx = db): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    return repo.allowedIds(tx, kind, ids, await scopeOf(auth));
  }

  /** Throws the 404 of a missing row unless the caller may touch every one of `ids`. */
  async function requireAccess(auth: Caller, kind: ResourceKind, ids: string | readonly string[], tx: Db | Tx = db): Promise<void> {
    const list = typeof ids === 'string' ? [ids] : ids;
    const ok = await allowed(auth, kind, list, tx);
    // PostgreSQL answers uuids in lower case whatever case the caller wrote them in.
    if (list.some((id) => !ok.has(id.toLowerCase()))) throw notFound();
  }

  return {
    scopeOf,
    allowed,
    requireAccess,
    /** The calling store user's store id (undefined for anyone else). */
    storeIdOfUser,
    /** The calling courier's carrier id (undefined for anyone else). */
    carrierIdOfUser,
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
