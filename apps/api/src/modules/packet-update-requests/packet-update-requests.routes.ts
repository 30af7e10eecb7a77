import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PACKET_UPDATE_STATUSES, createPacketUpdateBody, packetUpdateRequestSchema, resolvePacketUpdateBody } from '@kurye/contracts/fieldops';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { listQuery, pageOf } from '../../lib/paging';
import { authOf, requireClaim } from '../../plugins/policy';
import type { DeliveriesService } from '../dispatch/deliveries.service';
import type { DispatchDeps } from '../dispatch/dispatch.context';
import type { DispatchService } from '../dispatch/dispatch.service';
import { createPacketUpdateRequestsService } from './packet-update-requests.service';

const tags = ['store-requests'];
const query = listQuery(['createdAt', 'status'], '-createdAt').extend({ status: z.enum(PACKET_UPDATE_STATUSES).optional() });

/** Store requests (packet update requests): the store raises them, the zone's operators resolve them. */
export function packetUpdateRequestRoutes(deps: DispatchDeps, dispatch: DispatchService, deliveries: DeliveriesService) {
  const service = createPacketUpdateRequestsService(deps, dispatch, deliveries);
  async function storeIdOf(req: FastifyRequest) {
    const store = await deliveries.ownStore(authOf(req).userId);
    if (!store) throw new AppError(403, 'forbidden');
    if (!store.active) throw new AppError(403, 'store_inactive');
    return store.id;
  }
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const store = requireClaim('requests.own', { zoneScoped: false });

    r.post(
      '/api/packet-update-requests',
      {
        config: store,
        schema: {
          tags,
          description:
            'A store asks to change a packet: `wrong_location` (not charged until resolved), `fee_objection`, or `cancel` (request not yet picked up).',
          body: createPacketUpdateBody,
          response: { 201: packetUpdateRequestSchema },
        },
      },
      async (req, reply) => reply.status(201).send(await service.create(await storeIdOf(req), req.body)),
    );

    r.get(
      '/api/store/packet-update-requests',
      { config: store, schema: { tags, querystring: query, response: { 200: pageOf(packetUpdateRequestSchema) } } },
      async (req) => {
        const store = await deliveries.ownStore(authOf(req).userId);
        if (!store) throw new AppError(403, 'forbidden');
        return service.list(null, { ...req.query, storeId: store.id });
      },
    );

    r.get(
      '/api/packet-update-requests',
      {
        config: requireClaim('store-requests.read', { zoneScoped: true }),
        schema: { tags, querystring: query, response: { 200: pageOf(packetUpdateRequestSchema) } },
      },
      (req) => service.list(authOf(req), req.query),
    );

    r.post(
      '/api/packet-update-requests/mark-seen',
      {
        config: requireClaim('store-requests.read', { zoneScoped: true }),
        schema: {
          tags,
          description: 'Opening the list: the open requests of the caller’s zones are seen (the badge clears).',
          response: { 200: z.object({ marked: z.number().int() }) },
        },
      },
      (req) => service.markSeen(authOf(req)),
    );

    r.post(
      '/api/packet-update-requests/:id/resolve',
      {
        config: requireClaim('store-requests.resolve', { zoneScoped: true }),
        schema: {
          tags,
          description:
            'Resolves a request: `move` (re-priced from the new distance, then charged), `adjust_fee`, `cancel` (refund), `reject`. Needs an `Idempotency-Key` header; a replay answers the first result.',
          params: z.object({ id: z.uuid() }),
          headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
          body: resolvePacketUpdateBody,
          response: { 200: packetUpdateRequestSchema.extend({ replayed: z.boolean() }) },
        },
      },
      (req) => {
        const key = req.headers['idempotency-key'];
        if (!key) throw new AppError(400, 'idempotency_key_required');
        return service.resolve(authOf(req), req.params.id, req.body, key);
      },
    );
  };
}
