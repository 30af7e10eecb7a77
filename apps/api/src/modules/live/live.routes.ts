import type { FastifyInstance } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { okResult } from '@kurye/contracts/common';
import { parsePositionBody, positionBody } from '@kurye/contracts/delivery';
import { carrierMe, carrierStatusBody, carrierStatusResult, liveCourierList, liveRequestList, liveSnapshot, positionBatchBody } from '@kurye/contracts/live';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { LiveService } from './live.service';

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

export interface LiveRouteDeps {
  live: LiveService;
  carrierIdOf: OwnIdOf;
}

/** The courier's working status and position pings, and the operators' live map. */
export function liveRoutes({ live, carrierIdOf }: LiveRouteDeps) {
  const carrierOf = ownIdOf(carrierIdOf);

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const courier = requireClaim('courier.work');
    const courierRoute = routeOptions(['courier']);
    const opsRoute = routeOptions(['operations']);

    // ---- The courier
    r.get('/api/carrier/me', courierRoute.answering(courier, carrierMe), async (req) => {
      const carrierId = await carrierOf(req);
      return { carrierId, status: await live.effectiveStatus(carrierId) };
    });
    r.post('/api/carrier/status', courierRoute.answering(courier, carrierStatusResult, { body: carrierStatusBody }), async (req) =>
      live.setStatus(await carrierOf(req), req.body.status),
    );
    r.post(
      '/api/carrier/location',
      { ...courierRoute.answering(courier, okResult, { body: positionBody }), validatorCompiler: positionValidator },
      async (req) => {
        await live.record(await carrierOf(req), [req.body]);
        return { ok: true as const };
      },
    );
    r.post('/api/carrier/locations', courierRoute.answering(courier, okResult, { body: positionBatchBody }), async (req) => {
      await live.record(await carrierOf(req), req.body.points);
      return { ok: true as const };
    });

    // ---- The operators' live map
    const read = requireClaim('dispatch.read');
    // Couriers' phones leave masked for a viewer without `personal.read` (access/personal-data.ts).
    r.get(
      '/api/live/snapshot',
      opsRoute.answering(read, liveSnapshot, { description: 'Zones, stores, couriers and active requests of the caller’s zones.' }),
      (req) => live.snapshot(authOf(req)),
    );
    r.get('/api/live/couriers', opsRoute.answering(read, liveCourierList), async (req) => (await live.snapshot(authOf(req))).couriers);
    r.get('/api/live/requests', opsRoute.answering(read, liveRequestList), async (req) => (await live.snapshot(authOf(req))).requests);
  };
}
