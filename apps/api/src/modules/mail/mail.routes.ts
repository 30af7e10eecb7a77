import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { outboxMails } from '../../db/schema';
import { requireClaim } from '../../plugins/policy';

/** The local outbox (mail written when no SMTP server is configured), newest first, for an Admin to read. */
export function mailRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/mail/outbox',
      {
        config: requireClaim('settings.read', { zoneScoped: false }),
        schema: {
          tags: ['system'],
          querystring: z.object({ to: z.string().trim().toLowerCase().max(254).optional(), size: z.coerce.number().int().min(1).max(100).default(20) }),
          response: { 200: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.date() })) },
        },
      },
      (req) =>
        db
          .select()
          .from(outboxMails)
          .where(req.query.to ? eq(outboxMails.to, req.query.to) : undefined)
          .orderBy(desc(outboxMails.createdAt))
          .limit(req.query.size),
    );
  };
}
