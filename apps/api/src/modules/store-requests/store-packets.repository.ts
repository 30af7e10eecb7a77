import { LEDGER_KIND } from '@kurye/contracts/ledger';
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PacketDecisionsQuery, StorePacketsQuery } from '@kurye/contracts/store-requests';
import type { Db, Tx } from '../../db/client';
import { deliveryRequests, packetUpdateRequests, packets } from '../../db/schema';
import { onePage, rowsWithTotal } from '../../db/paging';

/**
 * The store's packet history ("Paket Geçmişi"): every packet that left the store (its request was picked up). The date
 * filter and the default order use the delivery time, or the request's time for a packet still on the way.
 */
export async function packetHistory(db: Db, storeId: string, q: StorePacketsQuery) {
  const when = sql`coalesce(${packets.toLocationSetAt}, ${deliveryRequests.createdAt})`;
  const where: SQL[] = [eq(deliveryRequests.storeId, storeId), isNotNull(deliveryRequests.pickedUpAt)];
  if (q.status) where.push(eq(packets.status, q.status));
  if (q.from) where.push(sql`${when} >= ${new Date(q.from).toISOString()}`);
  if (q.to) where.push(sql`${when} <= ${new Date(q.to).toISOString()}`);
  const descending = q.sort.startsWith('-');
  const field = q.sort.replace('-', '');
  const column = field === 'fee' ? sql`${packets.fee}` : field === 'requestNumber' ? sql`${deliveryRequests.number}` : when;
  const order = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = db
    .select({
      id: packets.id,
      requestId: packets.requestId,
      requestNumber: deliveryRequests.number,
      position: packets.position,
      status: packets.status,
      requestCreatedAt: deliveryRequests.createdAt,
      deliveredAt: packets.toLocationSetAt,
      decidedBy: packets.approvedBy,
      decidedAt: packets.approvedAt,
      distanceMeters: packets.distanceMeters,
      distanceKind: packets.distanceKind,
      fee: packets.fee,
    })
    .from(packets)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
    .where(and(...where))
    .orderBy(order, desc(deliveryRequests.number), asc(packets.position))
    .$dynamic();
  const counted = db
    .select({ total: count() })
    .from(packets)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
    .where(and(...where));
  return rowsWithTotal(onePage(rows, q), counted);
}

/** The statuses of a delivered packet whose location still waits on the store or on an operator. */
const AWAITING_DECISION = ['location_set', 'wrong_location'] as const;

/** The store's packets awaiting a decision on their location, newest location first, each with its request's row. */
export async function packetDecisions(db: Db, storeId: string, q: PacketDecisionsQuery) {
  const where = and(eq(deliveryRequests.storeId, storeId), inArray(packets.status, [...AWAITING_DECISION]));
  const rows = db
    .select({ packet: packets, request: deliveryRequests })
    .from(packets)
    .innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId))
    .where(where)
    .orderBy(desc(packets.toLocationSetAt), desc(deliveryRequests.number), asc(packets.position))
    .$dynamic();
  const counted = db.select({ total: count() }).from(packets).innerJoin(deliveryRequests, eq(deliveryRequests.id, packets.requestId)).where(where);
  return rowsWithTotal(onePage(rows, q), counted);
}

/** The last 20 ledger lines of an account (by code), newest first. */
export async function recentTransactions(db: Db, accountCode: string) {
  const result = (await db.execute(sql`
        select t.id, t.kind, t.description, p.amount, t.created_at
        from ledger_postings p
        join ledger_transactions t on t.id = p.transaction_id
        join ledger_accounts a on a.id = p.account_id
        where a.code = ${accountCode}
        order by t.created_at desc limit 20`)) as unknown as { rows: { id: string; kind: string; description: string; amount: string; created_at: string }[] };
  return result.rows;
}

/** The credit the account was opened with (sum and first moment), or null. */
export async function openingCreditOf(db: Db, accountCode: string) {
  const result = (await db.execute(sql`
        select coalesce(sum(p.amount), 0) as amount, min(t.created_at) as created_at
        from ledger_postings p
        join ledger_transactions t on t.id = p.transaction_id
        join ledger_accounts a on a.id = p.account_id
        where a.code = ${accountCode} and t.kind = ${LEDGER_KIND.openingCredit}`)) as unknown as { rows: { amount: string; created_at: string | null }[] };
  const row = result.rows[0];
  return row?.created_at ? { amount: Number(row.amount), createdAt: new Date(row.created_at).toISOString() } : null;
}

/** How many of a request's packets are not approved yet. */
export async function countUnapproved(tx: Tx, requestId: string) {
  const [{ open }] = await tx
    .select({ open: count() })
    .from(packets)
    .where(and(eq(packets.requestId, requestId), sql`${packets.status} <> 'approved'`));
  return open;
}

/** A packet update request the store's rejection of a location raises for the zone's operators. */
export async function insertWrongLocationRequest(tx: Tx, row: { packetId: string; storeId: string; zoneId: string; note: string | null; createdAt: Date }) {
  await tx.insert(packetUpdateRequests).values({ ...row, reason: 'wrong_location' });
}
