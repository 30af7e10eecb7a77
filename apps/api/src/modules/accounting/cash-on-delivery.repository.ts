import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { CodRowMethod } from '@kurye/contracts/ledger';
import type { Tx } from '../../db/client';
import { cashOnDelivery, deliveryRequests, packets } from '../../db/schema';

export type CashOnDeliveryRow = typeof cashOnDelivery.$inferSelect;

/** The request's row, locked for the rest of `tx`. */
export async function lockRequest(tx: Tx, requestId: string) {
  const [request] = await tx.select().from(deliveryRequests).where(eq(deliveryRequests.id, requestId)).for('update');
  return request;
}

export async function requestNumber(tx: Tx, requestId: string) {
  const [request] = await tx.select({ number: deliveryRequests.number }).from(deliveryRequests).where(eq(deliveryRequests.id, requestId));
  return request?.number;
}

/** Whether any packet of the request carries its own door payment. */
export async function hasPerPacketDoorPayment(tx: Tx, requestId: string) {
  const [perPacket] = await tx
    .select({ id: packets.id })
    .from(packets)
    .where(and(eq(packets.requestId, requestId), isNotNull(packets.codAmount)))
    .limit(1);
  return !!perPacket;
}

/** The request's per-packet door payments summed by method (empty when the packets carry none). */
export function perPacketDoorPayments(tx: Tx, requestId: string) {
  return tx
    .select({ method: packets.codMethod, amount: sql<string>`sum(${packets.codAmount})` })
    .from(packets)
    .where(and(eq(packets.requestId, requestId), isNotNull(packets.codAmount)))
    .groupBy(packets.codMethod);
}

export async function findCashOnDelivery(db: Tx, requestId: string) {
  const [row] = await db.select().from(cashOnDelivery).where(eq(cashOnDelivery.requestId, requestId));
  return row;
}

export async function lockCashOnDelivery(tx: Tx, requestId: string) {
  const [row] = await tx.select().from(cashOnDelivery).where(eq(cashOnDelivery.requestId, requestId)).for('update');
  return row;
}

export const deleteCashOnDelivery = (tx: Tx, requestId: string) => tx.delete(cashOnDelivery).where(eq(cashOnDelivery.requestId, requestId));

export const upsertCashOnDelivery = (tx: Tx, values: { requestId: string; storeId: string; amount: number; method: CodRowMethod; createdAt: Date }) =>
  tx
    .insert(cashOnDelivery)
    .values(values)
    .onConflictDoUpdate({ target: cashOnDelivery.requestId, set: { amount: values.amount, method: values.method } });

export const markCollected = (tx: Tx, requestId: string, carrierId: string, at: Date) =>
  tx.update(cashOnDelivery).set({ collectedAt: at, carrierId }).where(eq(cashOnDelivery.requestId, requestId));
