import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
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
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.date(),
});

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
          db.select({ total: count() }).from(auditLog).where(and(...where)),
        ]);
        return { items, total, page, size };
      },
    );
  };
}
