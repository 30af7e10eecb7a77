import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentRequestStatus } from '@kurye/contracts/payouts';
import type { Tx } from '../../db/client';
import { paymentGroups, paymentRequests, users } from '../../db/schema';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { isUniqueViolation } from './accounting.repository';
import { onePage, sortOrder } from '../../db/paging';
import { withCourier } from '../../db/courier-join';

export interface PaymentRequestsFilter {
  id?: string;
  carrierId?: string;
  status?: PaymentRequestStatus;
  q?: string;
  page: number;
  size: number;
  sort: string;
}

/** One page of payment requests with the courier's name and the group, and the count of every matching row (`total`). */
export function listPaymentRequests(db: Tx, q: PaymentRequestsFilter) {
  const where: SQL[] = [];
  if (q.id) where.push(eq(paymentRequests.id, q.id));
  if (q.carrierId) where.push(eq(paymentRequests.carrierId, q.carrierId));
  if (q.status) where.push(eq(paymentRequests.status, q.status));
  if (q.q) where.push(foldedWordsMatch([users.name], q.q)!);
  const field = q.sort.replace(/^-/, '');
  const order = field === 'amount' ? sql`${paymentRequests.amount}` : sql`${paymentRequests.createdAt}`;
  const requests = db
    .select({
      id: paymentRequests.id,
      carrierId: paymentRequests.carrierId,
      name: users.name,
      amount: paymentRequests.amount,
      note: paymentRequests.note,
      status: paymentRequests.status,
      reason: paymentRequests.reason,
      groupId: paymentRequests.groupId,
      groupNumber: paymentGroups.number,
      groupStatus: paymentGroups.status,
      createdAt: paymentRequests.createdAt,
      decidedAt: paymentRequests.decidedAt,
      total: sql<string>`count(*) over ()`,
    })
    .from(paymentRequests)
    .$dynamic();
  const rows = withCourier(requests, paymentRequests.carrierId)
    .leftJoin(paymentGroups, eq(paymentGroups.id, paymentRequests.groupId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(sortOrder(q.sort, order), paymentRequests.id);
  return onePage(rows, q);
}

/** The new request's id; `undefined` when the database refuses a second pending request of the courier. */
export async function insertPaymentRequest(tx: Tx, values: { carrierId: string; amount: number; note: string | null; createdAt: Date }) {
  try {
    const [row] = await tx.insert(paymentRequests).values(values).returning({ id: paymentRequests.id });
    return row.id;
  } catch (e) {
    if (isUniqueViolation(e)) return undefined;
    throw e;
  }
}

/** The request's row, locked for the rest of `tx`. */
export async function lockPaymentRequest(tx: Tx, id: string) {
  const [request] = await tx.select().from(paymentRequests).where(eq(paymentRequests.id, id)).for('update');
  return request;
}

export const updatePaymentRequest = (
  tx: Tx,
  id: string,
  set: { status: PaymentRequestStatus; groupId?: string; reason?: string; decidedAt: Date; decidedBy: string },
) => tx.update(paymentRequests).set(set).where(eq(paymentRequests.id, id));

/** Requests approved into the group (only the courier's, with `carrierId`) go back to waiting for a decision. */
export const reopenRequestsOfGroup = (tx: Tx, groupId: string, carrierId?: string) =>
  tx
    .update(paymentRequests)
    .set({ status: 'pending', groupId: null, decidedAt: null, decidedBy: null })
    .where(carrierId ? and(eq(paymentRequests.groupId, groupId), eq(paymentRequests.carrierId, carrierId)) : eq(paymentRequests.groupId, groupId));
