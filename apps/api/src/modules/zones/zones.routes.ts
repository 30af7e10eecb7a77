import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { zoneBody, zoneDeleted, zoneDetail, zoneListQuery, zonePage, zonePatchBody } from '@kurye/contracts/zones';
import { authOf, requireClaim } from '../../plugins/policy';
import type { ZonesService } from './zones.service';

const tags = ['zones'];
const zone = { kind: 'zone' } as const;

/** Zones: list and details for staff (scoped to the caller's zones), the editor for holders of `zones.write`. */
export function zoneRoutes(service: ZonesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/zones', { config: requireClaim('zones.read'), schema: { tags, querystring: zoneListQuery, response: { 200: zonePage } } }, (req) =>
      service.list(authOf(req), req.query),
    );

    r.get(
      '/api/zones/:id',
      {
        config: requireClaim('zones.read', { resource: zone }),
        schema: { tags, description: 'The zone with its stores, couriers, operators and chief couriers.', params: idParams, response: { 200: zoneDetail } },
      },
      (req) => service.detail(req.params.id),
    );

    r.post(
      '/api/zones',
      {
        config: requireClaim('zones.write'),
        schema: { tags, description: 'A GeoJSON polygon ([longitude, latitude]); invalid shapes are refused.', body: zoneBody, response: { 201: zoneDetail } },
      },
      async (req, reply) => reply.status(201).send(await service.create(authOf(req), req.body)),
    );

    r.patch(
      '/api/zones/:id',
      { config: requireClaim('zones.write', { resource: zone }), schema: { tags, params: idParams, body: zonePatchBody, response: { 200: zoneDetail } } },
      (req) => service.update(authOf(req), req.params.id, req.body),
    );

    r.delete(
      '/api/zones/:id',
      {
        config: requireClaim('zones.write', { resource: zone }),
        schema: { tags, description: 'Refused (409) while stores, couriers or requests belong to the zone.', params: idParams, response: { 204: zoneDeleted } },
      },
      async (req, reply) => {
        await service.remove(authOf(req), req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
