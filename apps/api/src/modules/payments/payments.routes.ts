import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import {
  paymentCallbackBody,
  paymentReturnQuery,
  sandboxDecisionBody,
  sandboxTokenParams,
  storePaymentPage,
  storePaymentsQuery,
  storePaymentWithBalance,
  topUpBody,
  topUpHeaders,
  topUpOptions,
  topUpStarted,
} from '@kurye/contracts/payments';
import { AppError } from '../../lib/errors';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { publicRoute, requireClaim } from '../../plugins/policy';
import { SANDBOX_CARDS } from './payment-provider';
import type { PaymentsService } from './payments.service';
import { luhnValid, SANDBOX_PAGE_CSP, sandboxPage } from './sandbox-page';

const tags = ['payments'];
const CREDIT_PAGE = '/store/credit/buy';

export interface PaymentRouteDeps {
  payments: PaymentsService;
  storeIdOf: OwnIdOf;
}

/** Store top-ups: options, start a payment, its history; the provider's callback and return; the sandbox's page. */
export function paymentRoutes({ payments, storeIdOf }: PaymentRouteDeps) {
  const ownStore = ownIdOf(storeIdOf);

  return async (app: FastifyInstance) => {
    // The provider's callback and the sandbox page post ordinary HTML forms.
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const own = requireClaim('payments.own');
    const ownPayment = requireClaim('payments.own', { resource: { kind: 'storePayment' } });

    r.get(
      '/api/store/top-up-options',
      {
        config: own,
        schema: {
          tags,
          response: { 200: topUpOptions },
        },
      },
      () => payments.limits(),
    );

    r.post(
      '/api/store/payments',
      {
        config: own,
        schema: {
          tags,
          description: 'Starts a credit top-up; send the payer to `redirectUrl`. Needs an `Idempotency-Key` header: a replay answers the same payment.',
          headers: topUpHeaders,
          body: topUpBody,
          response: { 200: topUpStarted, 201: topUpStarted },
        },
      },
      async (req, reply) => {
        const key = req.headers['idempotency-key'];
        if (!key) throw new AppError(400, 'idempotency_key_required');
        const started = await payments.create(await ownStore(req), req.body.amount, key, req.ip);
        return reply.status(started.replayed ? 200 : 201).send({ id: started.id, redirectUrl: started.redirectUrl });
      },
    );

    r.get(
      '/api/store/payments',
      {
        config: own,
        schema: {
          tags,
          querystring: storePaymentsQuery,
          response: { 200: storePaymentPage },
        },
      },
      async (req) => payments.list(await ownStore(req), req.query),
    );

    r.get('/api/store/payments/:id', { config: ownPayment, schema: { tags, params: idParams, response: { 200: storePaymentWithBalance } } }, async (req) =>
      payments.one(await ownStore(req), req.params.id),
    );

    // ---- The provider sends the payer's browser back here; only a server-to-server retrieve decides the outcome.
    const finish = async (token: string | undefined, reply: import('fastify').FastifyReply) => {
      if (!token) throw new AppError(400, 'validation_error', { fields: 'token' });
      const p = await payments.complete(token);
      return reply.redirect(`${CREDIT_PAGE}?payment=${p.id}`, 303);
    };
    r.post(
      '/api/payments/callback',
      {
        config: publicRoute,
        schema: {
          tags,
          description: 'The provider posts `token` (form or JSON) when the payer is done.',
          body: paymentCallbackBody,
        },
      },
      (req, reply) => finish(req.body.token, reply),
    );
    r.get('/api/payments/return', { config: publicRoute, schema: { tags, querystring: paymentReturnQuery } }, (req, reply) => finish(req.query.token, reply));

    // ---- The sandbox gateway's hosted 3-D Secure page.
    r.get('/api/payments/sandbox/:token', { config: publicRoute, schema: { hide: true, params: sandboxTokenParams } }, async (req, reply) => {
      const p = await payments.sandboxPayment(req.params.token);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', SANDBOX_PAGE_CSP)
        .send(
          sandboxPage({
            token: req.params.token,
            amount: p.amount,
            storeName: p.storeName,
            status: p.status,
            decided: !!(p.providerData as { decision?: string } | null)?.decision,
          }),
        );
    });
    r.post(
      '/api/payments/sandbox/:token',
      {
        config: publicRoute,
        schema: {
          hide: true,
          params: sandboxTokenParams,
          body: sandboxDecisionBody,
        },
      },
      async (req, reply) => {
        const p = await payments.sandboxPayment(req.params.token);
        const digits = req.body.cardNumber.replace(/[\s-]/g, '');
        if (req.body.action === 'approve' && !luhnValid(digits)) {
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .header('content-security-policy', SANDBOX_PAGE_CSP)
            .send(
              sandboxPage({
                token: req.params.token,
                amount: p.amount,
                storeName: p.storeName,
                status: p.status,
                decided: false,
                card: req.body.cardNumber,
                error: 'Kart numarası geçersiz. Lütfen deneme kartlarından birini girin.',
              }),
            );
        }
        const decision = req.body.action === 'approve' && digits !== SANDBOX_CARDS.decline ? 'approved' : 'declined';
        await payments.sandboxDecide(req.params.token, decision, digits.slice(-4));
        return reply.redirect(`/api/payments/return?token=${encodeURIComponent(req.params.token)}`, 303);
      },
    );
  };
}
