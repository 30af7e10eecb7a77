import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carrierDetail, carrierListQuery, carrierPage, carrierPatchBody } from '@kurye/contracts/carriers';
import { authOf, requireClaim } from '../../plugins/policy';
import { PERSONAL_DETAIL_DOC, routeOptions } from '../../plugins/route-options';
import type { CarriersService } from './carriers.service';

const route = routeOptions(['carriers']);
const carrier = { kind: 'carrier' } as const;

/** Couriers: list and details (scoped to the caller's zones), edit, suspend and reactivate. */
export function carrierRoutes(service: CarriersService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/carriers', route.query(requireClaim('carriers.read'), carrierListQuery, carrierPage), (req) => service.list(authOf(req), req.query));
    r.get('/api/carriers/:id', route.byId(requireClaim('carriers.read', { resource: carrier }), carrierDetail, { description: PERSONAL_DETAIL_DOC }), (req) =>
      service.detail(authOf(req), req.params.id),
    );
    r.patch('/api/carriers/:id', route.byId(requireClaim('carriers.write', { resource: carrier }), carrierDetail, { body: carrierPatchBody }), (req) =>
      service.update(authOf(req), req.params.id, req.body),
    );
  };
}
