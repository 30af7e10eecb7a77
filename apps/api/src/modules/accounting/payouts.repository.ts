import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentGroupStatus } from '@kurye/contracts/payouts';
import type { Tx } from '../../db/client';
import { carrierBankAccounts, deliveryRequests, packets, paymentGroupItems, paymentGroups, users } from '../../db/schema';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { isUniqueViolation } from './accounting.repository';
import { onePage, rowsWithTotal, sortOrder } from '../../db/paging';
import { withCourier } from '../../db/courier-join';

export type PaymentGroupRow = typeof paymentGroups.$inferSelect;
export type PaymentGroupItemRow = typeof paymentGroupItems.$inferSelect;

/** What the courier's open groups (draft or approved) hold, in kuruş. */
export async function heldInOpenGroups(tx: Tx, carrierId: string) {
  const [{ held }] = await tx
    .select({ held: sql<string>`coalesce(sum(${paymentGroupItems.amount}), 0)` })
    .from(paymentGroupItems)
    .where(and(eq(paymentGroupItems.carrierId, carrierId), eq(paymentGroupItems.open, true)));
  return Number(held ?? 0);
}

export async function findGroup(tx: Tx, id: string) {
  const [group] = await tx.select().from(paymentGroups).where(eq(paymentGroups.id, id));
  return group;
}

/** The group's row, locked for the rest of `tx`. */
export async function lockGroup(tx: Tx, id: string) {
  const [group] = await tx.select().from(paymentGroups).where(eq(paymentGroups.id, id)).for('update');
  return group;
}

/** A group's couriers with their names and IBANs, by name. */
export function groupItemsWithNames(tx: Tx, id: string) {
  const items = tx
    .select({
      id: paymentGroupItems.id,
      carrierId: paymentGroupItems.carrierId,
      name: users.name,
      amount: paymentGroupItems.amount,
      iban: carrierBankAccounts.iban,
    })
    .from(paymentGroupItems)
    .$dynamic();
  return withCourier(items, paymentGroupItems.carrierId)
    .leftJoin(carrierBankAccounts, eq(carrierBankAccounts.carrierId, paymentGroupItems.carrierId))
    .where(eq(paymentGroupItems.groupId, id))
    .orderBy(users.name);
}

export const groupItems = (tx: Tx, id: string) => tx.select().from(paymentGroupItems).where(eq(paymentGroupItems.groupId, id));

export async function countGroupItems(tx: Tx, id: string) {
  const [{ n }] = await tx
    .select({ n: sql<string>`count(*)` })
    .from(paymentGroupItems)
    .where(eq(paymentGroupItems.groupId, id));
  return Number(n ?? 0);
}

/** Adds a courier's open item; `false` when the database refuses it (the courier's payable is in another open group). */
export async function insertOpenItem(tx: Tx, groupId: string, carrierId: string, amount: number) {
  try {
    await tx.insert(paymentGroupItems).values({ groupId, carrierId, amount, open: true });
    return true;
  } catch (e) {
    if (isUniqueViolation(e)) return false;
    throw e;
  }
}

export async function insertGroup(tx: Tx, values: { description: string; createdBy: string; createdAt: Date }) {
  const [group] = await tx.insert(paymentGroups).values(values).returning();
  return group;
}

export const updateGroup = (tx: Tx, id: string, set: Partial<Omit<PaymentGroupRow, 'id' | 'number'>>) =>
  tx.update(paymentGroups).set(set).where(eq(paymentGroups.id, id));

/** The group's items no longer hold their couriers' payables (the group was paid or cancelled). */
export const closeGroupItems = (tx: Tx, id: string) => tx.update(paymentGroupItems).set({ open: false }).where(eq(paymentGroupItems.groupId, id));

export const deleteGroupItem = (tx: Tx, id: string, carrierId: string) =>
  tx.delete(paymentGroupItems).where(and(eq(paymentGroupItems.groupId, id), eq(paymentGroupItems.carrierId, carrierId)));

