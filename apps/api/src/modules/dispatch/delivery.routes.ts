import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARRIER_STATUSES,
  PACKET_STATUSES,
  REQUEST_STATUSES,
  STORE_PACKET_SORTS,
  createRequestBody,
  latLng,
  offerSchema,
  parsePositionBody,
  positionBody,
  requestDetailsSchema,
  requestSchema,
  storePacketRowSchema,
} from '@kurye/contracts/delivery';
import { startOfBusinessDay } from '../../lib/business-day';
import { AppError } from '../../lib/errors';
import { pageOf } from '../../lib/paging';
import { authOf, requireClaim } from '../../plugins/policy';
import { personalView } from '../audit/personal-data';
import { zoneFilter } from '../auth/auth.context';
import { CREATE_REQUEST_EXAMPLE, REQUEST_DETAILS_EXAMPLE, REQUEST_EXAMPLE } from '../integrations/integration-docs';
import type { DeliveriesService } from './deliveries.service';
import type { DispatchService } from './dispatch.service';
import type { LiveService } from './live.service';

const idParams = z.object({ id: z.uuid() });
/**
 * The position route's validator: its body through `parsePositionBody` (the common ping checked without zod, the
 * same answer), anything refused answered by zod's own validator so the error is the usual one.
 */
function positionValidator<S>(route: FastifyRouteSchemaDef<S>) {
  const zodCheck = validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'body') return zodCheck;
  return (data: unknown) => {
    const result = parsePositionBody(data);
    return result.success ? { value: result.data } : zodCheck(data);
  };
}
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });
const listQuery = z.object({
  status: z.enum(REQUEST_STATUSES).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['createdAt', '-createdAt', 'status', '-status']).default('-createdAt'),
});
const packetHistoryQuery = z.object({
  status: z.enum(PACKET_STATUSES).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(STORE_PACKET_SORTS).default('-deliveredAt'),
});
const accountSchema = z.object({
  balance: z.number().int(),
  available: z.number().int(),
  currency: z.literal('TRY'),
  recentTransactions: z.array(z.object({ id: z.string(), kind: z.string(), description: z.string(), amount: z.number().int(), createdAt: z.string() })),
});
const packetIdBody = z.object({ packetId: z.uuid() });
const packetResult = z.object({ packetId: z.string(), status: z.string() });
const ok = z.object({ ok: z.literal(true) });

export interface DeliveryRouteDeps {
  deliveries: DeliveriesService;
  dispatch: DispatchService;
  live: LiveService;
  carrierIdOf: (userId: string) => Promise<string | undefined>;
  storeIdOf: (userId: string) => Promise<string | undefined>;
}

