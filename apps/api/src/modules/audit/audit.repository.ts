import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@kurye/contracts/audit';
import type { Db, Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { onePage, rowsWithTotal } from '../../db/paging';

export type NewAuditRow = typeof auditLog.$inferInsert;

export const insertAuditRow = (tx: Db | Tx, row: NewAuditRow) => tx.insert(auditLog).values(row);

/** The record's readable name, looked up by kind (ids are text in the log, so compared as text). */
const entityLabel = sql<string | null>`case ${auditLog.entity}
  when 'store' then (select s.name from stores s where s.id::text = ${auditLog.entityId})
  when 'store_payable' then (select s.name from stores s where s.id::text = ${auditLog.entityId})
  when 'zone' then (select z.name from zones z where z.id::text = ${auditLog.entityId})
  when 'user' then (select u.name from users u where u.id::text = ${auditLog.entityId})
  when 'carrier' then (select u.name from carriers c join users u on u.id = c.user_id where c.id::text = ${auditLog.entityId})
  when 'carrier_iban' then (select u.name from carriers c join users u on u.id = c.user_id where c.id::text = ${auditLog.entityId})
  when 'carrier_cash' then (select u.name from carriers c join users u on u.id = c.user_id where c.id::text = ${auditLog.entityId})
  when 'joker_station' then (select j.name from joker_stations j where j.id::text = ${auditLog.entityId})
  when 'payment_group' then (select '#' || g.number from payment_groups g where g.id::text = ${auditLog.entityId})
  when 'invoice' then (select i.number from invoices i where i.id::text = ${auditLog.entityId})
  when 'packet_update_request' then (
    select 'T-' || r.number || '/' || p.position from packet_update_requests q
    join packets p on p.id = q.packet_id join delivery_requests r on r.id = p.request_id where q.id::text = ${auditLog.entityId})
end`;

function filterOf(q: AuditQuery) {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(auditLog.entity, q.entity));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.actorId) where.push(eq(auditLog.actorId, q.actorId));
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.from) where.push(gte(auditLog.createdAt, q.from));
  if (q.to) where.push(lt(auditLog.createdAt, q.to));
  return and(...where);
}

/** One page of the trail (with the actor's name and the record's label) and how many entries match. */
export async function findAuditPage(db: Db | Tx, q: AuditQuery) {
  const where = filterOf(q);
  const rows = db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: users.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      entityLabel,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(q.sort === 'createdAt' ? auditLog.createdAt : desc(auditLog.createdAt), desc(auditLog.id))
    .$dynamic();
  const counted = db.select({ total: count() }).from(auditLog).where(where);
  const { rows: items, total } = await rowsWithTotal(onePage(rows, q), counted);
  return { items, total };
}
