import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.repository';

/**
 * Claims up to `limit` due pending deliveries (FOR UPDATE SKIP LOCKED, so several processes never take the same one),
 * counts the attempt and moves their next attempt to `leaseUntil`. Run it in a transaction.
 */
export async function claimDueDeliveries(tx: Db | Tx, now: Date, limit: number, leaseUntil: Date): Promise<WebhookDeliveryRow[]> {
  const due = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.state, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(
      inArray(
        webhookDeliveries.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

export const findEndpoint = async (db: Db | Tx, id: string): Promise<WebhookEndpointRow | undefined> =>
  (await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

export const insertAttempt = (
  tx: Db | Tx,
  values: { deliveryId: string; at: Date; status: number | null; latencyMs: number; error: string | null; responseSnippet: string | null },
) => tx.insert(webhookAttempts).values(values);

/** The attempt's outcome, only if no other process re-claimed the delivery meanwhile (same attempt count, still pending). */
export const settleDelivery = (
  tx: Db | Tx,
  d: Pick<WebhookDeliveryRow, 'id' | 'attempts'>,
  outcome: { state: 'delivered'; deliveredAt: Date } | { state: 'failed' } | { nextAttemptAt: Date },
) =>
  tx
    .update(webhookDeliveries)
    .set(outcome)
    .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.attempts, d.attempts), eq(webhookDeliveries.state, 'pending')));
