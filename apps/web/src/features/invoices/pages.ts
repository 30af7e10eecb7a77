import type { PageLoaders } from '../../app/area-pages';

/** Accounting's invoice requests: issue (number, KDV, PDF) or reject. */
export const pages: PageLoaders = {
  invoiceRequests: () => import('./routes/invoice-requests-page').then((m) => m.InvoiceRequestsPage),
};
