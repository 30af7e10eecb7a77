import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { listQuery, pageOf } from '../../lib/paging';
import { authOf, requireClaim, signedIn } from '../../plugins/policy';
import type { SettingsService } from '../settings/settings.service';
import type { Notifier } from '../notifications/notifier';
import { INVOICE_REQUEST_STATUSES, createInvoicesService } from './invoices.service';

const tags = ['invoices'];
const requestRow = z.object({
  id: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  status: z.enum(INVOICE_REQUEST_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  netAmount: z.number().int().nullable(),
  vatAmount: z.number().int().nullable(),
  totalAmount: z.number().int().nullable(),
});
const idParams = z.object({ id: z.uuid() });
const query = listQuery(['createdAt', 'periodFrom', 'status', 'storeName'], '-createdAt' as 'createdAt').extend({
  status: z.enum(INVOICE_REQUEST_STATUSES).optional(),
});

export interface InvoiceRouteDeps {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  storeIdOf: (userId: string) => Promise<string | undefined>;
  notifier?: Notifier;
}

/** Invoice requests (store), their review and issue (accounting), and the invoice PDF. */
export function invoiceRoutes(deps: InvoiceRouteDeps) {
  const service = createInvoicesService(deps);
  async function ownStore(req: FastifyRequest) {
    const id = await deps.storeIdOf(authOf(req).userId);
    if (!id) throw new AppError(403, 'forbidden');
    return id;
  }
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const own = requireClaim('invoices.own', { zoneScoped: false });
    const read = requireClaim('invoices.read', { zoneScoped: false });
    const write = requireClaim('invoices.write', { zoneScoped: false });

    // ---- Store
    r.post(
      '/api/store/invoice-requests',
      {
        config: own,
        schema: {
          tags,
          description:
            'Asks for an invoice of the period (Istanbul days, inclusive; at most a year, not past today). Overlapping open or issued requests answer 409.',
          body: z.object({ from: z.iso.date(), to: z.iso.date() }),
          response: { 201: requestRow },
        },
      },
      async (req, reply) => reply.status(201).send(await service.request(await ownStore(req), req.body.from, req.body.to)),
    );
    r.get('/api/store/invoice-requests', { config: own, schema: { tags, querystring: query, response: { 200: pageOf(requestRow) } } }, async (req) =>
      service.list({ ...req.query, storeId: await ownStore(req) }),
    );

    // ---- Accounting
    r.get('/api/accounting/invoice-requests', { config: read, schema: { tags, querystring: query, response: { 200: pageOf(requestRow) } } }, (req) =>
      service.list(req.query),
    );
    r.get(
      '/api/accounting/invoice-requests/:id/preview',
      {
        config: read,
        schema: {
          tags,
          params: idParams,
          response: {
            200: z.object({
              packets: z.number().int(),
              netAmount: z.number().int(),
              vatPercent: z.number().int(),
              vatAmount: z.number().int(),
              totalAmount: z.number().int(),
            }),
          },
        },
      },
      (req) => service.preview(req.params.id),
    );
    r.post(
      '/api/accounting/invoice-requests/:id/issue',
      {
        config: write,
        schema: {
          tags,
          description: 'Issues the invoice: next number of the year, fees of the period with KDV, the PDF. A repeat answers the same invoice.',
          params: idParams,
          response: { 200: requestRow },
        },
      },
      (req) => service.issue(authOf(req).userId, req.params.id),
    );
    r.post(
      '/api/accounting/invoice-requests/:id/reject',
      { config: write, schema: { tags, params: idParams, body: z.object({ reason: z.string().trim().min(3).max(500) }), response: { 200: requestRow } } },
      (req) => service.reject(authOf(req).userId, req.params.id, req.body.reason),
    );

    // ---- The PDF: accounting sees every invoice, a store only its own (others answer 404).
    r.get(
      '/api/invoices/:id/pdf',
      { config: signedIn, schema: { tags, description: 'Needs `invoices.read`, or `invoices.own` for the store’s own invoices.', params: idParams } },
      async (req, reply) => {
        const auth = authOf(req);
        let storeId: string | undefined;
        if (!auth.claims.has('invoices.read')) {
          if (!auth.claims.has('invoices.own')) throw new AppError(403, 'forbidden');
          storeId = await ownStore(req);
        }
        const { number, buffer } = await service.pdf(req.params.id, storeId);
        return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${number}.pdf"`).send(buffer);
      },
    );
  };
}
