import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carriers, deliveryRequests, stores, users, zones } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';
import { nameOrPhoneLike } from './name-or-phone.repository';

/** What a search looks for: the text, its phone digits (when it looks like a phone) and how many rows of a kind. */
export interface SearchTerms {
  q: string;
  digits: string | null;
  limit: number;
}

/** Stores in the caller's zones by name, zone name or phone. */
export function searchStores(tx: Tx, auth: Pick<AuthContext, 'zones'>, { q, digits, limit }: SearchTerms) {
  return tx
    .select({ id: stores.id, name: stores.name, phone: stores.phone, zoneName: zones.name })
    .from(stores)
    .innerJoin(zones, eq(zones.id, stores.zoneId))
    .where(and(nameOrPhoneLike([stores.name, zones.name], stores.phone, q, digits), zoneWhere(stores.zoneId, auth)))
    .orderBy(stores.name)
    .limit(limit);
}

/** Couriers in the caller's zones by name, zone name or phone. */
export function searchCarriers(tx: Tx, auth: Pick<AuthContext, 'zones'>, { q, digits, limit }: SearchTerms) {
  return tx
    .select({ id: carriers.id, name: users.name, phone: carriers.phone, zoneName: zones.name })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .innerJoin(zones, eq(zones.id, carriers.zoneId))
    .where(and(nameOrPhoneLike([users.name, zones.name], carriers.phone, q, digits), zoneWhere(carriers.zoneId, auth)))
    .orderBy(users.name)
    .limit(limit);
}

/**
 * Delivery requests by number (its first digits), store name or store phone: the store's own when `storeId` is given,
 * otherwise those of the caller's zones. Newest first.
 */
export function searchRequests(
  tx: Tx,
  scope: { storeId: string } | Pick<AuthContext, 'zones'>,
  { q, digits, limit }: SearchTerms,
  requestNo: string | undefined,
) {
  const byNumber = requestNo ? sql`${deliveryRequests.number}::text like ${`${requestNo}%`}` : undefined;
  const match = or(byNumber, nameOrPhoneLike([stores.name], stores.phone, q, digits));
  const owner = 'storeId' in scope ? eq(deliveryRequests.storeId, scope.storeId) : zoneWhere(deliveryRequests.zoneId, scope);
  return tx
    .select({
      id: deliveryRequests.id,
      number: deliveryRequests.number,
      status: deliveryRequests.status,
      storeName: stores.name,
      createdAt: deliveryRequests.createdAt,
    })
    .from(deliveryRequests)
    .innerJoin(stores, eq(stores.id, deliveryRequests.storeId))
    .where(and(match, owner))
    .orderBy(desc(deliveryRequests.createdAt))
    .limit(limit);
}
