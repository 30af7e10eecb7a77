import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, okResult } from '@kurye/contracts/common';
import { jokerStationBody, jokerStationSchema } from '@kurye/contracts/fieldops';
import { assignJokerBody, jokerParams, jokerStationList, jokerStationListQuery, jokerStationPatchBody } from '@kurye/contracts/joker-stations';
import { authOf, requireClaim } from '../../plugins/policy';
import type { JokerStationsService } from './joker-stations.service';

const tags = ['joker-stations'];

/** Joker stations CRUD and the jokers waiting at them (scoped to the caller's zones). */
export function jokerStationRoutes(service: JokerStationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const read = requireClaim('joker-stations.read');
    const write = requireClaim('joker-stations.write');
    const writeStation = requireClaim('joker-stations.write', { resource: { kind: 'jokerStation' } });
    const writeJoker = requireClaim('joker-stations.write', {
      resource: [{ kind: 'jokerStation' }, { kind: 'carrier', param: 'carrierId' }],
    });

    r.get(
      '/api/joker-stations',
      {
        config: read,
        schema: {
          tags,
          description: 'Stations with their jokers: `waiting` (free and within 1 km of the station), `sent_out` (carrying a request or away), `offline`.',
          querystring: jokerStationListQuery,
          response: { 200: jokerStationList },
        },
      },
      (req) => service.list(authOf(req), req.query.zoneId),
    );
    r.post('/api/joker-stations', { config: write, schema: { tags, body: jokerStationBody, response: { 201: jokerStationSchema } } }, async (req, reply) =>
      reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.patch(
      '/api/joker-stations/:id',
      { config: writeStation, schema: { tags, params: idParams, body: jokerStationPatchBody, response: { 200: jokerStationSchema } } },
      (req) => service.update(authOf(req), req.params.id, req.body),
    );
    r.delete('/api/joker-stations/:id', { config: writeStation, schema: { tags, params: idParams, response: { 200: okResult } } }, (req) =>
      service.remove(authOf(req), req.params.id),
    );
    r.post(
      '/api/joker-stations/:id/jokers',
      {
        config: writeStation,
        schema: {
          tags,
          description: 'Marks the courier as joker and assigns them to this station.',
          params: idParams,
          body: assignJokerBody,
          response: { 200: jokerStationSchema },
        },
      },
      (req) => service.assignJoker(authOf(req), req.params.id, req.body.carrierId),
    );
    r.delete(
      '/api/joker-stations/:id/jokers/:carrierId',
      {
        config: writeJoker,
        schema: {
          tags,
          description: 'Takes the courier off the station; they stop being a joker.',
          params: jokerParams,
          response: { 200: jokerStationSchema },
        },
      },
      (req) => service.unassignJoker(authOf(req), req.params.id, req.params.carrierId),
    );
  };
}
