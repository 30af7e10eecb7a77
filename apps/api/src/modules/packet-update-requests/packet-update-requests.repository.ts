import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PacketUpdateListQuery } from '@kurye/contracts/packet-update-requests';
import type { Db, Tx } from '../../db/client';
import { deliveryRequests, packetUpdateRequests, packets, stores, users } from '../../db/schema';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';
import { directed, onePage, rowsWithTotal } from '../../db/paging';

export type PacketUpdateRow = typeof packetUpdateRequests.$inferSelect;
export type PacketUpdateChanges = Partial<typeof packetUpdateRequests.$inferInsert>;

/** What the API shows with a list of update requests: their packets, stores, request numbers and resolvers. */
export async function findRelated(db: Db, rows: PacketUpdateRow[]) {
  const packetRows = await db
    .select()
    .from(packets)
    .where(
      inArray(
        packets.id,
        rows.map((r) => r.packetId),
      ),
    );
  const storeRows = await db
    .select()
    .from(stores)
    .where(inArray(stores.id, [...new Set(rows.map((r) => r.storeId))]));
  const numbers = new Map(
    (
      await db
        .select({ id: deliveryRequests.id, number: deliveryRequests.number })
        .from(deliveryRequests)
        .where(inArray(deliveryRequests.id, [...new Set(packetRows.map((p) => p.requestId))]))
    ).map((r) => [r.id, r.number]),
  );
  const resolverIds = [...new Set(rows.flatMap((r) => (r.resolvedBy ? [r.resolvedBy] : [])))];
  const resolvers = resolverIds.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, resolverIds)) : [];
  return { packetRows, storeRows, numbers, resolvers };
}

/** Whether a packet already has an open update request. */
export async function hasOpen(tx: Tx, packetId: string) {
  const [open] = await tx
    .select({ id: packetUpdateRequests.id })
    .from(packetUpdateRequests)
    .where(and(eq(packetUpdateRequests.packetId, packetId), eq(packetUpdateRequests.status, 'open')));
  return open !== undefined;
}

export async function insert(tx: Tx, values: typeof packetUpdateRequests.$inferInsert) {
  const [row] = await tx.insert(packetUpdateRequests).values(values).returning();
  return row;
}

/** Which update requests a list shows: a store's own, or (`auth`) those of the caller's zones. */
export interface PacketUpdateListScope {
  storeId?: string;
  auth?: Pick<AuthContext, 'zones'>;
}

export async function list(db: Db, scope: PacketUpdateListScope, q: PacketUpdateListQuery) {
  const where: (SQL | undefined)[] = [];
  if (scope.auth) where.push(zoneWhere(packetUpdateRequests.zoneId, scope.auth));
  if (scope.storeId) where.push(eq(packetUpdateRequests.storeId, scope.storeId));
  if (q.status) where.push(eq(packetUpdateRequests.status, q.status));
  const column = q.sort.replace('-', '') === 'status' ? packetUpdateRequests.status : packetUpdateRequests.createdAt;
  const rows = db
    .select()
    .from(packetUpdateRequests)
    .where(and(...where))
    .orderBy(directed(column, q.sort.startsWith('-')), desc(packetUpdateRequests.createdAt))
    .$dynamic();
  const counted = db
    .select({ total: count() })
    .from(packetUpdateRequests)
    .where(and(...where));
  return rowsWithTotal(onePage(rows, q), counted);
}

/** Every open, unseen update request of the caller's zones becomes seen; answers how many. */
export async function markSeen(db: Db, auth: Pick<AuthContext, 'zones'>, at: Date) {
  const marked = await db
    .update(packetUpdateRequests)
    .set({ seenAt: at })
    .where(and(eq(packetUpdateRequests.status, 'open'), isNull(packetUpdateRequests.seenAt), zoneWhere(packetUpdateRequests.zoneId, auth)))
    .returning({ id: packetUpdateRequests.id });
  return marked.length;
}

/** The operators' badge: open update requests of the caller's zones nobody opened yet. */
export async function countNotSeen(db: Db, auth: Pick<AuthContext, 'zones'>) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(packetUpdateRequests)
    .where(and(eq(packetUpdateRequests.status, 'open'), sql`${packetUpdateRequests.seenAt} is null`, zoneWhere(packetUpdateRequests.zoneId, auth)));
  return n;
}

export const find = async (db: Db, id: string) => (await db.select().from(packetUpdateRequests).where(eq(packetUpdateRequests.id, id)))[0];

export const lock = async (tx: Tx, id: string) => (await tx.select().from(packetUpdateRequests).where(eq(packetUpdateRequests.id, id)).for('update'))[0];

export async function update(tx: Tx, id: string, changes: PacketUpdateChanges) {
  const [row] = await tx.update(packetUpdateRequests).set(changes).where(eq(packetUpdateRequests.id, id)).returning();
  return row;
}