/** The delivery loop's public API: store integrations, the courier app and the operators' screens use it. */
export function deliveryRoutes({ deliveries, dispatch, live, carrierIdOf, storeIdOf: storeOfUser }: DeliveryRouteDeps) {
  async function storeIdOf(req: FastifyRequest) {
    const id = await storeOfUser(authOf(req).userId);
    if (!id) throw new AppError(403, 'forbidden');
    return id;
  }
  async function carrierOf(req: FastifyRequest) {
    const id = await carrierIdOf(authOf(req).userId);
    if (!id) throw new AppError(403, 'forbidden');
    return id;
  }

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const store = requireClaim('requests.own', { zoneScoped: false });
    const courier = requireClaim('courier.work', { zoneScoped: false });
    const tags = { store: ['store'], courier: ['courier'], ops: ['operations'], keyed: ['store', 'integrations'] };
    // The calls an API key may make: a key or a signed-in store user.
    const keySecurity: Record<string, string[]>[] = [{ apiKey: [] }, { bearer: [] }];

    // ---- Store
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
          body: createRequestBody.meta({ example: CREATE_REQUEST_EXAMPLE }),
          response: { 200: requestSchema.describe('A replay of the same Idempotency-Key'), 201: requestSchema.meta({ example: REQUEST_EXAMPLE }) },
        },
      },
      async (req, reply) => {
        const { request, replayed } = await deliveries.create(await storeIdOf(req), req.body, req.headers['idempotency-key']);
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
          querystring: listQuery,
          response: { 200: pageOf(requestSchema) },
        },
      },
      async (req) => deliveries.list(await storeIdOf(req), null, req.query),
    );
    r.get(
      '/api/requests/:id',
      {
        config: requireClaim('requests.read', { zoneScoped: true }),
        schema: {
          tags: tags.keyed,
          security: keySecurity,
          summary: 'A request with its courier, packets (tracking links, customers) and offer log',
          params: idParams,
          response: { 200: requestDetailsSchema.meta({ example: REQUEST_DETAILS_EXAMPLE }) },
        },
      },
      async (req) => {
        const auth = authOf(req);
        if (auth.roles[0] === 'Store') return deliveries.details(req.params.id, { storeId: await storeIdOf(req), zoneIds: null });
        if (auth.roles[0] === 'Carrier') return deliveries.details(req.params.id, { carrierId: await carrierOf(req), zoneIds: null });
        return deliveries.details(req.params.id, { zoneIds: zoneFilter(auth), phone: personalView(auth).phone });
      },
    );
    r.post(
      '/api/requests/:id/cancel',
      {
        config: store,
        schema: { tags: tags.keyed, security: keySecurity, summary: 'Cancel a request before pickup', params: idParams, response: { 200: requestSchema } },
      },
      async (req) => deliveries.cancel(await storeIdOf(req), req.params.id),
    );
    r.post(
      '/api/requests/:id/repeat',
      { config: store, schema: { tags: tags.store, params: idParams, headers: idempotencyHeaders, response: { 200: requestSchema, 201: requestSchema } } },
      async (req, reply) => {
        const { request, replayed } = await deliveries.repeat(await storeIdOf(req), req.params.id, req.headers['idempotency-key']);
        return reply.status(replayed ? 200 : 201).send(request);
      },
    );
    r.get(
      '/api/store/packets',
      { config: store, schema: { tags: tags.store, querystring: packetHistoryQuery, response: { 200: pageOf(storePacketRowSchema) } } },
      async (req) => deliveries.packetHistory(await storeIdOf(req), req.query),
    );
    r.get('/api/store/account', { config: store, schema: { tags: tags.store, response: { 200: accountSchema } } }, async (req) =>
      deliveries.account(await storeIdOf(req)),
    );
    r.post('/api/Packet/Location/Confirm', { config: store, schema: { tags: tags.store, body: packetIdBody, response: { 200: packetResult } } }, async (req) =>
      deliveries.confirmLocation(await storeIdOf(req), req.body.packetId),
    );
    r.post('/api/Packet/Location/Reject', { config: store, schema: { tags: tags.store, body: packetIdBody, response: { 200: packetResult } } }, async (req) =>
      deliveries.rejectLocation(await storeIdOf(req), req.body.packetId),
    );

    // ---- Courier
    r.get(
      '/api/carrier/me',
      { config: courier, schema: { tags: tags.courier, response: { 200: z.object({ carrierId: z.string(), status: z.enum(CARRIER_STATUSES) }) } } },
      async (req) => {
        const carrierId = await carrierOf(req);
        return { carrierId, status: await live.effectiveStatus(carrierId) };
      },
    );
    r.post(
      '/api/carrier/status',
      {
        config: courier,
        schema: {
          tags: tags.courier,
          body: z.object({ status: z.enum(['available', 'break', 'offline']) }),
          response: { 200: z.object({ status: z.string() }) },
        },
      },
      async (req) => live.setStatus(await carrierOf(req), req.body.status),
    );
    r.post(
      '/api/carrier/location',
      { config: courier, schema: { tags: tags.courier, body: positionBody, response: { 200: ok } }, validatorCompiler: positionValidator },
      async (req) => {
        await live.record(await carrierOf(req), [req.body]);
        return { ok: true as const };
      },
    );
    r.post(
      '/api/carrier/locations',
      { config: courier, schema: { tags: tags.courier, body: z.object({ points: z.array(positionBody).min(1).max(500) }), response: { 200: ok } } },
      async (req) => {
        await live.record(await carrierOf(req), req.body.points);
        return { ok: true as const };
      },
    );
    r.get('/api/carrier/offers', { config: courier, schema: { tags: tags.courier, response: { 200: z.array(offerSchema) } } }, async (req) =>
      dispatch.pendingOffers(await carrierOf(req)),
    );
    r.post(
      '/api/offers/:id/accept',
      { config: courier, schema: { tags: tags.courier, params: idParams, response: { 200: z.object({ requestId: z.string() }) } } },
      async (req) => {
        const request = await dispatch.accept(await carrierOf(req), req.params.id);
        return { requestId: request.id };
      },
    );
    r.post('/api/offers/:id/decline', { config: courier, schema: { tags: tags.courier, params: idParams, response: { 200: ok } } }, async (req) => {
      await dispatch.decline(await carrierOf(req), req.params.id);
      return { ok: true as const };
    });
    r.post('/api/requests/:id/arrived', { config: courier, schema: { tags: tags.courier, params: idParams, response: { 200: requestSchema } } }, async (req) =>
      deliveries.markArrived(await carrierOf(req), req.params.id),
    );
    r.post(
      '/api/requests/:id/picked-up',
      { config: courier, schema: { tags: tags.courier, params: idParams, response: { 200: requestSchema } } },
      async (req) => deliveries.markPickedUp(await carrierOf(req), req.params.id),
    );
    r.post(
      '/api/packets/:id/delivered',
      {
        config: courier,
        schema: {
          tags: tags.courier,
          params: idParams,
          body: latLng,
          response: { 200: z.object({ id: z.string(), fee: z.number().int(), distanceMeters: z.number().int() }) },
        },
      },
      async (req) => deliveries.packetDelivered(await carrierOf(req), req.params.id, req.body),
    );
    r.get(
      '/api/carrier/today',
      {
        config: courier,
        schema: {
          tags: tags.courier,
          response: {
            200: z.object({
              deliveries: z.number().int(),
              earnings: z.number().int(),
              requests: z.array(
                z.object({
                  id: z.string(),
                  status: z.string(),
                  storeName: z.string(),
                  packetCount: z.number().int(),
                  assignedAt: z.string().nullable(),
                  earnings: z.number().int(),
                }),
              ),
            }),
          },
        },
      },
      async (req) => deliveries.carrierToday(await carrierOf(req)),
    );
    r.get('/api/carrier/active', { config: courier, schema: { tags: tags.courier, response: { 200: z.array(requestDetailsSchema) } } }, async (req) =>
      deliveries.carrierActive(await carrierOf(req)),
    );

    // ---- Operators
    const read = requireClaim('dispatch.read', { zoneScoped: true });
    /** The live map's picture, with couriers' phones masked for a viewer without `personal.read` (KVKK). */
    const snapshotFor = async (req: FastifyRequest) => {
      const auth = authOf(req);
      const snapshot = await live.snapshot(zoneFilter(auth));
      const view = personalView(auth);
      return { ...snapshot, couriers: snapshot.couriers.map((c) => ({ ...c, phone: view.phone(c.phone) })) };
    };
    r.get(
      '/api/live/snapshot',
      { config: read, schema: { tags: tags.ops, description: 'Zones, stores, couriers and active requests of the caller’s zones.' } },
      (req) => snapshotFor(req),
    );
    r.get('/api/live/couriers', { config: read, schema: { tags: tags.ops } }, async (req) => (await snapshotFor(req)).couriers);
    r.get('/api/live/requests', { config: read, schema: { tags: tags.ops } }, async (req) => (await live.snapshot(zoneFilter(authOf(req)))).requests);
    r.get('/api/daily/requests', { config: read, schema: { tags: tags.ops, querystring: listQuery, response: { 200: pageOf(requestSchema) } } }, (req) => {
      const from = req.query.from ?? startOfBusinessDay(new Date()).toISOString();
      return deliveries.list(null, zoneFilter(authOf(req)), { ...req.query, from });
    });
    r.post(
      '/api/requests/:id/assign',
      {
        config: requireClaim('dispatch.assign', { zoneScoped: true }),
        schema: { tags: tags.ops, params: idParams, body: z.object({ carrierId: z.uuid() }), response: { 200: ok } },
      },
      async (req) => {
        await dispatch.assign(req.params.id, req.body.carrierId, zoneFilter(authOf(req)));
        return { ok: true as const };
      },
    );
    r.get(
      '/api/PacketUpdateRequest/GetNotSeenCount',
      {
        config: requireClaim('store-requests.read', { zoneScoped: true }),
        schema: { tags: tags.ops, response: { 200: z.object({ notSeenCount: z.number().int() }) } },
      },
      async (req) => ({ notSeenCount: await deliveries.notSeenUpdateRequests(zoneFilter(authOf(req))) }),
    );
  };
}
