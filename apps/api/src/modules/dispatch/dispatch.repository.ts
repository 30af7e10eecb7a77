import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carrierStates, carriers, deadlines, deliveryRequests, offerLog, offers, packets, stores, users } from '../../db/schema';

export const lockRequest = async (tx: Tx, requestId: string) =>
  (await tx.select().from(deliveryRequests).where(eq(deliveryRequests.id, requestId)).for('update'))[0];

/**
 * Locks a packet in the deadline sweeper's order: its pending auto-approval deadline first, then the packet. The sweeper
 * holds the deadline while it locks the packet, so taking the packet first would deadlock with it on PostgreSQL.
 */
export async function lockPacket(tx: Tx, packetId: string) {
  await tx
    .select({ id: deadlines.id })
    .from(deadlines)
    .where(and(eq(deadlines.kind, 'auto_approve'), eq(deadlines.refId, packetId), isNull(deadlines.firedAt)))
    .for('update');
  return (await tx.select().from(packets).where(eq(packets.id, packetId)).for('update'))[0];
}

export const findRequest = async (tx: Tx, requestId: string) => (await tx.select().from(deliveryRequests).where(eq(deliveryRequests.id, requestId)))[0];

export const findStore = async (tx: Tx, storeId: string) => (await tx.select().from(stores).where(eq(stores.id, storeId)))[0];

export const findStoreByUser = async (tx: Tx, userId: string) => (await tx.select().from(stores).where(eq(stores.userId, userId)))[0];

export const findCarrierByUser = async (tx: Tx, userId: string) => (await tx.select().from(carriers).where(eq(carriers.userId, userId)))[0];

/** Name, phone and last position of couriers, by id. */
export async function findCarrierContacts(tx: Tx, carrierIds: string[]) {
  if (carrierIds.length === 0) return new Map<string, never>();
  const rows = await tx
    .select({
      id: carriers.id,
      name: users.name,
      phone: carriers.phone,
      zoneId: carriers.zoneId,
      latitude: carrierStates.latitude,
      longitude: carrierStates.longitude,
      positionAt: carrierStates.positionAt,
    })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .leftJoin(carrierStates, eq(carrierStates.carrierId, carriers.id))
    .where(inArray(carriers.id, [...new Set(carrierIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export const findCarrierContact = async (tx: Tx, carrierId: string) => (await findCarrierContacts(tx, [carrierId])).get(carrierId);

export async function findStores(tx: Tx, storeIds: string[]) {
  if (storeIds.length === 0) return new Map<string, typeof stores.$inferSelect>();
  const rows = await tx
    .select()
    .from(stores)
    .where(inArray(stores.id, [...new Set(storeIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function logOffer(tx: Tx, entries: { requestId: string; carrierId?: string | null; stage: number; event: string; detail?: unknown; at: Date }[]) {
  if (entries.length) await tx.insert(offerLog).values(entries.map((e) => ({ ...e, carrierId: e.carrierId ?? null, detail: e.detail ?? null })));
}

export async function addDeadline(tx: Tx, kind: 'stage_timeout' | 'auto_approve', refId: string, seq: number, dueAt: Date) {
  await tx.insert(deadlines).values({ kind, refId, seq, dueAt }).onConflictDoNothing();
}

/** Closes a deadline that no longer needs to fire (its subject was settled another way). */
export async function closeDeadlines(tx: Tx, kind: string, refId: string, at: Date) {
  await tx
    .update(deadlines)
    .set({ firedAt: at })
    .where(and(eq(deadlines.kind, kind), eq(deadlines.refId, refId), sql`${deadlines.firedAt} is null`));
}

/** How many requests each courier carries now. */
export async function loadsOf(tx: Tx, carrierIds?: string[]) {
  const rows = await tx
    .select({ carrierId: deliveryRequests.carrierId, n: sql<number>`count(*)::int` })
    .from(deliveryRequests)
    .where(
      and(inArray(deliveryRequests.status, ['assigned', 'arrived', 'picked_up']), carrierIds ? inArray(deliveryRequests.carrierId, carrierIds) : undefined),
    )
    .groupBy(deliveryRequests.carrierId);
  return new Map(rows.map((r) => [r.carrierId!, Number(r.n)]));
}
