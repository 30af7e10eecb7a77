import { ROLE_ZONE_SCOPE } from '@kurye/contracts/roles';
import type { Db, Tx } from '../db/client';
import { notFound } from '../lib/errors';
import type { AuthContext } from '../modules/auth/auth.context';
import * as repo from './access.repository';
import type { AccessScope, ResourceKind } from './access.types';

/**
 * The one place that decides which stores, couriers, zones, requests, packets, emergencies, applications, joker stations
 * and packet update requests a caller may read or change. Routes name the ids they were given; a row the caller may
 * not touch answers the same 404 as a missing one.
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

  async function scopeOf(auth: AuthContext): Promise<AccessScope> {
    if (auth.zones === 'all' || auth.roles.some((role) => ROLE_ZONE_SCOPE[role] !== 'own')) return { kind: 'office', zones: auth.zones };
    if (auth.roles[0] === 'Store') return { kind: 'store', zones: auth.zones, storeId: await storeIdOfUser(auth.userId) };
    return { kind: 'carrier', zones: auth.zones, carrierId: await carrierIdOfUser(auth.userId) };
  }

  /** The subset of `ids` the caller may touch. */
  async function allowed(auth: AuthContext, kind: ResourceKind, ids: readonly string[], tx: Db | Tx = db): Promise<Set<string>> {
    return repo.allowedIds(tx, kind, ids, await scopeOf(auth));
  }

  /** Throws 404 unless the caller may touch every one of `ids`. */
  async function requireAccess(auth: AuthContext, kind: ResourceKind, ids: string | readonly string[], tx: Db | Tx = db): Promise<void> {
    const list = typeof ids === 'string' ? [ids] : ids;
    const ok = await allowed(auth, kind, list, tx);
    if (ok.size !== new Set(list).size) throw notFound();
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
