import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usagePageQuery, usagePageSchema, usageRangeQuery } from '@kurye/contracts/usage';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { UsageService } from './usage.service';

const route = routeOptions(['store']);

/** The store's usage history by day or by request, with running balance, and its Excel export. */
export function usageRoutes(deps: { usage: UsageService; storeIdOf: OwnIdOf }) {
  const { usage } = deps;
  const ownStore = ownIdOf(deps.storeIdOf);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const own = requireClaim('requests.own');
    r.get(
      '/api/store/usage',
      route.query(own, usagePageQuery, usagePageSchema, {
        description: 'Amounts in kuruş; days are Istanbul calendar days; `balance` is the running balance after the row.',
      }),
      async (req) => usage.page(await ownStore(req), req.query),
    );
    r.get('/api/store/usage/export', route.with(own, { description: 'An .xlsx workbook of the range.', querystring: usageRangeQuery }), async (req, reply) => {
      const buffer = await usage.workbook(await ownStore(req), { ...req.query, sort: 'date' });
      const name = `kullanim-${req.query.view === 'day' ? 'gunluk' : 'talep'}-${req.query.from ?? 'baslangic'}-${req.query.to ?? 'bugun'}.xlsx`;
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(buffer);
    });
  };
}
