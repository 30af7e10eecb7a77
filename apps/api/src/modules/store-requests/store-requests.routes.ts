import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { requestSchema } from '@kurye/contracts/delivery';
import {
  createRequestDoc,
  createdRequest,
  idempotencyHeaders,
  packetDecisionPage,
  packetDecisionsQuery,
  packetIdBody,
  packetLocationRejectBody,
  packetLocationResult,
  replayedRequest,
  requestDetailsDoc,
  requestListQuery,
  requestPage,
  storeAccountSchema,
  storePacketPage,
  storePacketsQuery,
} from '@kurye/contracts/store-requests';
import { startOfBusinessDay } from '../../lib/business-day';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { authOf, requireClaim } from '../../plugins/policy';
import type { StorePacketsService } from './store-packets.service';
import type { StoreRequestsService } from './store-requests.service';

export interface StoreRequestRouteDeps {
  requests: StoreRequestsService;
  packets: StorePacketsService;
  storeIdOf: OwnIdOf;
}

/** A store's requests and packets (the store's screens and its integrations), a request's details, the day's list. */
export function storeRequestRoutes({ requests, packets, storeIdOf: storeOfUser }: StoreRequestRouteDeps) {
  const storeIdOf = ownIdOf(storeOfUser);

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const store = requireClaim('requests.own');
    const tags = { store: ['store'], ops: ['operations'], keyed: ['store', 'integrations'] };
    // The calls an API key may make: a key or a signed-in store user.
    const keySecurity: Record<string, string[]>[] = [{ apiKey: [] }, { bearer: [] }];

    r.post(
      '/api/requests',
      {
        config: store,
        schema: {
          tags: tags.keyed,
          security: keySecurity,
          summary: 'Create a request for a courier (optionally with each packet’s customer and cash on delivery)',
          description:
            'With `Idempotency-Key` a retry answers 200 with the first request. `packets`, when given, has exactly `packetCount` entries; each field in it is optional. Cash on delivery is in kuruş.',
          headers: idempotencyHeaders,
          body: createRequestDoc,
          response: { 200: replayedRequest, 201: createdRequest },
        },
      },
      async (req, reply) => {
        const { request, replayed } = await requests.create(await storeIdOf(req), req.body, req.headers['idempotency-key']);
        return reply.status(replayed ? 200 : 201).send(request);
      },
    );
    r.get(
      '/api/requests',
      {
        config: store,
        schema: {
          tags: tags.keyed,
          security: keySecurity,
          summary: 'The store’s requests, newest first (`from`/`to` for a day)',
          querystring: requestListQuery,
          response: { 200: requestPage },
        },
      },
      async (req) => requests.list({ storeId: await storeIdOf(req) }, req.query),
    );
    r.get(
      '/api/requests/:id',
      {
        // The access layer decides which requests a caller may read: a store its own, a courier those it carries,
        // office users those of their zones.
        config: requireClaim('requests.read', { resource: { kind: 'request' } }),
        schema: {
          tags: tags.keyed,
          security: keySecurity,
          summary: 'A request with its courier, packets (tracking links, customers) and offer log',
          params: idParams,
          response: { 200: requestDetailsDoc },
        },
      },
      (req) => requests.details(req.params.id),
    );
    const ownRequest = requireClaim('requests.own', { resource: { kind: 'request' } });
    const ownPacket = requireClaim('requests.own', { resource: { kind: 'packet', body: 'packetId' } });
    r.post(
      '/api/requests/:id/cancel',
      {
        config: ownRequest,
        schema: { tags: tags.keyed, security: keySecurity, summary: 'Cancel a request before pickup', params: idParams, response: { 200: requestSchema } },
      },
      async (req) => requests.cancel(await storeIdOf(req), req.params.id),
    );
    r.post(
      '/api/requests/:id/repeat',
      { config: ownRequest, schema: { tags: tags.store, params: idParams, headers: idempotencyHeaders, response: { 200: requestSchema, 201: requestSchema } } },
      async (req, reply) => {
        const { request, replayed } = await requests.repeat(await storeIdOf(req), req.params.id, req.headers['idempotency-key']);
        return reply.status(replayed ? 200 : 201).send(request);
      },
    );
    r.get(
      '/api/store/packets',
      { config: store, schema: { tags: tags.store, querystring: storePacketsQuery, response: { 200: storePacketPage } } },
      async (req) => packets.packetHistory(await storeIdOf(req), req.query),
    );
    r.get(
      '/api/store/packet-decisions',
      { config: store, schema: { tags: tags.store, querystring: packetDecisionsQuery, response: { 200: packetDecisionPage } } },
      async (req) => packets.packetDecisions(await storeIdOf(req), req.query),
    );
    r.get('/api/store/account', { config: store, schema: { tags: tags.store, response: { 200: storeAccountSchema } } }, async (req) =>
      packets.account(await storeIdOf(req)),
    );
    r.post(
      '/api/Packet/Location/Confirm',
      { config: ownPacket, schema: { tags: tags.store, body: packetIdBody, response: { 200: packetLocationResult } } },
      async (req) => packets.confirmLocation(await storeIdOf(req), req.body.packetId),
    );
    r.post(
      '/api/Packet/Location/Reject',
      { config: ownPacket, schema: { tags: tags.store, body: packetLocationRejectBody, response: { 200: packetLocationResult } } },
      async (req) => packets.rejectLocation(await storeIdOf(req), req.body.packetId, req.body.note),
    );

    // ---- Operators: the day's requests of their zones
    r.get(
      '/api/daily/requests',
      { config: requireClaim('dispatch.read'), schema: { tags: tags.ops, querystring: requestListQuery, response: { 200: requestPage } } },
      (req) => {
        const from = req.query.from ?? startOfBusinessDay(new Date()).toISOString();
        return requests.list({ auth: authOf(req) }, { ...req.query, from });
      },
    );
  };
}
