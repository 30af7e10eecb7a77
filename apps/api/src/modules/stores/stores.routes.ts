import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idempotencyHeaders, idParams } from '@kurye/contracts/common';
import { storeCreditBody, storeCreditResult, storeDetail, storeListQuery, storePage, storePatchBody } from '@kurye/contracts/stores';
import { authOf, requireClaim } from '../../plugins/policy';
import type { StoresService } from './stores.service';

const tags = ['stores'];
const store = { kind: 'store' } as const;

/** Stores: list and details with balance (scoped to the caller's zones), edit, and the manual credit. */
export function storeRoutes(service: StoresService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get('/api/stores', { config: requireClaim('stores.read'), schema: { tags, querystring: storeListQuery, response: { 200: storePage } } }, (req) =>
      service.list(authOf(req), req.query),
    );

    r.get(
      '/api/stores/:id',
      {
        config: requireClaim('stores.read', { resource: store }),
        schema: {
          tags,
          description: 'Phone and T.C. kimlik no are masked without `personal.read`; full views are audited.',
          params: idParams,
          response: { 200: storeDetail },
        },
      },
      (req) => service.detail(authOf(req), req.params.id),
    );

    r.patch(
      '/api/stores/:id',
      { config: requireClaim('stores.write', { resource: store }), schema: { tags, params: idParams, body: storePatchBody, response: { 200: storeDetail } } },
      (req) => service.update(authOf(req), req.params.id, req.body),
    );

    r.post(
      '/api/stores/:id/credit',
      {
        config: requireClaim('stores.credit', { resource: store }),
        schema: {
          tags,
          description:
            'A manual credit (or debit, negative) posted to the ledger against the bank. Needs an `Idempotency-Key` header; a replay answers the first result.',
          params: idParams,
          headers: idempotencyHeaders,
          body: storeCreditBody,
          response: { 200: storeCreditResult },
        },
      },
      (req) => service.credit(authOf(req), req.params.id, req.body, req.headers['idempotency-key']),
    );
  };
}
