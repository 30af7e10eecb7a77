import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../access/auth-context';
import type { CarrierStatus } from '@kurye/contracts/delivery';
import type { Db, Tx } from '../../db/client';
import { carrierStates, carriers, deliveryRequests, stores, users, zones } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import { CARRIED_STATUSES } from '@kurye/contracts/delivery';

/** The requests the live map shows. */
const ON_MAP = ['searching', 'assigned', 'arrived', 'picked_up', 'delivered'] as const;

/** How many requests each courier carries now (every courier's when `carrierIds` is left out). */
export async function loadsOf(tx: Db | Tx, carrierIds?: string[]) {
  const rows = await tx
    .select({ carrierId: deliveryRequests.carrierId, n: sql<number>`count(*)::int` })
    .from(deliveryRequests)
    .where(and(inArray(deliveryRequests.status, CARRIED_STATUSES), carrierIds ? inArray(deliveryRequests.carrierId, carrierIds) : undefined))
    .groupBy(deliveryRequests.carrierId);
  return new Map(rows.map((r) => [r.carrierId!, Number(r.n)]));
}

/** A courier with its working state (undefined for an unknown id). */
export async function findCourierWithState(db: Db, carrierId: string) {
  const [row] = await db
    .select({ carrier: carriers, state: carrierStates })
    .from(carriers)
    .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
    .where(eq(carriers.id, carrierId));
  return row;
}

/** Every courier with its working state (start-up). */
export const allCouriersWithState = (db: Db) =>
  db.select({ carrier: carriers, state: carrierStates }).from(carriers).leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id));

/**
 * `carrier_states` trails the stored pings: after a crash, bring each courier's state up to its last stored ping, so
 * dispatch does not lose a courier whose position was acknowledged just before it.
 */
export async function catchUpStates(db: Db) {
  await db.execute(sql`
        insert into carrier_states as s (carrier_id, latitude, longitude, position_at)
        select c.id, p.latitude, p.longitude, p.recorded_at
        from carriers c
        left join carrier_states cs on cs.carrier_id = c.id
        cross join lateral (
          select latitude, longitude, recorded_at from carrier_positions
          where carrier_id = c.id and recorded_at > coalesce(cs.position_at, '-infinity'::timestamptz)
          order by recorded_at desc limit 1) p
        on conflict (carrier_id) do update set latitude = excluded.latitude, longitude = excluded.longitude, position_at = excluded.position_at, updated_at = now()
        where s.position_at is null or s.position_at < excluded.position_at`);
}

export const findCarrier = async (db: Db, carrierId: string) => (await db.select().from(carriers).where(eq(carriers.id, carrierId)))[0];

/** The courier's own working status (available, break, offline). */
export async function saveStatus(db: Db, carrierId: string, status: CarrierStatus) {
  await db
    .insert(carrierStates)
    .values({ carrierId, status })
    .onConflictDoUpdate({ target: carrierStates.carrierId, set: { status, updatedAt: sql`now()` } });
}

/** The live map's rows of the viewer's zones: active couriers, requests on the map, stores and zones. */
export async function snapshotRows(db: Db, auth: Pick<AuthContext, 'zones'>) {
  const courierRows = await db
    .select({ id: carriers.id, name: users.name, phone: carriers.phone, zoneId: carriers.zoneId, isJoker: carriers.isJoker })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .where(and(eq(carriers.active, true), zoneWhere(carriers.zoneId, auth)));
  const active = await db
    .select()
    .from(deliveryRequests)
    .where(and(inArray(deliveryRequests.status, [...ON_MAP]), zoneWhere(deliveryRequests.zoneId, auth)));
  const storeRows = await db.select().from(stores).where(zoneWhere(stores.zoneId, auth));
  const zoneRows = await db.select({ id: zones.id, name: zones.name, polygon: zones.polygon }).from(zones).where(zoneWhere(zones.id, auth));
  return { courierRows, active, storeRows, zoneRows };
}
