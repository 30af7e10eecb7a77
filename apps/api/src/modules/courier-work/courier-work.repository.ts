import type { DistanceKind } from '@kurye/contracts/roads';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { deliveryRequests, packets, stores } from '../../db/schema';
import { CARRIED_STATUSES } from '@kurye/contracts/delivery';

/**
 * The courier drops a pending packet: its point, distance and price. Undefined when the packet was no longer pending.
 */
export async function setDropOff(
  tx: Tx,
  packetId: string,
  drop: { latitude: number; longitude: number; at: Date; distanceMeters: number; distanceKind: DistanceKind; fee: number; courierShare: number },
) {
  const [updated] = await tx
    .update(packets)
    .set({
      status: 'location_set',
      toLatitude: drop.latitude,
      toLongitude: drop.longitude,
      toLocationSetAt: drop.at,
      distanceMeters: drop.distanceMeters,
      distanceKind: drop.distanceKind,
      fee: drop.fee,
      courierShare: drop.courierShare,
    })
    .where(and(eq(packets.id, packetId), eq(packets.status, 'pending')))
    .returning();
  return updated;
}

/** How many of a request's packets are still pending (not dropped). */
export async function countPending(tx: Tx, requestId: string) {
  const [{ left }] = await tx
    .select({ left: count() })
    .from(packets)
    .where(and(eq(packets.requestId, requestId), eq(packets.status, 'pending')));
  return left;
}

/** The requests a courier carries now (assigned, arrived or picked up). */
export const carriedBy = (tx: Db | Tx, carrierId: string) =>
  tx
    .select()
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.carrierId, carrierId), inArray(deliveryRequests.status, CARRIED_STATUSES)));

/** The ids of the requests a courier carries now. */
export const carriedIdsOf = (tx: Tx, carrierId: string) =>
  tx
    .select({ id: deliveryRequests.id })
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.carrierId, carrierId), inArray(deliveryRequests.status, CARRIED_STATUSES)));

/** The requests a courier took since `since`, newest first, with their store's name, and all their packets. */
export async function takenSince(db: Db, carrierId: string, since: Date) {
  const rows = await db
    .select({ request: deliveryRequests, storeName: stores.name })
    .from(deliveryRequests)
    .innerJoin(stores, eq(stores.id, deliveryRequests.storeId))
    .where(and(eq(deliveryRequests.carrierId, carrierId), gte(deliveryRequests.assignedAt, since)))
    .orderBy(desc(deliveryRequests.assignedAt));
  const ids = rows.map((r) => r.request.id);
  const packetRows = ids.length ? await db.select().from(packets).where(inArray(packets.requestId, ids)) : [];
  return { rows, packetRows };
}

/** Where a packet's store stands: the start of the distance its fee is priced by. */
export async function storePointOfPacket(db: Db, packetId: string) {
  const [row] = await db
    .select({ latitude: stores.latitude, longitude: stores.longitude })
    .from(packets)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
    .innerJoin(stores, eq(stores.id, deliveryRequests.storeId))
    .where(eq(packets.id, packetId));
  return row ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null;
}
