import { and, asc, count, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { WebhookEvent } from '@kurye/contracts/integrations';
import type { Db, Tx } from '../../db/client';
import { deliveryRequests, packets, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { onePage, rowsWithTotal } from '../../db/paging';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewWebhookDelivery = typeof webhookDeliveries.$inferInsert;
export type PacketRow = typeof packets.$inferSelect;

/** The store of each request, by request id. */
export async function findStoresOfRequests(tx: Db | Tx, requestIds: string[]) {
  const rows = await tx
    .select({ id: deliveryRequests.id, storeId: deliveryRequests.storeId })
    .from(deliveryRequests)
    .where(inArray(deliveryRequests.id, requestIds));
  return new Map(rows.map((r) => [r.id, r.storeId]));
}

/** The live endpoints of the stores. */
export const findLiveEndpointsOfStores = (tx: Db | Tx, storeIds: string[]) =>
  tx
    .select()
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.storeId, storeIds), isNull(webhookEndpoints.deletedAt)));

/** The packets of the requests and the packets with the ids, by position. */
export const findPackets = (tx: Db | Tx, requestIds: string[], packetIds: string[]) =>
  tx
    .select()
    .from(packets)
    .where(or(requestIds.length ? inArray(packets.requestId, requestIds) : undefined, packetIds.length ? inArray(packets.id, packetIds) : undefined))
    .orderBy(asc(packets.position));

export const insertDeliveries = (tx: Db | Tx, rows: NewWebhookDelivery[]) => tx.insert(webhookDeliveries).values(rows);

export const insertDelivery = async (db: Db | Tx, row: NewWebhookDelivery): Promise<WebhookDeliveryRow> =>
  (await db.insert(webhookDeliveries).values(row).returning())[0];

/** A live endpoint of the store. */
export const findLiveEndpoint = async (db: Db | Tx, storeId: string, id: string): Promise<WebhookEndpointRow | undefined> =>
  (
    await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.storeId, storeId), isNull(webhookEndpoints.deletedAt)))
  )[0];

export const insertEndpoint = async (
  db: Db | Tx,
  values: { storeId: string; url: string; events: WebhookEvent[]; secret: string; createdAt: Date },
): Promise<WebhookEndpointRow> => (await db.insert(webhookEndpoints).values(values).returning())[0];

/** The store's live endpoints, newest first. */
export const findLiveEndpointsOfStore = (db: Db | Tx, storeId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt));

export const markEndpointDeleted = (db: Db | Tx, id: string, at: Date) => db.update(webhookEndpoints).set({ deletedAt: at }).where(eq(webhookEndpoints.id, id));

/** Nothing more is sent to a removed endpoint: its pending deliveries fail. */
export const failPendingDeliveries = (db: Db | Tx, endpointId: string) =>
  db
    .update(webhookDeliveries)
    .set({ state: 'failed' })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.state, 'pending')));

/** One page of an endpoint's deliveries, newest first, and how many there are. */
export async function findDeliveryPage(db: Db | Tx, endpointId: string, q: { page: number; size: number }) {
  const rows = db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .$dynamic();
  const counted = db.select({ total: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  return rowsWithTotal(onePage(rows, q), counted);
}

/** Every attempt of the deliveries, oldest first. */
export const findAttempts = async (db: Db | Tx, deliveryIds: string[]) =>
  deliveryIds.length ? db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveryIds)).orderBy(asc(webhookAttempts.at)) : [];

export const findDelivery = async (db: Db | Tx, id: string): Promise<WebhookDeliveryRow | undefined> =>
  (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];
