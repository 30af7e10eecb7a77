import { and, count, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { RequestListQuery } from '@kurye/contracts/store-requests';
import type { Db, Tx } from '../../db/client';
import { deliveryRequests, packets, stores } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';
import { directed, onePage, rowsWithTotal } from '../../db/paging';

export type { RequestRow, StoreRow } from '../dispatch/dispatch.repository';

/** A store as `POST /api/requests` reads it under its row lock, with its idempotent replay, credit and reservations. */
export interface StoreForCreate {
  id: string;
  active: boolean;
  zone_id: string;
  name: string;
  address: string;
  phone: string;
  latitude: number;
  longitude: number;
  existing_id: string | null;
  balance: string | number;
  reserved: string | number;
}

/**
 * Locks the store's row (two creations at once cannot both spend the same credit) and reads, in the same statement,
 * the request an `idempotencyKey` already made, the store's ledger balance and what its open requests reserve.
 */
export async function lockStoreForCreate(tx: Tx, storeId: string, accountCode: string, idempotencyKey: string | null): Promise<StoreForCreate | undefined> {
  const result = (await tx.execute(sql`
        select s.id, s.zone_id, s.name, s.address, s.phone, s.latitude, s.longitude, s.active,
          (select r.id from delivery_requests r where r.store_id = s.id and r.idempotency_key = ${idempotencyKey}) as existing_id,
          (select coalesce(sum(p.amount), 0) from ledger_accounts a join ledger_postings p on p.account_id = a.id where a.code = ${accountCode}) as balance,
          (select coalesce(sum(r.estimated_fee), 0) from delivery_requests r where r.store_id = s.id and r.status in ('searching', 'assigned', 'arrived', 'picked_up')) as reserved
        from stores s where s.id = ${storeId} for update of s`)) as unknown as { rows: StoreForCreate[] };
  return result.rows[0];
}

/** Which requests a list shows: one store's, or (`auth`) those of the caller's zones. */
export interface RequestListScope {
  storeId?: string;
  auth?: Pick<AuthContext, 'zones'>;
}

/** One page of requests and how many there are in all. */
export async function listRequests(db: Db, scope: RequestListScope, q: RequestListQuery) {
  const where: (SQL | undefined)[] = [];
  if (scope.storeId) where.push(eq(deliveryRequests.storeId, scope.storeId));
  if (scope.auth) where.push(zoneWhere(deliveryRequests.zoneId, scope.auth));
  if (q.status) where.push(inArray(deliveryRequests.status, q.status));
  if (q.from) where.push(gte(deliveryRequests.createdAt, new Date(q.from)));
  if (q.to) where.push(lte(deliveryRequests.createdAt, new Date(q.to)));
  const column = q.sort.replace('-', '') === 'status' ? deliveryRequests.status : deliveryRequests.createdAt;
  const rows = db
    .select()
    .from(deliveryRequests)
    .where(and(...where))
    .orderBy(directed(column, q.sort.startsWith('-')))
    .$dynamic();
  const counted = db
    .select({ total: count() })
    .from(deliveryRequests)
    .where(and(...where));
  return rowsWithTotal(onePage(rows, q), counted);
}

export const findStoreByUser = async (db: Db, userId: string) => (await db.select().from(stores).where(eq(stores.userId, userId)))[0];

/** Each request's next packet still to deliver that has the customer's point: where its courier drives after pick-up. */
export async function nextCustomerPoints(db: Db, requestIds: string[]) {
  if (requestIds.length === 0) return new Map<string, { latitude: number; longitude: number }>();
  const rows = await db
    .selectDistinctOn([packets.requestId], { requestId: packets.requestId, latitude: packets.customerLatitude, longitude: packets.customerLongitude })
    .from(packets)
    .where(
      and(inArray(packets.requestId, requestIds), eq(packets.status, 'pending'), isNotNull(packets.customerLatitude), isNotNull(packets.customerLongitude)),
    )
    .orderBy(packets.requestId, packets.position);
  return new Map(rows.map((r) => [r.requestId, { latitude: r.latitude!, longitude: r.longitude! }]));
}
