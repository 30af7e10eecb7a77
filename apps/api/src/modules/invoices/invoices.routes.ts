import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@kurye/contracts/common';
import { invoicePeriodBody, invoicePreview, invoiceRejectBody, invoiceRequestPage, invoiceRequestRow, invoiceRequestsQuery } from '@kurye/contracts/invoices';
import { AppError } from '../../lib/errors';
import { ownIdOf, type OwnIdOf } from '../../plugins/own-id';
import { authOf, requireClaim, signedIn } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { InvoicesService } from './invoices.service';

const route = routeOptions(['invoices']);

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
      route.created(own, invoicePeriodBody, invoiceRequestRow, {
        description:
          'Asks for an invoice of the period (Istanbul days, inclusive; at most a year, not past today). Overlapping open or issued requests answer 409.',
      }),
      async (req, reply) => reply.status(201).send(await service.request(await ownStore(req), req.body.from, req.body.to)),
    );
    r.get('/api/store/invoice-requests', route.query(own, invoiceRequestsQuery, invoiceRequestPage), async (req) =>
      service.list({ ...req.query, storeId: await ownStore(req) }),
    );

    // ---- Accounting
    r.get('/api/accounting/invoice-requests', route.query(read, invoiceRequestsQuery, invoiceRequestPage), (req) => service.list(req.query));
    r.get('/api/accounting/invoice-requests/:id/preview', route.byId(readRequest, invoicePreview), (req) => service.preview(req.params.id));
    r.post(
      '/api/accounting/invoice-requests/:id/issue',
      route.byId(writeRequest, invoiceRequestRow, {
        description: 'Issues the invoice: next number of the year, fees of the period with KDV, the PDF. A repeat answers the same invoice.',
      }),
      (req) => service.issue(authOf(req).userId, req.params.id),
    );
    r.post('/api/accounting/invoice-requests/:id/reject', route.byId(writeRequest, invoiceRequestRow, { body: invoiceRejectBody }), (req) =>
      service.reject(authOf(req).userId, req.params.id, req.body.reason),
    );

    // ---- The PDF and the e-invoice: accounting sees every invoice, a store only its own (others answer 404).
    /** Undefined for a caller who reads every invoice; the caller's own store for a store; 403 otherwise. */
    const limitedTo = async (req: FastifyRequest) => {
      const auth = authOf(req);
      if (auth.claims.has('invoices.read')) return undefined;
      if (!auth.claims.has('invoices.own')) throw new AppError(403, 'forbidden');
      return ownStore(req);
    };
    r.get(
      '/api/invoices/:id/pdf',
      route.with(signedIn, { description: 'Needs `invoices.read`, or `invoices.own` for the store’s own invoices.', params: idParams }),
      async (req, reply) => {
        const { number, buffer } = await service.pdf(req.params.id, await limitedTo(req));
        return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${number}.pdf"`).send(buffer);
      },
    );
    r.get(
      '/api/invoices/:id/e-invoice',
      route.with(signedIn, {
        description: 'The invoice as UBL-TR 2.1 XML (e-Fatura / e-Arşiv). Needs `invoices.read`, or `invoices.own` for the store’s own invoices.',
        params: idParams,
      }),
      async (req, reply) => {
        const { number, xml } = await service.eInvoiceXml(req.params.id, await limitedTo(req));
        return reply.header('content-type', 'application/xml; charset=utf-8').header('content-disposition', `attachment; filename="${number}.xml"`).send(xml);
      },
    );
  };
}
