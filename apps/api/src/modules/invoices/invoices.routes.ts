import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { invoicePeriodBody, invoicePreview, invoiceRejectBody, invoiceRequestPage, invoiceRequestRow, invoiceRequestsQuery } from '@kurye/contracts/invoices';
import { AppError } from '../../lib/errors';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { authOf, requireClaim, signedIn } from '../../plugins/policy';
import type { InvoicesService } from './invoices.service';

const tags = ['invoices'];

export interface InvoiceRouteDeps {
  invoices: InvoicesService;
  storeIdOf: OwnIdOf;
}

/** Invoice requests (store), their review and issue (accounting), and the invoice PDF. */
export function invoiceRoutes(deps: InvoiceRouteDeps) {
  const service = deps.invoices;
  const ownStore = ownIdOf(deps.storeIdOf);
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const own = requireClaim('invoices.own');
    const read = requireClaim('invoices.read');
    const readRequest = requireClaim('invoices.read', { resource: { kind: 'invoiceRequest' } });
    const writeRequest = requireClaim('invoices.write', { resource: { kind: 'invoiceRequest' } });

    // ---- Store
    r.post(
      '/api/store/invoice-requests',
      {
        config: own,
        schema: {
          tags,
          description:
            'Asks for an invoice of the period (Istanbul days, inclusive; at most a year, not past today). Overlapping open or issued requests answer 409.',
          body: invoicePeriodBody,
          response: { 201: invoiceRequestRow },
        },
      },
      async (req, reply) => reply.status(201).send(await service.request(await ownStore(req), req.body.from, req.body.to)),
    );
    r.get(
      '/api/store/invoice-requests',
      { config: own, schema: { tags, querystring: invoiceRequestsQuery, response: { 200: invoiceRequestPage } } },
      async (req) => service.list({ ...req.query, storeId: await ownStore(req) }),
    );

    // ---- Accounting
    r.get(
      '/api/accounting/invoice-requests',
      { config: read, schema: { tags, querystring: invoiceRequestsQuery, response: { 200: invoiceRequestPage } } },
      (req) => service.list(req.query),
    );
    r.get(
      '/api/accounting/invoice-requests/:id/preview',
      {
        config: readRequest,
        schema: {
          tags,
          params: idParams,
          response: { 200: invoicePreview },
        },
      },
      (req) => service.preview(req.params.id),
    );
    r.post(
      '/api/accounting/invoice-requests/:id/issue',
      {
        config: writeRequest,
        schema: {
          tags,
          description: 'Issues the invoice: next number of the year, fees of the period with KDV, the PDF. A repeat answers the same invoice.',
          params: idParams,
          response: { 200: invoiceRequestRow },
        },
      },
      (req) => service.issue(authOf(req).userId, req.params.id),
    );
    r.post(
      '/api/accounting/invoice-requests/:id/reject',
      { config: writeRequest, schema: { tags, params: idParams, body: invoiceRejectBody, response: { 200: invoiceRequestRow } } },
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
