import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { listQuery, pageOf } from '../../lib/paging';
import { authOf, requireClaim } from '../../plugins/policy';
import type { StoreRequestsService as DeliveriesService } from '../store-requests/store-requests.service';
import type { AccountingService } from './accounting.service';
import { XLSX_TYPE, workbookOf } from './excel';

const tags = ['accounting'];
const read = requireClaim('payments.read', { zoneScoped: false });
const write = requireClaim('payments.write', { zoneScoped: false });
const courier = requireClaim('courier.work', { zoneScoped: false });
const store = requireClaim('requests.own', { zoneScoped: false });

const kurus = z.number().int().describe('kuruş');
const money = z.number().int().min(1).max(100_000_000_00).describe('kuruş');
const idParams = z.object({ id: z.uuid() });
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });
const ibanBody = z.object({ iban: z.string().trim().max(40).describe('TR IBAN; checked with the shared mod-97 rule (400 invalid_iban)') });
const ibanResult = z.object({ iban: z.string().nullable(), updatedAt: z.date().nullable() });

const carrierBalance = z.object({
  carrierId: z.string(),
  name: z.string(),
  zoneName: z.string(),
  iban: z.string().nullable(),
  earned: kurus,
  paid: kurus,
  balance: kurus.describe('payable in the ledger (kuruş)'),
  inGroup: kurus.describe('held by an open payment group'),
  available: kurus.describe('what can go into a new group: balance − inGroup'),
  packets: z.number().int(),
  lastPayoutAt: z.date().nullable(),
});
const groupStatus = z.enum(['draft', 'approved', 'paid', 'cancelled']);
const groupRow = z.object({
  id: z.string(),
  number: z.number().int(),
  status: groupStatus,
  description: z.string(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
  bankReference: z.string().nullable(),
  total: kurus,
  couriers: z.number().int(),
});
const groupDetail = z.object({
  id: z.string(),
  number: z.number().int(),
  status: groupStatus,
  description: z.string(),
  createdAt: z.date(),
  approvedAt: z.date().nullable(),
  paidAt: z.date().nullable(),
  cancelledAt: z.date().nullable(),
  bankReference: z.string().nullable(),
  transactionId: z.string().nullable(),
  total: kurus,
  items: z.array(z.object({ id: z.string(), carrierId: z.string(), name: z.string(), amount: kurus, iban: z.string().nullable() })),
});
const paymentRow = z.object({
  id: z.string(),
  groupId: z.string(),
  groupNumber: z.number().int(),
  carrierId: z.string(),
  name: z.string(),
  iban: z.string().nullable(),
  amount: kurus,
  paidAt: z.date(),
  bankReference: z.string(),
});
const requestStatus = z.enum(['pending', 'approved', 'rejected']);
const paymentRequestRow = z.object({
  id: z.string(),
  carrierId: z.string(),
  name: z.string(),
  amount: kurus,
  note: z.string().nullable(),
  status: requestStatus,
  reason: z.string().nullable(),
  groupId: z.string().nullable(),
  groupNumber: z.number().int().nullable(),
  groupStatus: z.string().nullable(),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
});
/** A list query whose default sort is the first field, descending. */
const newestFirst = <const F extends readonly [string, ...string[]]>(fields: F) => listQuery(fields, `-${fields[0]}`);
const dateQuery = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .optional();
const paymentsQuery = newestFirst(['paidAt', 'amount', 'name']).extend({ carrierId: z.uuid().optional(), from: dateQuery, to: dateQuery });
const codBody = z.object({ amount: money, method: z.enum(['cash', 'card']) });
const codResult = z.object({ requestId: z.string(), amount: kurus, method: z.enum(['cash', 'card', 'mixed']), collectedAt: z.date().nullable() }).nullable();

const dayName = (d: Date) => d.toISOString().slice(0, 10);
function sendXlsx(reply: import('fastify').FastifyReply, name: string, buffer: Buffer) {
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(buffer);
}

export interface AccountingRouteDeps {
  accounting: AccountingService;
  deliveries: DeliveriesService;
  carrierIdOf: (userId: string) => Promise<string | undefined>;
}

/** Money going out: courier payouts (balances, groups, requests, payments), IBANs, cash on delivery. */
export function accountingRoutes({ accounting, deliveries, carrierIdOf }: AccountingRouteDeps) {
  async function carrierOf(req: FastifyRequest) {
    const id = await carrierIdOf(authOf(req).userId);
    if (!id) throw new AppError(403, 'forbidden');
    return id;
  }
  async function storeOf(req: FastifyRequest) {
    const s = await deliveries.ownStore(authOf(req).userId);
    if (!s) throw new AppError(403, 'forbidden');
    return s.id;
  }
  const keyOf = (req: FastifyRequest) => {
    const key = req.headers['idempotency-key'];
    if (typeof key !== 'string' || !key) throw new AppError(400, 'idempotency_key_required');
    return key;
  };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // ---- Courier payouts
    r.get(
      '/api/accounting/overview',
      {
        config: read,
        schema: {
          tags,
          description: "The accountant's landing page: money totals (kuruş) and the queues waiting for a decision.",
          response: {
            200: z.object({
              storeCredit: z.number().int(),
              carrierPayable: z.number().int(),
              carriersOwed: z.number().int(),
              cashWithCarriers: z.number().int(),
              storePayable: z.number().int(),
              openGroups: z.number().int(),
              openGroupAmount: z.number().int(),
              pendingPaymentRequests: z.number().int(),
              pendingInvoiceRequests: z.number().int(),
            }),
          },
        },
      },
      () => accounting.overview(),
    );

    r.get(
      '/api/accounting/carrier-balances',
      {
        config: read,
        schema: {
          tags,
          description: 'What each courier is owed now (earned − paid − in an open group). `owed=false` lists every courier.',
          querystring: listQuery(['name', 'available', 'balance'], 'name').extend({ owed: z.enum(['true', 'false']).optional() }),
          response: { 200: pageOf(carrierBalance) },
        },
      },
      (req) => accounting.carrierBalances(req.query),
    );

    r.post(
      '/api/accounting/payment-groups',
      {
        config: write,
        schema: {
          tags,
          description: "A draft payout batch of the chosen couriers' whole available payables. 409 when a payable is already in an open group.",
          body: z.object({ carrierIds: z.array(z.uuid()).min(1).max(500), description: z.string().trim().max(200).optional() }),
          response: { 201: groupDetail },
        },
      },
      async (req, reply) => reply.status(201).send(await accounting.createGroup(authOf(req), req.body)),
    );

    r.get(
      '/api/accounting/payment-groups',
      {
        config: read,
        schema: { tags, querystring: newestFirst(['createdAt', 'number']).extend({ status: groupStatus.optional() }), response: { 200: pageOf(groupRow) } },
      },
      (req) => accounting.listGroups(req.query),
    );

    r.get('/api/accounting/payment-groups/:id', { config: read, schema: { tags, params: idParams, response: { 200: groupDetail } } }, (req) =>
      accounting.group(req.params.id),
    );

    r.get(
      '/api/accounting/payment-groups/:id/export',
      { config: read, schema: { tags, description: 'The bank transfer list (Excel): name, IBAN, amount, description.', params: idParams } },
      async (req, reply) => {
        const group = await accounting.group(req.params.id);
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

    r.post('/api/accounting/payment-groups/:id/approve', { config: write, schema: { tags, params: idParams, response: { 200: groupDetail } } }, (req) =>
      accounting.approveGroup(authOf(req), req.params.id),
    );
    r.post('/api/accounting/payment-groups/:id/cancel', { config: write, schema: { tags, params: idParams, response: { 200: groupDetail } } }, (req) =>
      accounting.cancelGroup(authOf(req), req.params.id),
    );
    r.delete(
      '/api/accounting/payment-groups/:id/items/:carrierId',
      { config: write, schema: { tags, params: z.object({ id: z.uuid(), carrierId: z.uuid() }), response: { 200: groupDetail } } },
      (req) => accounting.removeItem(authOf(req), req.params.id, req.params.carrierId),
    );

    r.post(
      '/api/accounting/payment-groups/:id/paid',
      {
        config: write,
        schema: {
          tags,
          description:
            "Marks an approved group paid and posts each courier's payable → bank, once. Needs an `Idempotency-Key`; a replay answers the first result.",
          params: idParams,
          headers: idempotencyHeaders,
          body: z.object({ bankReference: z.string().trim().min(3).max(100) }),
          response: { 200: groupDetail.extend({ replayed: z.boolean() }) },
        },
      },
      (req) => accounting.markPaid(authOf(req), req.params.id, req.body.bankReference, keyOf(req)),
    );

    r.get(
      '/api/accounting/payments',
      { config: read, schema: { tags, description: 'Done payouts.', querystring: paymentsQuery, response: { 200: pageOf(paymentRow) } } },
      (req) => accounting.payments(req.query),
    );

    r.get(
      '/api/accounting/payments/export',
      {
        config: read,
        schema: { tags, description: 'The filtered payouts as Excel (up to 10 000 rows).', querystring: paymentsQuery.omit({ page: true, size: true }) },
      },
      async (req, reply) => {
        const { items } = await accounting.payments({ ...req.query, page: 1, size: 10_000 });
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

    // ---- Payment requests
    r.get(
      '/api/accounting/payment-requests',
      {
        config: read,
        schema: {
          tags,
          querystring: newestFirst(['createdAt', 'amount']).extend({ status: requestStatus.optional() }),
          response: { 200: pageOf(paymentRequestRow) },
        },
      },
      (req) => accounting.paymentRequests(req.query),
    );
    r.post(
      '/api/accounting/payment-requests/:id/approve',
      {
        config: write,
        schema: {
          tags,
          description: 'Adds the amount to the given draft group, or to a new draft group.',
          params: idParams,
          body: z.object({ groupId: z.uuid().optional() }),
          response: { 200: paymentRequestRow },
        },
      },
      (req) => accounting.approveRequest(authOf(req), req.params.id, req.body),
    );
    r.post(
      '/api/accounting/payment-requests/:id/reject',
      {
        config: write,
        schema: { tags, params: idParams, body: z.object({ reason: z.string().trim().min(3).max(300) }), response: { 200: paymentRequestRow } },
      },
      (req) => accounting.rejectRequest(authOf(req), req.params.id, req.body.reason),
    );

    // ---- Courier app
    r.get(
      '/api/carrier/payout',
      {
        config: courier,
        schema: {
          tags: ['courier'],
          description: "The courier's payable, IBAN, cash in hand, door payments to collect and recent payment requests.",
          response: {
            200: z.object({
              balance: kurus,
              inGroup: kurus,
              available: kurus,
              iban: z.string().nullable(),
              cashInHand: kurus,
              toCollect: z.array(z.object({ requestId: z.string(), amount: kurus, method: z.enum(['cash', 'card', 'mixed']), storeName: z.string() })),
              requests: z.array(paymentRequestRow),
            }),
          },
        },
      },
      async (req) => {
        const carrierId = await carrierOf(req);
        const [payable, iban, cash, requests] = await Promise.all([
          accounting.payableOf(carrierId),
          accounting.ibanOf(carrierId),
          accounting.courierCash(carrierId),
          accounting.paymentRequests({ carrierId, page: 1, size: 10, sort: '-createdAt' }),
        ]);
        return { ...payable, iban: iban.iban, ...cash, requests: requests.items };
      },
    );
    r.post(
      '/api/carrier/payment-requests',
      {
        config: courier,
        schema: { tags: ['courier'], body: z.object({ amount: money, note: z.string().trim().max(300).optional() }), response: { 201: paymentRequestRow } },
      },
      async (req, reply) => reply.status(201).send(await accounting.requestPayout(await carrierOf(req), req.body)),
    );
    r.put('/api/carrier/iban', { config: courier, schema: { tags: ['courier'], body: ibanBody, response: { 200: ibanResult } } }, async (req) =>
      accounting.setIban(authOf(req).userId, await carrierOf(req), req.body.iban),
    );

    // ---- IBAN on the courier details page
    r.get('/api/carriers/:id/iban', { config: read, schema: { tags, params: idParams, response: { 200: ibanResult } } }, (req) =>
      accounting.ibanOf(req.params.id),
    );
    r.put('/api/carriers/:id/iban', { config: write, schema: { tags, params: idParams, body: ibanBody, response: { 200: ibanResult } } }, (req) =>
      accounting.setIban(authOf(req).userId, req.params.id, req.body.iban),
    );

    // ---- Cash on delivery
    r.get('/api/requests/:id/cash-on-delivery', { config: store, schema: { tags: ['store'], params: idParams, response: { 200: codResult } } }, async (req) =>
      accounting.cashOnDeliveryOf(await storeOf(req), req.params.id),
    );
    r.put(
      '/api/requests/:id/cash-on-delivery',
      {
        config: store,
        schema: {
          tags: ['store'],
          description: 'Marks the request "kapıda ödeme": the courier collects `amount` in cash or by card.',
          params: idParams,
          body: codBody,
          response: { 200: codResult },
        },
      },
      async (req) => accounting.setCashOnDelivery(await storeOf(req), req.params.id, req.body),
    );
    r.delete(
      '/api/requests/:id/cash-on-delivery',
      { config: store, schema: { tags: ['store'], params: idParams, response: { 200: codResult } } },
      async (req) => accounting.setCashOnDelivery(await storeOf(req), req.params.id, null),
    );

    r.get(
      '/api/accounting/cash',
      {
        config: read,
        schema: {
          tags,
          description: "Each courier's cash in hand (collected at the door − handed in). `all=true` lists couriers who never collected.",
          querystring: z.object({
            page: z.coerce.number().int().min(1).default(1),
            size: z.coerce.number().int().min(1).max(100).default(20),
            q: z.string().trim().max(100).optional(),
            all: z.enum(['true', 'false']).optional(),
          }),
          response: {
            200: pageOf(
              z.object({
                carrierId: z.string(),
                name: z.string(),
                zoneName: z.string(),
                collected: kurus,
                handedIn: kurus,
                cashInHand: kurus,
                lastHandInAt: z.date().nullable(),
              }),
            ).extend({
              summary: z.object({ cashInHand: kurus, collected: kurus, handedIn: kurus }),
            }),
          },
        },
      },
      (req) => accounting.cashBalances(req.query),
    );
    r.post(
      '/api/accounting/cash/handins',
      {
        config: write,
        schema: {
          tags,
          description: 'Records cash a courier handed in (at most their cash in hand). Needs an `Idempotency-Key`.',
          headers: idempotencyHeaders,
          body: z.object({ carrierId: z.uuid(), amount: money, note: z.string().trim().max(200).optional() }),
          response: { 200: z.object({ id: z.string(), transactionId: z.string(), cashInHand: kurus, replayed: z.boolean() }) },
        },
      },
      (req) => accounting.handIn(authOf(req), req.body, keyOf(req)),
    );
    r.get(
      '/api/accounting/store-payables',
      {
        config: read,
        schema: {
          tags,
          description: 'Stores owed their collected door payments; `toPay` is net of the fees they owe (negative prepaid credit).',
          querystring: z.object({
            page: z.coerce.number().int().min(1).default(1),
            size: z.coerce.number().int().min(1).max(100).default(20),
            q: z.string().trim().max(100).optional(),
          }),
          response: {
            200: pageOf(
              z.object({
                storeId: z.string(),
                name: z.string(),
                payable: kurus,
                collected: kurus,
                creditBalance: kurus,
                feeOffset: kurus,
                toPay: kurus,
                lastSettledAt: z.date().nullable(),
              }),
            ),
          },
        },
      },
      (req) => accounting.storePayables(req.query),
    );
    r.post(
      '/api/accounting/store-payables/:id/settle',
      {
        config: write,
        schema: {
          tags,
          description: 'Pays the store its collected amounts net of fees it owes. Needs an `Idempotency-Key`.',
          params: idParams,
          headers: idempotencyHeaders,
          body: z.object({ bankReference: z.string().trim().min(3).max(100) }),
          response: { 200: z.object({ id: z.string(), transactionId: z.string(), paid: kurus, replayed: z.boolean() }) },
        },
      },
      (req) => accounting.settleStore(authOf(req), req.params.id, req.body.bankReference, keyOf(req)),
    );
  };
}
