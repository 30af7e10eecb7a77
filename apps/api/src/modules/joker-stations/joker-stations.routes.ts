import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jokerStationBody, jokerStationSchema } from '@kurye/contracts/fieldops';
import { z } from 'zod';
import { authOf, requireClaim } from '../../plugins/policy';
import type { OrgDeps } from '../users/accounts';
import { createJokerStationsService } from './joker-stations.service';

const tags = ['joker-stations'];
const idParams = z.object({ id: z.uuid() });

/** Joker stations CRUD and the jokers waiting at them (scoped to the caller's zones). */
export function jokerStationRoutes(deps: Pick<OrgDeps, 'db' | 'bus' | 'index'>) {
  const service = createJokerStationsService(deps);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const read = requireClaim('joker-stations.read', { zoneScoped: true });
    const write = requireClaim('joker-stations.write', { zoneScoped: true });

    r.get(
      '/api/joker-stations',
      {
        config: read,
        schema: {
          tags,
          description: 'Stations with their jokers: `waiting` (free and within 1 km of the station), `sent_out` (carrying a request or away), `offline`.',
          querystring: z.object({ zoneId: z.uuid().optional() }),
          response: { 200: z.array(jokerStationSchema) },
        },
      },
      (req) => service.list(authOf(req), req.query.zoneId),
    );
    r.post('/api/joker-stations', { config: write, schema: { tags, body: jokerStationBody, response: { 201: jokerStationSchema } } }, async (req, reply) =>
      reply.status(201).send(await service.create(authOf(req), req.body)),
    );
    r.patch(
      '/api/joker-stations/:id',
      { config: write, schema: { tags, params: idParams, body: jokerStationBody.partial(), response: { 200: jokerStationSchema } } },
      (req) => service.update(authOf(req), req.params.id, req.body),
    );
    r.delete('/api/joker-stations/:id', { config: write, schema: { tags, params: idParams, response: { 200: z.object({ ok: z.literal(true) }) } } }, (req) =>
      service.remove(authOf(req), req.params.id),
    );
    r.post(
      '/api/joker-stations/:id/jokers',
      {
        config: write,
        schema: {
          tags,
          description: 'Marks the courier as joker and assigns them to this station.',
          params: idParams,
          body: z.object({ carrierId: z.uuid() }),
          response: { 200: jokerStationSchema },
        },
      },
      (req) => service.assignJoker(authOf(req), req.params.id, req.body.carrierId),
    );
    r.delete(
      '/api/joker-stations/:id/jokers/:carrierId',
      {
        config: write,
        schema: {
          tags,
          description: 'Takes the courier off the station; they stop being a joker.',
          params: z.object({ id: z.uuid(), carrierId: z.uuid() }),
          response: { 200: jokerStationSchema },
        },
      },
      (req) => service.unassignJoker(authOf(req), req.params.id, req.params.carrierId),
    );
  };
}
