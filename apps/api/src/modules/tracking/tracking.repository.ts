import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carrierStates, carriers, deliveryRequests, packets, stores, users } from '../../db/schema';

/** A packet with its request and its store's name and point. */
export async function findPacketWithRequest(db: Db, packetId: string) {
  const [row] = await db
    .select({ packet: packets, request: deliveryRequests, storeName: stores.name, storeLatitude: stores.latitude, storeLongitude: stores.longitude })
    .from(packets)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
    .innerJoin(stores, eq(stores.id, deliveryRequests.storeId))
    .where(eq(packets.id, packetId));
  return row;
}

/** A courier's name and last stored position. */
export async function findCourier(db: Db, carrierId: string) {
  const [c] = await db
    .select({ name: users.name, latitude: carrierStates.latitude, longitude: carrierStates.longitude, at: carrierStates.positionAt })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
    .where(eq(carriers.id, carrierId));
  return c;
}
