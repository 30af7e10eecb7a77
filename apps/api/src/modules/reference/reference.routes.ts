import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { carrierTypes, districts, provinces, zones } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { publicRoute } from '../../plugins/policy';
import { turkishOrder } from '../../db/turkish-order';

const tags = ['reference'];
const place = z.object({ id: z.number().int(), name: z.string() });

/** Turkey's provinces and districts, and courier carrier types: public reference data. */
export function referenceRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/geo/provinces', { config: publicRoute, schema: { tags, response: { 200: z.array(place) } } }, () =>
      db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.id)),
    );

    r.get(
      '/api/geo/provinces/:id/districts',
      { config: publicRoute, schema: { tags, params: z.object({ id: z.coerce.number().int().min(1) }), response: { 200: z.array(place) } } },
      async (req) => {
        const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, req.params.id));
        if (!province) throw notFound();
        return db.select({ id: districts.id, name: districts.name }).from(districts).where(eq(districts.provinceId, req.params.id)).orderBy(turkishOrder(districts.name));
      },
    );

    r.get(
      '/api/geo/provinces/:id/zones',
      {
        config: publicRoute,
        schema: {
          tags,
          description: 'Active service zones of a province, for the public application forms.',
          params: z.object({ id: z.coerce.number().int().min(1) }),
          response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) },
        },
      },
      (req) =>
        db.select({ id: zones.id, name: zones.name }).from(zones).where(and(eq(zones.provinceId, req.params.id), eq(zones.active, true))).orderBy(turkishOrder(zones.name)),
    );

    r.get(
      '/api/carrier-types',
      {
        config: publicRoute,
        schema: {
          tags,
          response: { 200: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), description: z.string(), requirements: z.array(z.string()) })) },
        },
      },
      () => db.select().from(carrierTypes).orderBy(turkishOrder(carrierTypes.name)),
    );
  };
}
