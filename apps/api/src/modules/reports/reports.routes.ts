import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportQuery, reportResult } from '@kurye/contracts/reports';
import { authOf, requireClaim } from '../../plugins/policy';
import { reportWorkbook } from './excel';
import { REPORTS } from './reports.definitions';
import type { ReportResult, ReportsService } from './reports.service';

const tags = ['reports'];

/** The nine reports: `GET /api/reports/<report>` (JSON page) and `GET /api/reports/<report>/export` (.xlsx). */
export function reportRoutes({ reports: service }: { reports: ReportsService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const variants = REPORTS.flatMap((def) => [
      { def, url: `/api/reports/${def.path}`, config: requireClaim(def.claim), ownStore: false },
      // A store's own usage: the same report, limited to the caller's store.
      ...(def.storeAllowed ? [{ def, url: `/api/reports/${def.path}/own`, config: requireClaim('requests.own'), ownStore: true }] : []),
    ]);
    for (const { def, url, config, ownStore } of variants) {
      r.get(
        url,
        {
          config,
          schema: {
            tags,
            description: `${def.title}. Reads the daily roll-ups; a zone-limited caller sees only their zones${def.storeAllowed ? ', a store only itself' : ''}.`,
            querystring: reportQuery,
            response: { 200: reportResult },
          },
        },
        // The page comes from the database as JSON text (see `json`), sent as it is; the schema above documents it.
        async (req, reply) =>
          reply.type('application/json; charset=utf-8').send((await service.json(def, authOf(req), req.query, { ownStore })) as unknown as ReportResult),
      );
      r.get(
        `${url}/export`,
        { config, schema: { tags, description: `${def.title} as an Excel workbook (every row, filters at the top, totals).`, querystring: reportQuery } },
        async (req, reply) => {
          const result = await service.run(def, authOf(req), req.query, { all: true, ownStore });
          const file = await reportWorkbook(def, result, await service.filterLabels(result, !!def.singleDay));
          const name = `${def.path}-${result.filters.from}${result.filters.to !== result.filters.from ? `_${result.filters.to}` : ''}.xlsx`;
          return reply
            .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', `attachment; filename="${name}"`)
            .send(file);
        },
      );
    }
  };
}
