import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHeaders } from '@kurye/contracts/common';
import { storeCreditBody, storeCreditResult, storeDetail, storeListQuery, storePage, storePatchBody } from '@kurye/contracts/stores';
import { authOf, requireClaim } from '../../plugins/policy';
import { PERSONAL_DETAIL_DOC, routeOptions } from '../../plugins/route-options';
import type { StoresService } from './stores.service';

const route = routeOptions(['stores']);
const store = { kind: 'store' } as const;

/** Stores: list and details with balance (scoped to the caller's zones), edit, and the manual credit. */
export function storeRoutes(service: StoresService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/stores', route.query(requireClaim('stores.read'), storeListQuery, storePage), (req) => service.list(authOf(req), req.query));
    r.get('/api/stores/:id', route.byId(requireClaim('stores.read', { resource: store }), storeDetail, { description: PERSONAL_DETAIL_DOC }), (req) =>
      service.detail(authOf(req), req.params.id),
    );
    r.patch('/api/stores/:id', route.byId(requireClaim('stores.write', { resource: store }), storeDetail, { body: storePatchBody }), (req) =>
      service.update(authOf(req), req.params.id, req.body),
    );

    r.post(
      '/api/stores/:id/credit',
      route.byId(requireClaim('stores.credit', { resource: store }), storeCreditResult, {
        description:
          'A manual credit (or debit, negative) posted to the ledger against the bank. Needs an `Idempotency-Key` header; a replay answers the first result.',
        headers: idempotencyHeaders,
        body: storeCreditBody,
      }),
      (req) => service.credit(authOf(req), req.params.id, req.body, req.headers['idempotency-key']),
    );
  };
}
