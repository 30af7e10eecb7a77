import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carrierTypeList, placeList, provinceParams, zoneOptionList } from '@kurye/contracts/reference';
import { notFound } from '../../lib/errors';
import { publicRoute } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import { istanbulDistrictLabels, MAP_FILES } from './map-data';
import type { ReferenceService } from './reference.service';

const route = routeOptions(['reference']);
const MAP_CACHE = 'public, max-age=86400';

/** Turkey's provinces and districts, and courier carrier types: public reference data. */
export function referenceRoutes(reference: ReferenceService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/geo/provinces', route.answering(publicRoute, placeList), () => reference.provinces());
    r.get('/api/geo/provinces/:id/districts', route.answering(publicRoute, placeList, { params: provinceParams }), (req) => reference.districts(req.params.id));
    r.get(
      '/api/geo/provinces/:id/zones',
      route.answering(publicRoute, zoneOptionList, {
        description: 'Active service zones of a province, for the public application forms.',
        params: provinceParams,
      }),
      (req) => reference.activeZones(req.params.id),
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

    r.get('/api/carrier-types', route.answering(publicRoute, carrierTypeList), () => reference.carrierTypes());
  };
}
