import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResult } from '@kurye/contracts/common';
import { jokerStationBody, jokerStationSchema } from '@kurye/contracts/fieldops';
import { assignJokerBody, jokerParams, jokerStationList, jokerStationListQuery, jokerStationPatchBody } from '@kurye/contracts/joker-stations';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { JokerStationsService } from './joker-stations.service';

const route = routeOptions(['joker-stations']);

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
      route.query(read, jokerStationListQuery, jokerStationList, {
        description: 'Stations with their jokers: `waiting` (free and within 1 km of the station), `sent_out` (carrying a request or away), `offline`.',
      }),
      (req) => service.list(authOf(req), req.query.zoneId),
    );
    r.post('/api/joker-stations', route.created(write, jokerStationBody, jokerStationSchema), async (req, reply) =>
      reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.patch('/api/joker-stations/:id', route.byId(writeStation, jokerStationSchema, { body: jokerStationPatchBody }), (req) =>
      service.update(authOf(req), req.params.id, req.body),
    );
    r.delete('/api/joker-stations/:id', route.byId(writeStation, okResult), (req) => service.remove(authOf(req), req.params.id));
    r.post(
      '/api/joker-stations/:id/jokers',
      route.byId(writeStation, jokerStationSchema, { description: 'Marks the courier as joker and assigns them to this station.', body: assignJokerBody }),
      (req) => service.assignJoker(authOf(req), req.params.id, req.body.carrierId),
    );
    r.delete(
      '/api/joker-stations/:id/jokers/:carrierId',
      route.answering(writeJoker, jokerStationSchema, { description: 'Takes the courier off the station; they stop being a joker.', params: jokerParams }),
      (req) => service.unassignJoker(authOf(req), req.params.id, req.params.carrierId),
    );
  };
}
