import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
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
import type { AccountingService } from './accounting.service';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';

const tags = ['accounting'];
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
    r.get(
      '/api/accounting/payment-requests',
      { config: read, schema: { tags, querystring: paymentRequestsQuery, response: { 200: paymentRequestPage } } },
      (req) => paymentRequests.paymentRequests(req.query),
    );
    r.post(
      '/api/accounting/payment-requests/:id/approve',
      {
        config: writeRequest,
        schema: {
          tags,
          description: 'Adds the amount to the given draft group, or to a new draft group.',
          params: idParams,
          body: approvePaymentRequestBody,
          response: { 200: paymentRequestRow },
        },
      },
      (req) => paymentRequests.approveRequest(authOf(req), req.params.id, req.body),
    );
    r.post(
      '/api/accounting/payment-requests/:id/reject',
      { config: writeRequest, schema: { tags, params: idParams, body: rejectPaymentRequestBody, response: { 200: paymentRequestRow } } },
      (req) => paymentRequests.rejectRequest(authOf(req), req.params.id, req.body.reason),
    );

    // ---- Courier app
    r.get(
      '/api/carrier/payout',
      {
        config: courier,
        schema: {
          tags: ['courier'],
          description: "The courier's payable, IBAN, cash in hand, door payments to collect and recent payment requests.",
          response: { 200: courierPayout },
        },
      },
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
    r.post(
      '/api/carrier/payment-requests',
      { config: courier, schema: { tags: ['courier'], body: newPaymentRequestBody, response: { 201: paymentRequestRow } } },
      async (req, reply) => reply.status(201).send(await paymentRequests.requestPayout(await carrierOf(req), req.body)),
    );
    r.put('/api/carrier/iban', { config: courier, schema: { tags: ['courier'], body: ibanBody, response: { 200: ibanResult } } }, async (req) =>
      bankAccounts.setIban(authOf(req).userId, await carrierOf(req), req.body.iban),
    );

    // ---- IBAN on the courier details page
    r.get('/api/carriers/:id/iban', { config: read, schema: { tags, params: idParams, response: { 200: ibanResult } } }, (req) =>
      bankAccounts.ibanOf(req.params.id),
    );
    r.put('/api/carriers/:id/iban', { config: write, schema: { tags, params: idParams, body: ibanBody, response: { 200: ibanResult } } }, (req) =>
      bankAccounts.setIban(authOf(req).userId, req.params.id, req.body.iban),
    );
  };
}
