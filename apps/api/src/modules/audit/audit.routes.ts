import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { pageOf } from '../../lib/paging';
import { requireClaim } from '../../plugins/policy';

const entry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What a person calls the record ("Kadıköy", "T-24117/2", "#12"), where the record is known; else null. */
  entityLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.date(),
});

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

/** Who changed or viewed what, when, with before/after: the audit trail, newest first, for an Admin. */
export function auditRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/audit',
      {
        config: requireClaim('audit.read', { zoneScoped: false }),
        schema: {
          tags: ['system'],
          querystring: z.object({
            page: z.coerce.number().int().min(1).default(1),
            size: z.coerce.number().int().min(1).max(100).default(20),
            sort: z.enum(['-createdAt', 'createdAt']).default('-createdAt'),
            entity: z.string().trim().max(50).optional(),
            entityId: z.string().trim().max(100).optional(),
            actorId: z.uuid().optional(),
            action: z.string().trim().max(50).optional(),
            from: z.coerce.date().optional(),
            to: z.coerce.date().optional(),
          }),
          response: { 200: pageOf(entry) },
        },
      },
      async (req) => {
        const { page, size, sort, entity, entityId, actorId, action, from, to } = req.query;
        const where: SQL[] = [];
        if (entity) where.push(eq(auditLog.entity, entity));
        if (entityId) where.push(eq(auditLog.entityId, entityId));
        if (actorId) where.push(eq(auditLog.actorId, actorId));
        if (action) where.push(eq(auditLog.action, action));
        if (from) where.push(gte(auditLog.createdAt, from));
        if (to) where.push(lt(auditLog.createdAt, to));
        const [items, [{ total }]] = await Promise.all([
          db
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
            .where(and(...where))
            .orderBy(sort === 'createdAt' ? auditLog.createdAt : desc(auditLog.createdAt), desc(auditLog.id))
            .limit(size)
            .offset((page - 1) * size),
          db
            .select({ total: count() })
            .from(auditLog)
            .where(and(...where)),
        ]);
        return { items, total, page, size };
      },
    );
  };
}
