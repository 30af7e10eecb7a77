import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { bankReferenceBody, idempotencyHeaders, moneyOverview } from '@kurye/contracts/ledger';
import {
  carrierBalancePage,
  carrierBalancesQuery,
  createPaymentGroupBody,
  paidPaymentGroup,
  paymentGroupDetail,
  paymentGroupItemParams,
  paymentGroupPage,
  paymentGroupsQuery,
  payoutPage,
  payoutsExportQuery,
  payoutsQuery,
} from '@kurye/contracts/payouts';
import { authOf, requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { AccountingService } from './accounting.service';
import { workbookOf } from './excel';
import { dayName, idempotencyKeyOf, sendXlsx } from './route-helpers';

const route = routeOptions(['accounting']);
const read = requireClaim('payments.read');
const write = requireClaim('payments.write');

/** The accountant's overview, what couriers are owed, payment groups and done payouts. */
export function payoutRoutes({ overview, payouts }: Pick<AccountingService, 'overview' | 'payouts'>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/accounting/overview',
      route.answering(read, moneyOverview, { description: "The accountant's landing page: money totals (kuruş) and the queues waiting for a decision." }),
      () => overview(),
    );
    r.get(
      '/api/accounting/carrier-balances',
      route.query(read, carrierBalancesQuery, carrierBalancePage, {
        description: 'What each courier is owed now (earned − paid − in an open group). `owed=false` lists every courier.',
      }),
      (req) => payouts.carrierBalances(req.query),
    );

    r.post(
      '/api/accounting/payment-groups',
      route.created(requireClaim('payments.write', { resource: { kind: 'carrier', body: 'carrierIds' } }), createPaymentGroupBody, paymentGroupDetail, {
        description: "A draft payout batch of the chosen couriers' whole available payables. 409 when a payable is already in an open group.",
      }),
      async (req, reply) => reply.status(201).send(await payouts.createGroup(authOf(req), req.body)),
    );
    r.get('/api/accounting/payment-groups', route.query(read, paymentGroupsQuery, paymentGroupPage), (req) => payouts.listGroups(req.query));
    r.get('/api/accounting/payment-groups/:id', route.byId(read, paymentGroupDetail), (req) => payouts.group(req.params.id));

    r.get(
      '/api/accounting/payment-groups/:id/export',
      route.with(read, { description: 'The bank transfer list (Excel): name, IBAN, amount, description.', params: idParams }),
      async (req, reply) => {
        const group = await payouts.group(req.params.id);
        const buffer = await workbookOf(
          'Havale Listesi',
          [
            { header: 'Ad Soyad', width: 30, value: (i: (typeof group.items)[number]) => i.name },
            { header: 'IBAN', width: 34, value: (i) => i.iban ?? '' },
            { header: 'Tutar', width: 16, value: (i) => i.amount, money: true },
            { header: 'Açıklama', width: 40, value: () => `${group.description} #${group.number}` },
          ],
          group.items,
        );
        return sendXlsx(reply, `odeme-grubu-${group.number}.xlsx`, buffer);
      },
    );

    r.post('/api/accounting/payment-groups/:id/approve', route.byId(write, paymentGroupDetail), (req) => payouts.approveGroup(authOf(req), req.params.id));
    r.post('/api/accounting/payment-groups/:id/cancel', route.byId(write, paymentGroupDetail), (req) => payouts.cancelGroup(authOf(req), req.params.id));
    r.delete('/api/accounting/payment-groups/:id/items/:carrierId', route.answering(write, paymentGroupDetail, { params: paymentGroupItemParams }), (req) =>
      payouts.removeItem(authOf(req), req.params.id, req.params.carrierId),
    );
    r.post(
      '/api/accounting/payment-groups/:id/paid',
      route.byId(write, paidPaymentGroup, {
        description:
          "Marks an approved group paid and posts each courier's payable → bank, once. Needs an `Idempotency-Key`; a replay answers the first result.",
        headers: idempotencyHeaders,
        body: bankReferenceBody,
      }),
      (req) => payouts.markPaid(authOf(req), req.params.id, req.body.bankReference, idempotencyKeyOf(req)),
    );

    r.get('/api/accounting/payments', route.query(read, payoutsQuery, payoutPage, { description: 'Done payouts.' }), (req) => payouts.payments(req.query));
    r.get(
      '/api/accounting/payments/export',
      route.with(read, { description: 'The filtered payouts as Excel (up to 10 000 rows).', querystring: payoutsExportQuery }),
      async (req, reply) => {
        const { items } = await payouts.payments({ ...req.query, page: 1, size: 10_000 });
        const buffer = await workbookOf(
          'Ödemeler',
          [
            { header: 'Ödeme Tarihi', width: 20, value: (p: (typeof items)[number]) => p.paidAt },
            { header: 'Kurye', width: 30, value: (p) => p.name },
            { header: 'IBAN', width: 34, value: (p) => p.iban ?? '' },
            { header: 'Tutar', width: 16, value: (p) => p.amount, money: true },
            { header: 'Banka Referansı', width: 24, value: (p) => p.bankReference },
            { header: 'Ödeme Grubu', width: 14, value: (p) => p.groupNumber },
          ],
          items,
        );
        return sendXlsx(reply, `odemeler-${dayName(new Date())}.xlsx`, buffer);
      },
    );
  };
}
