import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';

/** Money at a glance (kuruş) and the queues waiting for the accountant. */
export interface AccountingOverview {
  storeCredit: number;
  carrierPayable: number;
  carriersOwed: number;
  cashWithCarriers: number;
  storePayable: number;
  openGroups: number;
  openGroupAmount: number;
  pendingPaymentRequests: number;
  pendingInvoiceRequests: number;
}

export const getAccountingOverview = () => api.get<AccountingOverview>('/api/accounting/overview');
export const accountingOverviewQuery = () => queryOptions({ queryKey: accountingKeys.overview(), queryFn: getAccountingOverview });
export const useAccountingOverview = () => useQuery(accountingOverviewQuery());
