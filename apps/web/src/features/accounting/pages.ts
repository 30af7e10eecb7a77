import type { PageLoaders } from '../../lib/page-loaders';

/** The accounting pages (Admin and Accountant) by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  accountingOverview: () => import('./routes/overview-page').then((m) => m.AccountingOverviewPage),
  currentCarrierPayments: () => import('./routes/current-carrier-payments-page').then((m) => m.CurrentCarrierPaymentsPage),
  paymentGroups: () => import('./routes/payment-groups-page').then((m) => m.PaymentGroupsPage),
  paymentRequests: () => import('./routes/payment-requests-page').then((m) => m.PaymentRequestsPage),
  payments: () => import('./routes/payments-page').then((m) => m.PaymentsPage),
  cashReconciliation: () => import('./routes/cash-reconciliation-page').then((m) => m.CashReconciliationPage),
};
