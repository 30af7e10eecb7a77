import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { authOf, requireClaim } from '../../plugins/policy';
import { usagePageSchema } from '@kurye/contracts/usage';
import { createUsageService } from './usage.service';

const tags = ['store'];
const day = z.iso.date();
const rangeQuery = z
  .object({ view: z.enum(['day', 'request']).default('day'), from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });

/** The store's usage history by day or by request, with running balance, and its Excel export. */
export function usageRoutes(deps: { db: Db; storeIdOf: (userId: string) => Promise<string | undefined> }) {
  const usage = createUsageService(deps.db);
  async function ownStore(req: FastifyRequest) {
    const id = await deps.storeIdOf(authOf(req).userId);
    if (!id) throw new AppError(403, 'forbidden');
    return id;
  }
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const own = requireClaim('requests.own', { zoneScoped: false });
    r.get(
      '/api/store/usage',
      {
        config: own,
        schema: {
          tags,
          description: 'Amounts in kuruş; days are Istanbul calendar days; `balance` is the running balance after the row.',
          querystring: rangeQuery.and(
            z.object({
              page: z.coerce.number().int().min(1).default(1),
              size: z.coerce.number().int().min(1).max(100).default(20),
              sort: z.enum(['date', '-date']).default('-date'),
            }),
          ),
          response: {
            200: usagePageSchema,
          },
        },
      },
      async (req) => usage.page(await ownStore(req), req.query),
    );
    r.get(
      '/api/store/usage/export',
      { config: own, schema: { tags, description: 'An .xlsx workbook of the range.', querystring: rangeQuery } },
      async (req, reply) => {
        const buffer = await usage.workbook(await ownStore(req), { ...req.query, sort: 'date' });
        const name = `kullanim-${req.query.view === 'day' ? 'gunluk' : 'talep'}-${req.query.from ?? 'baslangic'}-${req.query.to ?? 'bugun'}.xlsx`;
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(buffer);
      },
    );
  };
}
