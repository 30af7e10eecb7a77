import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  approvePaymentRequestBody,
  courierPayout,
  ibanBody,
  ibanResult,
  newPaymentRequestBody,
  paymentRequestPage,
  paymentRequestRow,
  paymentRequestsQuery,
  rejectPaymentRequestBody,
} from '@kurye/contracts/payouts';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { AccountingService } from './accounting.service';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';

const route = routeOptions(['accounting']);
const courierRoute = routeOptions(['courier']);
const read = requireClaim('payments.read');
const write = requireClaim('payments.write');
const writeRequest = requireClaim('payments.write', { resource: { kind: 'paymentRequest' } });
const courier = requireClaim('courier.work');

export interface PaymentRequestRouteDeps {
  accounting: Pick<AccountingService, 'payouts' | 'paymentRequests' | 'bankAccounts' | 'cash'>;
  carrierIdOf: OwnIdOf;
}

/** Couriers' payment requests and their review, the courier app's payout page, and couriers' IBANs. */
export function paymentRequestRoutes({ accounting, carrierIdOf }: PaymentRequestRouteDeps) {
  const { payouts, paymentRequests, bankAccounts, cash } = accounting;
  const carrierOf = ownIdOf(carrierIdOf);

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // ---- Payment requests
    r.get('/api/accounting/payment-requests', route.query(read, paymentRequestsQuery, paymentRequestPage), (req) => paymentRequests.paymentRequests(req.query));
    r.post(
      '/api/accounting/payment-requests/:id/approve',
      route.byId(writeRequest, paymentRequestRow, {
        description: 'Adds the amount to the given draft group, or to a new draft group.',
        body: approvePaymentRequestBody,
      }),
      (req) => paymentRequests.approveRequest(authOf(req), req.params.id, req.body),
    );
    r.post('/api/accounting/payment-requests/:id/reject', route.byId(writeRequest, paymentRequestRow, { body: rejectPaymentRequestBody }), (req) =>
      paymentRequests.rejectRequest(authOf(req), req.params.id, req.body.reason),
    );

    // ---- Courier app
    r.get(
      '/api/carrier/payout',
      courierRoute.answering(courier, courierPayout, {
        description: "The courier's payable, IBAN, cash in hand, door payments to collect and recent payment requests.",
      }),
      async (req) => {
        const carrierId = await carrierOf(req);
        const [payable, iban, cashInHand, requests] = await Promise.all([
          payouts.payableOf(carrierId),
          bankAccounts.ibanOf(carrierId),
          cash.courierCash(carrierId),
          paymentRequests.paymentRequests({ carrierId, page: 1, size: 10, sort: '-createdAt' }),
        ]);
        return { ...payable, iban: iban.iban, ...cashInHand, requests: requests.items };
      },
    );
    r.post('/api/carrier/payment-requests', courierRoute.created(courier, newPaymentRequestBody, paymentRequestRow), async (req, reply) =>
      reply.status(201).send(await paymentRequests.requestPayout(await carrierOf(req), req.body)),
    );
    r.put('/api/carrier/iban', courierRoute.answering(courier, ibanResult, { body: ibanBody }), async (req) =>
      bankAccounts.setIban(authOf(req).userId, await carrierOf(req), req.body.iban),
    );

    // ---- IBAN on the courier details page
    r.get('/api/carriers/:id/iban', route.byId(read, ibanResult), (req) => bankAccounts.ibanOf(req.params.id));
    r.put('/api/carriers/:id/iban', route.byId(write, ibanResult, { body: ibanBody }), (req) =>
      bankAccounts.setIban(authOf(req).userId, req.params.id, req.body.iban),
    );
  };
}
