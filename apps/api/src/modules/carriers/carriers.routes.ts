import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carrierDetail, carrierListQuery, carrierPage, carrierPatchBody } from '@kurye/contracts/carriers';
import { idParams } from '@kurye/contracts/common';
import { authOf, requireClaim } from '../../plugins/policy';
import type { CarriersService } from './carriers.service';

const tags = ['carriers'];
const carrier = { kind: 'carrier' } as const;

/** Couriers: list and details (scoped to the caller's zones), edit, suspend and reactivate. */
export function carrierRoutes(service: CarriersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/carriers', { config: requireClaim('carriers.read'), schema: { tags, querystring: carrierListQuery, response: { 200: carrierPage } } }, (req) =>
      service.list(authOf(req), req.query),
    );

    r.get(
      '/api/carriers/:id',
      {
        config: requireClaim('carriers.read', { resource: carrier }),
        schema: {
          tags,
          description: 'Phone and T.C. kimlik no are masked without `personal.read`; full views are audited.',
          params: idParams,
          response: { 200: carrierDetail },
        },
      },
      (req) => service.detail(authOf(req), req.params.id),
    );

    r.patch(
      '/api/carriers/:id',
      {
        config: requireClaim('carriers.write', { resource: carrier }),
        schema: { tags, params: idParams, body: carrierPatchBody, response: { 200: carrierDetail } },
      },
      (req) => service.update(authOf(req), req.params.id, req.body),
    );
  };
}
