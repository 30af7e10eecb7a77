import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { provinces, zones } from '../../db/schema';
import { likePattern, listQuery, pageOf, parseSort } from '../../lib/paging';
import { authOf, requireClaim } from '../../plugins/policy';
import { zoneFilter } from '../auth/auth.context';
import type { OrgDeps } from '../users/accounts';
import { createZonesService } from './zones.service';
import { turkishOrder } from '../../db/turkish-order';

const tags = ['zones'];
const position = z.tuple([z.number(), z.number()]);
const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(position).min(1).max(2000)).min(1).max(20),
});
const zoneSchema = z.object({
  id: z.string(),
  name: z.string(),
  provinceId: z.number().int(),
  provinceName: z.string(),
  active: z.boolean(),
  polygon: polygonSchema,
});
const person = z.object({ id: z.string(), name: z.string(), email: z.string() });
const zoneDetail = zoneSchema.extend({
  stores: z.array(z.object({ id: z.string(), name: z.string(), active: z.boolean() })),
  carriers: z.array(z.object({ id: z.string(), name: z.string(), isJoker: z.boolean(), active: z.boolean(), status: z.string() })),
  operators: z.array(person),
  chiefs: z.array(person),
});
const query = listQuery(['name', 'createdAt'], 'name').extend({
  active: z.enum(['true', 'false']).optional(),
  provinceId: z.coerce.number().int().min(1).optional(),
});
const columns = { id: zones.id, name: zones.name, provinceId: zones.provinceId, provinceName: provinces.name, active: zones.active, polygon: zones.polygon };
const idParams = z.object({ id: z.uuid() });
const zonePatch = z
  .object({
    name: z.string().trim().min(2).max(80),
    provinceId: z.number().int().min(1),
    polygon: polygonSchema,
    active: z.boolean(),
  })
  .partial();
const zoneBody = zonePatch.required({ name: true, provinceId: true, polygon: true }).extend({ active: z.boolean().default(true) });
const NO_ZONE = '00000000-0000-0000-0000-000000000000';

/** Zones: list and details for staff (scoped to the caller's zones), the editor for holders of `zones.write`. */
export function zoneRoutes(deps: OrgDeps) {
  const { db } = deps;
  const service = createZonesService(deps);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/zones',
      { config: requireClaim('zones.read', { zoneScoped: true }), schema: { tags, querystring: query, response: { 200: pageOf(zoneSchema) } } },
      async (req) => {
        const { page, size, sort, q, active, provinceId } = req.query;
        const scope = zoneFilter(authOf(req));
        const where: SQL[] = [];
        if (scope) where.push(inArray(zones.id, scope.length ? [...scope] : [NO_ZONE]));
        if (q) where.push(ilike(zones.name, likePattern(q)));
        if (active) where.push(eq(zones.active, active === 'true'));
        if (provinceId) where.push(eq(zones.provinceId, provinceId));
        const { field, desc: descending } = parseSort(sort);
        const orderColumn = field === 'createdAt' ? zones.createdAt : zones.name;
        const [items, [{ total }]] = await Promise.all([
          db
            .select(columns)
            .from(zones)
            .innerJoin(provinces, eq(provinces.id, zones.provinceId))
            .where(and(...where))
            .orderBy(field === 'createdAt' ? (descending ? desc(orderColumn) : asc(orderColumn)) : turkishOrder(orderColumn, descending), asc(zones.id))
            .limit(size)
            .offset((page - 1) * size),
          db
            .select({ total: count() })
            .from(zones)
            .where(and(...where)),
        ]);
        return { items, total, page, size };
      },
    );

    r.get(
      '/api/zones/:id',
      {
        config: requireClaim('zones.read', { zoneScoped: true }),
        schema: { tags, description: 'The zone with its stores, couriers, operators and chief couriers.', params: idParams, response: { 200: zoneDetail } },
      },
      (req) => service.detail(authOf(req), req.params.id),
    );

    r.post(
      '/api/zones',
      {
        config: requireClaim('zones.write', { zoneScoped: false }),
        schema: { tags, description: 'A GeoJSON polygon ([longitude, latitude]); invalid shapes are refused.', body: zoneBody, response: { 201: zoneDetail } },
      },
      async (req, reply) => reply.status(201).send(await service.create(authOf(req), req.body)),
    );

    r.patch(
      '/api/zones/:id',
      { config: requireClaim('zones.write', { zoneScoped: true }), schema: { tags, params: idParams, body: zonePatch, response: { 200: zoneDetail } } },
      (req) => service.update(authOf(req), req.params.id, req.body),
    );

    r.delete(
      '/api/zones/:id',
      {
        config: requireClaim('zones.write', { zoneScoped: true }),
        schema: { tags, description: 'Refused (409) while stores, couriers or requests belong to the zone.', params: idParams, response: { 204: z.null() } },
      },
      async (req, reply) => {
        await service.remove(authOf(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
