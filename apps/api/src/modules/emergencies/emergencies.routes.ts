import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emergencyListQuery, emergencyPage } from '@kurye/contracts/emergencies';
import { emergencySchema, ownEmergency, raiseEmergencyBody, resolveEmergencyBody } from '@kurye/contracts/fieldops';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { EmergenciesService } from './emergencies.service';

const route = routeOptions(['emergencies']);
const emergency = { kind: 'emergency' } as const;

/** Courier SOS and the operators' emergency page. */
export function emergencyRoutes(service: EmergenciesService, carrierIdOf: OwnIdOf) {
  const carrierOf = ownIdOf(carrierIdOf);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/carrier/emergency',
      route.created(requireClaim('courier.work'), raiseEmergencyBody, emergencySchema, {
        description:
          'SOS from the courier app: stored with the courier’s current position and pushed at once (`emergency.raised`) to Admins and the zone’s operators and chief couriers.',
      }),
      async (req, reply) => reply.status(201).send(await service.raise(await carrierOf(req), req.body.description)),
    );
    r.get(
      '/api/carrier/emergency',
      route.answering(requireClaim('courier.work'), ownEmergency, {
        description: 'The calling courier’s latest emergency (open, acknowledged or resolved), or null: the courier app shows its state after SOS.',
      }),
      async (req) => service.latestOf(await carrierOf(req)),
    );
    r.get(
      '/api/emergencies',
      route.query(requireClaim('emergencies.read', { personalData: 'emergencies.contact' }), emergencyListQuery, emergencyPage, {
        description: 'Emergencies of the caller’s zones, paged; `status=open` for the ones still to handle (the dialog queue of a user who signs in later).',
      }),
      (req) => service.list(authOf(req), req.query),
    );
    r.post(
      '/api/emergencies/:id/acknowledge',
      route.byId(requireClaim('emergencies.manage', { resource: emergency, personalData: 'emergencies.contact' }), emergencySchema),
      (req) => service.acknowledge(authOf(req), req.params.id),
    );
    r.post(
      '/api/emergencies/:id/resolve',
      route.byId(requireClaim('emergencies.manage', { resource: emergency, personalData: 'emergencies.contact' }), emergencySchema, {
        body: resolveEmergencyBody,
      }),
      (req) => service.resolve(authOf(req), req.params.id, req.body.note),
    );
  };
}
