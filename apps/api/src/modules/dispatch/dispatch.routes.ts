import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, okResult } from '@kurye/contracts/common';
import { assignRequestBody } from '@kurye/contracts/delivery';
import { requireClaim } from '../../plugins/policy';
import type { DispatchService } from './dispatch.service';

/** The operators' manual dispatch: give a request (of their zones) to a courier of its zone. */
export function dispatchRoutes({ dispatch }: { dispatch: DispatchService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/requests/:id/assign',
      {
        config: requireClaim('dispatch.assign', { resource: { kind: 'request' } }),
        schema: { tags: ['operations'], params: idParams, body: assignRequestBody, response: { 200: okResult } },
      },
      async (req) => {
        await dispatch.assign(req.params.id, req.body.carrierId);
        return { ok: true as const };
      },
    );
  };
}