const groupOrder: Record<string, SQL> = {
  createdAt: sql`${paymentGroups.createdAt}`,
  number: sql`${paymentGroups.number}`,
};

/** One page of groups with their totals and courier counts, and the count of every matching group. */
export async function listGroups(db: Tx, q: { status?: PaymentGroupStatus; page: number; size: number; sort: string }) {
  const where = q.status ? eq(paymentGroups.status, q.status) : undefined;
  const field = q.sort.replace(/^-/, '');
  const order = groupOrder[field] ?? groupOrder.createdAt;
  const totals = sql<string>`(select coalesce(sum(i.amount), 0) from payment_group_items i where i.group_id = "payment_groups"."id")`;
  const counts = sql<string>`(select count(*) from payment_group_items i where i.group_id = "payment_groups"."id")`;
  const rows = db
    .select({
      id: paymentGroups.id,
      number: paymentGroups.number,
      status: paymentGroups.status,
      description: paymentGroups.description,
      createdAt: paymentGroups.createdAt,
      paidAt: paymentGroups.paidAt,
      bankReference: paymentGroups.bankReference,
      total: totals,
      couriers: counts,
    })
    .from(paymentGroups)
    .where(where)
    .orderBy(sortOrder(q.sort, order), desc(paymentGroups.id))
    .$dynamic();
  const counted = db
    .select({ total: sql<string>`count(*)` })
    .from(paymentGroups)
    .where(where);
  return rowsWithTotal(onePage(rows, q), counted);
}

export interface PayoutsFilter {
  q?: string;
  carrierId?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
  sort: string;
}

/** Done payouts: one row per courier of a paid group, with the count of every matching row (`total`). */
export function listPayouts(db: Tx, q: PayoutsFilter) {
  const where: SQL[] = [eq(paymentGroups.status, 'paid')];
  if (q.carrierId) where.push(eq(paymentGroupItems.carrierId, q.carrierId));
  if (q.from) where.push(sql`${paymentGroups.paidAt} >= ${new Date(q.from)}`);
  if (q.to) where.push(sql`${paymentGroups.paidAt} < ${new Date(q.to)}`);
  if (q.q) where.push(foldedWordsMatch([users.name, paymentGroups.bankReference], q.q)!);
  const field = q.sort.replace(/^-/, '');
  const order = field === 'amount' ? sql`${paymentGroupItems.amount}` : field === 'name' ? sql`${users.name}` : sql`${paymentGroups.paidAt}`;
  const paid = db
    .select({
      id: paymentGroupItems.id,
      groupId: paymentGroups.id,
      groupNumber: paymentGroups.number,
      carrierId: paymentGroupItems.carrierId,
      name: users.name,
      iban: carrierBankAccounts.iban,
      amount: paymentGroupItems.amount,
      paidAt: paymentGroups.paidAt,
      bankReference: paymentGroups.bankReference,
      total: sql<string>`count(*) over ()`,
    })
    .from(paymentGroupItems)
    .innerJoin(paymentGroups, eq(paymentGroups.id, paymentGroupItems.groupId))
    .$dynamic();
  const rows = withCourier(paid, paymentGroupItems.carrierId)
    .leftJoin(carrierBankAccounts, eq(carrierBankAccounts.carrierId, paymentGroupItems.carrierId))
    .where(and(...where))
    .orderBy(sortOrder(q.sort, order), paymentGroupItems.id);
  return onePage(rows, q);
}

/**
 * The courier's delivered packets whose share is not payable yet: the store has not confirmed the drop-off point, or
 * reported it wrong (under review). Their shares become payable on approval.
 */
export async function underReviewOf(tx: Tx, carrierId: string) {
  const [row] = await tx
    .select({ packets: sql<string>`count(*)`, amount: sql<string>`coalesce(sum(${packets.courierShare}), 0)` })
    .from(packets)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
    .where(and(eq(deliveryRequests.carrierId, carrierId), sql`${packets.status} in ('location_set', 'wrong_location')`));
  return { underReviewPackets: Number(row?.packets ?? 0), underReview: Number(row?.amount ?? 0) };
}
