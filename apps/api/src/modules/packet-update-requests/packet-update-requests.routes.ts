import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { createPacketUpdateBody, packetUpdateRequestSchema, resolvePacketUpdateBody } from '@kurye/contracts/fieldops';
import {
  packetUpdateListQuery,
  packetUpdateMarkSeenResult,
  packetUpdateNotSeenCount,
  packetUpdatePage,
  resolvePacketUpdateHeaders,
  resolvedPacketUpdate,
} from '@kurye/contracts/packet-update-requests';
import { AppError } from '../../lib/errors';
import { authOf, requireClaim } from '../../plugins/policy';
import type { StoreRow } from '../dispatch/dispatch.repository';
import type { PacketUpdateRequestsService } from './packet-update-requests.service';

export interface PacketUpdateRequestRouteDeps {
  service: PacketUpdateRequestsService;
  /** The store of a store user (undefined for anyone else). */
  ownStore: (userId: string) => Promise<StoreRow | undefined>;
}

/** Store requests (packet update requests): the store raises them, the zone's operators resolve them. */
export function packetUpdateRequestRoutes({ service, ownStore }: PacketUpdateRequestRouteDeps) {
  async function storeIdOf(req: FastifyRequest) {
    const store = await ownStore(authOf(req).userId);
    if (!store) throw new AppError(403, 'forbidden');
    if (!store.active) throw new AppError(403, 'store_inactive');
    return store.id;
  }
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['store-requests'];
    const store = requireClaim('requests.own');
    const read = requireClaim('store-requests.read');

    r.post(
      '/api/packet-update-requests',
      {
        config: requireClaim('requests.own', { resource: { kind: 'packet', body: 'packetId' } }),
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
      { config: store, schema: { tags, querystring: packetUpdateListQuery, response: { 200: packetUpdatePage } } },
      async (req) => {
        const store = await ownStore(authOf(req).userId);
        if (!store) throw new AppError(403, 'forbidden');
        return service.list({ storeId: store.id }, req.query);
      },
    );

    r.get('/api/packet-update-requests', { config: read, schema: { tags, querystring: packetUpdateListQuery, response: { 200: packetUpdatePage } } }, (req) =>
      service.list({ auth: authOf(req) }, req.query),
    );

    r.post(
      '/api/packet-update-requests/mark-seen',
      {
        config: read,
        schema: {
          tags,
          description: 'Opening the list: the open requests of the caller’s zones are seen (the badge clears).',
          response: { 200: packetUpdateMarkSeenResult },
        },
      },
      (req) => service.markSeen(authOf(req)),
    );

    r.post(
      '/api/packet-update-requests/:id/resolve',
      {
        config: requireClaim('store-requests.resolve', { resource: { kind: 'packetUpdateRequest' } }),
        schema: {
          tags,
          description:
            'Resolves a request: `move` (re-priced from the new distance, then charged), `adjust_fee`, `cancel` (refund), `reject`. Needs an `Idempotency-Key` header; a replay answers the first result.',
          params: idParams,
          headers: resolvePacketUpdateHeaders,
          body: resolvePacketUpdateBody,
          response: { 200: resolvedPacketUpdate },
        },
      },
      (req) => {
        const key = req.headers['idempotency-key'];
        if (!key) throw new AppError(400, 'idempotency_key_required');
        return service.resolve(authOf(req), req.params.id, req.body, key);
      },
    );

    r.get(
      '/api/PacketUpdateRequest/GetNotSeenCount',
      { config: read, schema: { tags: ['operations'], response: { 200: packetUpdateNotSeenCount } } },
      async (req) => ({ notSeenCount: await service.notSeenCount(authOf(req)) }),
    );
  };
}
