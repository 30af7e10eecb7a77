import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bankReferenceBody,
  cashBalancePage,
  cashBalancesQuery,
  cashHandInBody,
  cashHandInResult,
  cashOnDeliveryBody,
  cashOnDeliveryResult,
  idempotencyHeaders,
  storePayablePage,
  storePayablesQuery,
  storeSettlementResult,
} from '@kurye/contracts/ledger';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { AccountingService } from './accounting.service';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { idempotencyKeyOf } from './route-helpers';

const route = routeOptions(['accounting']);
const storeRoute = routeOptions(['store']);
const read = requireClaim('payments.read');
/** A store's own request (another store's answers 404). */
const storeRequest = requireClaim('requests.own', { resource: { kind: 'request' } });

export interface CashRouteDeps {
  accounting: Pick<AccountingService, 'cash' | 'cashOnDelivery' | 'storePayables'>;
  storeIdOf: OwnIdOf;
}

/** Cash on delivery (store), couriers' cash in hand and hand-ins, stores' collected door payments and their settlement. */
export function cashRoutes({ accounting, storeIdOf }: CashRouteDeps) {
  const { cash, cashOnDelivery, storePayables } = accounting;
  const storeOf = ownIdOf(storeIdOf);

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // ---- Cash on delivery
    // The store's own request: null without a door payment; any other id is the same 404 as a missing one.
    r.get('/api/requests/:id/cash-on-delivery', storeRoute.byId(storeRequest, cashOnDeliveryResult), async (req) =>
      cashOnDelivery.cashOnDeliveryOf(await storeOf(req), req.params.id),
    );
    r.put(
      '/api/requests/:id/cash-on-delivery',
      storeRoute.byId(storeRequest, cashOnDeliveryResult, {
        description: 'Marks the request "kapıda ödeme": the courier collects `amount` in cash or by card.',
        body: cashOnDeliveryBody,
      }),
      async (req) => cashOnDelivery.setCashOnDelivery(await storeOf(req), req.params.id, req.body),
    );
    r.delete('/api/requests/:id/cash-on-delivery', storeRoute.byId(storeRequest, cashOnDeliveryResult), async (req) =>
      cashOnDelivery.setCashOnDelivery(await storeOf(req), req.params.id, null),
    );

    // ---- Couriers' cash
    r.get(
      '/api/accounting/cash',
      route.query(read, cashBalancesQuery, cashBalancePage, {
        description: "Each courier's cash in hand (collected at the door − handed in). `all=true` lists couriers who never collected.",
      }),
      (req) => cash.cashBalances(req.query),
    );
    r.post(
      '/api/accounting/cash/handins',
      route.answering(requireClaim('payments.write', { resource: { kind: 'carrier', body: 'carrierId' } }), cashHandInResult, {
        description: 'Records cash a courier handed in (at most their cash in hand). Needs an `Idempotency-Key`.',
        headers: idempotencyHeaders,
        body: cashHandInBody,
      }),
      (req) => cash.handIn(authOf(req), req.body, idempotencyKeyOf(req)),
    );

    // ---- Stores' collected door payments
    r.get(
      '/api/accounting/store-payables',
      route.query(read, storePayablesQuery, storePayablePage, {
        description: 'Stores owed their collected door payments; `toPay` is net of the fees they owe (negative prepaid credit).',
      }),
      (req) => storePayables.storePayables(req.query),
    );
    r.post(
      '/api/accounting/store-payables/:id/settle',
      route.byId(requireClaim('payments.write', { resource: { kind: 'store' } }), storeSettlementResult, {
        description: 'Pays the store its collected amounts net of fees it owes. Needs an `Idempotency-Key`.',
        headers: idempotencyHeaders,
        body: bankReferenceBody,
      }),
      (req) => storePayables.settleStore(authOf(req), req.params.id, req.body.bankReference, idempotencyKeyOf(req)),
    );
  };
}
