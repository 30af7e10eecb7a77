import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { emergencyListQuery, emergencyPage } from '@kurye/contracts/emergencies';
import { emergencySchema, raiseEmergencyBody, resolveEmergencyBody } from '@kurye/contracts/fieldops';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { authOf, requireClaim } from '../../plugins/policy';
import type { EmergenciesService } from './emergencies.service';

const tags = ['emergencies'];
const emergency = { kind: 'emergency' } as const;

/** Courier SOS and the operators' emergency page. */
export function emergencyRoutes(service: EmergenciesService, carrierIdOf: OwnIdOf) {
  const carrierOf = ownIdOf(carrierIdOf);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/carrier/emergency',
      {
        config: requireClaim('courier.work'),
        schema: {
          tags,
          description:
            'SOS from the courier app: stored with the courier’s current position and pushed at once (`emergency.raised`) to Admins and the zone’s operators and chief couriers.',
          body: raiseEmergencyBody,
          response: { 201: emergencySchema },
        },
      },
      async (req, reply) => {
        return reply.status(201).send(await service.raise(await carrierOf(req), req.body.description));
      },
    );

    r.get(
      '/api/emergencies',
      {
        config: requireClaim('emergencies.read'),
        schema: {
          tags,
          description: 'Emergencies of the caller’s zones, paged; `status=open` for the ones still to handle (the dialog queue of a user who signs in later).',
          querystring: emergencyListQuery,
          response: { 200: emergencyPage },
        },
      },
      (req) => service.list(authOf(req), req.query),
    );

    r.post(
      '/api/emergencies/:id/acknowledge',
      { config: requireClaim('emergencies.manage', { resource: emergency }), schema: { tags, params: idParams, response: { 200: emergencySchema } } },
      (req) => service.acknowledge(authOf(req), req.params.id),
    );

    r.post(
      '/api/emergencies/:id/resolve',
      {
        config: requireClaim('emergencies.manage', { resource: emergency }),
        schema: { tags, params: idParams, body: resolveEmergencyBody, response: { 200: emergencySchema } },
      },
      (req) => service.resolve(authOf(req), req.params.id, req.body.note),
    );
  };
}
