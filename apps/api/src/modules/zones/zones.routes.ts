import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { provinces, zones } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likePattern, listQuery, pageOf, parseSort } from '../../lib/paging';
import { authOf, requireClaim } from '../../plugins/policy';
import { canSeeZone, zoneFilter } from '../auth/auth.context';

const tags = ['zones'];
const zoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  provinceId: z.number().int(),
  provinceName: z.string(),
  active: z.boolean(),
  polygon: z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) }),
});
const query = listQuery(['name', 'createdAt'], 'name').extend({ active: z.enum(['true', 'false']).optional() });
const columns = { id: zones.id, name: zones.name, provinceId: zones.provinceId, provinceName: provinces.name, active: zones.active, polygon: zones.polygon };

/** Read side of zones; the zone editor (create, edit, delete) comes with the organisation issue. */
export function zoneRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/zones', { config: requireClaim('zones.read', { zoneScoped: true }), schema: { tags, querystring: query, response: { 200: pageOf(zoneSchema) } } }, async (req) => {
      const { page, size, sort, q, active } = req.query;
      const scope = zoneFilter(authOf(req));
      const where: SQL[] = [];
      if (scope) where.push(inArray(zones.id, scope.length ? [...scope] : ['00000000-0000-0000-0000-000000000000']));
      if (q) where.push(ilike(zones.name, likePattern(q)));
      if (active) where.push(eq(zones.active, active === 'true'));
      const { field, desc: descending } = parseSort(sort);
      const orderColumn = field === 'createdAt' ? zones.createdAt : zones.name;
      const [items, [{ total }]] = await Promise.all([
        db.select(columns).from(zones).innerJoin(provinces, eq(provinces.id, zones.provinceId)).where(and(...where))
          .orderBy(descending ? desc(orderColumn) : asc(orderColumn)).limit(size).offset((page - 1) * size),
        db.select({ total: count() }).from(zones).where(and(...where)),
      ]);
      return { items, total, page, size };
    });

    r.get(
      '/api/zones/:id',
      { config: requireClaim('zones.read', { zoneScoped: true }), schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: zoneSchema } } },
      async (req) => {
        // Another zone's row answers exactly like a missing one.
        if (!canSeeZone(authOf(req), req.params.id)) throw notFound();
        const [zone] = await db.select(columns).from(zones).innerJoin(provinces, eq(provinces.id, zones.provinceId)).where(eq(zones.id, req.params.id));
        if (!zone) throw notFound();
        return zone;
      },
    );
  };
}
