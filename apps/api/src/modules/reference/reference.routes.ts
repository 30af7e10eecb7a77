import fs from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { carrierTypes, districts, provinces, zones } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { publicRoute } from '../../plugins/policy';
import { turkishOrder } from '../../db/turkish-order';
import { districtCentres, istanbulDistrictLabels, MAP_FILES, toPoint } from './map-data';

const tags = ['reference'];
const lngLat = z.object({ latitude: z.number(), longitude: z.number() });
/** A province or district; `center` is a label point a map can move to (null when none is known). */
const place = z.object({ id: z.number().int(), name: z.string(), center: lngLat.nullable() });
const MAP_CACHE = 'public, max-age=86400';

/** Turkey's provinces and districts, and courier carrier types: public reference data. */
export function referenceRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/geo/provinces', { config: publicRoute, schema: { tags, response: { 200: z.array(place) } } }, async () => {
      const rows = await db.select({ id: provinces.id, name: provinces.name }).from(provinces).orderBy(asc(provinces.id));
      const centres = districtCentres().provinces;
      return rows.map((p) => ({ ...p, center: toPoint(centres[p.id]) }));
    });

    r.get(
      '/api/geo/provinces/:id/districts',
      { config: publicRoute, schema: { tags, params: z.object({ id: z.coerce.number().int().min(1) }), response: { 200: z.array(place) } } },
      async (req) => {
        const [province] = await db.select({ id: provinces.id }).from(provinces).where(eq(provinces.id, req.params.id));
        if (!province) throw notFound();
        const rows = await db
          .select({ id: districts.id, name: districts.name })
          .from(districts)
          .where(eq(districts.provinceId, req.params.id))
          .orderBy(turkishOrder(districts.name));
        const centres = districtCentres().districts[province.id] ?? {};
        return rows.map((d) => ({ ...d, center: toPoint(centres[d.name]) }));
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
        db
          .select({ id: zones.id, name: zones.name })
          .from(zones)
          .where(and(eq(zones.provinceId, req.params.id), eq(zones.active, true)))
          .orderBy(turkishOrder(zones.name)),
    );

    // The offline basemap (no internet needed): İstanbul's land from OpenStreetMap's coastline, its district names, and
    // the font MapLibre draws labels with (style `font-faces`). Same-origin files, cached for a day.
    r.get('/map/istanbul-districts.geojson', { config: publicRoute, schema: { hide: true } }, (_req, reply) =>
      reply.header('cache-control', MAP_CACHE).type('application/geo+json').send(JSON.stringify(istanbulDistrictLabels())),
    );
    r.get('/map/*', { config: publicRoute, schema: { hide: true } }, (req, reply) => {
      const entry = MAP_FILES[(req.params as { '*': string })['*']];
      if (!entry) throw notFound();
      return reply.header('cache-control', MAP_CACHE).type(entry.type).send(fs.createReadStream(entry.file()));
    });

    r.get(
      '/api/carrier-types',
      {
        config: publicRoute,
        schema: {
          tags,
          response: {
            200: z.array(z.object({ id: z.string(), code: z.string(), name: z.string(), description: z.string(), requirements: z.array(z.string()) })),
          },
        },
      },
      () => db.select().from(carrierTypes).orderBy(turkishOrder(carrierTypes.name)),
    );
  };
}
