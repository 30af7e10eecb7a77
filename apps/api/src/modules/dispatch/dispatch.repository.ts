import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RequestStatus } from '@kurye/contracts/delivery';
import type { Tx } from '../../db/client';
import { carrierStates, carriers, deadlines, deliveryRequests, offerLog, packets, stores, users } from '../../db/schema';

/**
 * The delivery loop's shared reads and writes: requests, packets, stores and couriers as the store-request, courier-work
 * and offer-engine modules all use them, the offer log and the deadlines.
 */

export type RequestRow = typeof deliveryRequests.$inferSelect;
export type RequestChanges = Partial<typeof deliveryRequests.$inferInsert>;
export type PacketRow = typeof packets.$inferSelect;
export type PacketChanges = Partial<typeof packets.$inferInsert>;
export type StoreRow = typeof stores.$inferSelect;
export type CarrierRow = typeof carriers.$inferSelect;
export type DeadlineKind = 'stage_timeout' | 'auto_approve';
/** The requests a courier carries (its load). */

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

export const findPacket = async (tx: Tx, packetId: string) => (await tx.select().from(packets).where(eq(packets.id, packetId)))[0];

/** A request's packets in order. */
export const packetsOf = (tx: Tx, requestId: string) => tx.select().from(packets).where(eq(packets.requestId, requestId)).orderBy(asc(packets.position));

/** Changes a request and answers it as it is now. */
export const updateRequest = async (tx: Tx, requestId: string, changes: RequestChanges) =>
  (await tx.update(deliveryRequests).set(changes).where(eq(deliveryRequests.id, requestId)).returning())[0];

/** Changes a request only while it is in `status`; undefined when it is not. */
export const updateRequestIn = async (tx: Tx, requestId: string, status: RequestStatus, changes: RequestChanges) =>
  (
    await tx
      .update(deliveryRequests)
      .set(changes)
      .where(and(eq(deliveryRequests.id, requestId), eq(deliveryRequests.status, status)))
      .returning()
  )[0];

export async function updatePacket(tx: Tx, packetId: string, changes: PacketChanges) {
  await tx.update(packets).set(changes).where(eq(packets.id, packetId));
}

export const findCarrier = async (tx: Tx, carrierId: string) => (await tx.select().from(carriers).where(eq(carriers.id, carrierId)))[0];

export const findStore = async (tx: Tx, storeId: string) => (await tx.select().from(stores).where(eq(stores.id, storeId)))[0];

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
  if (storeIds.length === 0) return new Map<string, StoreRow>();
  const rows = await tx
    .select()
    .from(stores)
    .where(inArray(stores.id, [...new Set(storeIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** What each request's approved packets were charged (kuruş); requests with none approved are absent. */
export async function chargedFees(tx: Tx, requestIds: string[]) {
  if (requestIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ requestId: packets.requestId, fee: sql<string>`sum(${packets.fee})` })
    .from(packets)
    .where(and(inArray(packets.requestId, [...new Set(requestIds)]), sql`${packets.approvedAt} is not null`))
    .groupBy(packets.requestId);
  return new Map(rows.map((r) => [r.requestId, Number(r.fee)]));
}

export async function logOffer(tx: Tx, entries: { requestId: string; carrierId?: string | null; stage: number; event: string; detail?: unknown; at: Date }[]) {
  if (entries.length) await tx.insert(offerLog).values(entries.map((e) => ({ ...e, carrierId: e.carrierId ?? null, detail: e.detail ?? null })));
}

export async function addDeadline(tx: Tx, kind: DeadlineKind, refId: string, seq: number, dueAt: Date) {
  await tx.insert(deadlines).values({ kind, refId, seq, dueAt }).onConflictDoNothing();
}

/** Closes a deadline that no longer needs to fire (its subject was settled another way). */
export async function closeDeadlines(tx: Tx, kind: DeadlineKind, refId: string, at: Date) {
  await tx
    .update(deadlines)
    .set({ firedAt: at })
    .where(and(eq(deadlines.kind, kind), eq(deadlines.refId, refId), sql`${deadlines.firedAt} is null`));
}

/** A request's offer log, oldest first. */
export const offerLogOf = (tx: Tx, requestId: string) => tx.select().from(offerLog).where(eq(offerLog.requestId, requestId)).orderBy(asc(offerLog.at));

/** A courier's name, phone and last position (see `findCarrierContacts`). */
export type CarrierContact = NonNullable<Awaited<ReturnType<typeof findCarrierContact>>>;
