import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { carriers, provinces, stores, users, zones } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { authOf, requireClaim } from '../../plugins/policy';
import { reportWorkbook } from './excel';
import { REPORTS } from './reports.definitions';
import type { RollupFlusher } from './rollups';
import { createReportsService, reportQuery, type ReportResult } from './reports.service';

const tags = ['reports'];
const cell = z.union([z.string(), z.number(), z.null()]);
const row = z.record(z.string(), cell);
const resultSchema = z.object({
  items: z.array(row),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  totals: z.record(z.string(), z.number()),
  series: z.array(row).optional(),
  filters: z.object({
    from: z.string(),
    to: z.string(),
    zoneId: z.string().optional(),
    provinceId: z.number().int().optional(),
    storeId: z.string().optional(),
    carrierId: z.string().optional(),
    granularity: z.string().optional(),
  }),
});

const trDate = (iso: string) => iso.split('-').reverse().join('.');
const GRANULARITY: Record<string, string> = { day: 'Gün', week: 'Hafta', month: 'Ay' };

async function filterLabels(db: Db, result: ReportResult, singleDay: boolean): Promise<[string, string][]> {
  const f = result.filters;
  const labels: [string, string][] = singleDay ? [['Tarih', trDate(f.from)]] : [['Tarih aralığı', `${trDate(f.from)} – ${trDate(f.to)}`]];
  const name = async (q: Promise<{ name: string }[]>) => (await q)[0]?.name ?? '—';
  labels.push(['Bölge', f.zoneId ? await name(db.select({ name: zones.name }).from(zones).where(eq(zones.id, f.zoneId))) : 'Tümü']);
  labels.push(['İl', f.provinceId ? await name(db.select({ name: provinces.name }).from(provinces).where(eq(provinces.id, f.provinceId))) : 'Tümü']);
  if (f.storeId) labels.push(['İşletme', await name(db.select({ name: stores.name }).from(stores).where(eq(stores.id, f.storeId)))]);
  if (f.carrierId)
    labels.push([
      'Kurye',
      await name(db.select({ name: users.name }).from(carriers).innerJoin(users, eq(users.id, carriers.userId)).where(eq(carriers.id, f.carrierId))),
    ]);
  if (f.granularity) labels.push(['Gruplama', GRANULARITY[f.granularity] ?? f.granularity]);
  return labels;
}

/** The nine reports: `GET /api/reports/<report>` (JSON page) and `GET /api/reports/<report>/export` (.xlsx). */
export function reportRoutes(deps: { db: Db; reportsDb: Db; clock: Clock; rollups: RollupFlusher }) {
  const service = createReportsService(deps.reportsDb, () => deps.clock.now(), deps.rollups.flush);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const variants = REPORTS.flatMap((def) => [
      { def, url: `/api/reports/${def.path}`, config: requireClaim(def.claim, { zoneScoped: true }), ownStore: false },
      // A store's own usage: the same report, limited to the caller's store.
      ...(def.storeAllowed ? [{ def, url: `/api/reports/${def.path}/own`, config: requireClaim('requests.own', { zoneScoped: false }), ownStore: true }] : []),
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
            response: { 200: resultSchema },
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
          const file = await reportWorkbook(def, result, await filterLabels(deps.db, result, !!def.singleDay));
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
