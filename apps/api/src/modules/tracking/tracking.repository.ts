import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryRequests, packets, stores } from '../../db/schema';

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
