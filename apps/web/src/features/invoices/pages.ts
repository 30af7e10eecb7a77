import type { PageLoaders } from '../../lib/page-loaders';

/** Accounting's invoice requests: issue (number, KDV, PDF) or reject. */
export const pages: PageLoaders = {
  invoiceRequests: () => import('./routes/invoice-requests-page').then((m) => m.InvoiceRequestsPage),
};
