import type { FastifyInstance } from 'fastify';
import type { AccountingService } from './accounting.service';
import { cashRoutes } from './cash.routes';
import { paymentRequestRoutes } from './payment-requests.routes';
import { payoutRoutes } from './payouts.routes';
import type { OwnIdOf } from '../../plugins/own-id';

export interface AccountingRouteDeps {
  accounting: AccountingService;
  /** The access service's store / courier id of a user. */
  storeIdOf: OwnIdOf;
  carrierIdOf: OwnIdOf;
}

/** Money going out: courier payouts (balances, groups, requests, payments), IBANs, cash on delivery. */
export function accountingRoutes({ accounting, storeIdOf, carrierIdOf }: AccountingRouteDeps) {
  return async (app: FastifyInstance) => {
    await payoutRoutes(accounting)(app);
    await paymentRequestRoutes({ accounting, carrierIdOf })(app);
    await cashRoutes({ accounting, storeIdOf })(app);
  };
}
