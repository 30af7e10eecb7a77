import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { ListParams, Page } from '@kurye/contracts/paging';
import type { PaymentRow } from '@kurye/contracts/payouts';

export type PaymentParams = ListParams & { from?: string; to?: string; carrierId?: string };
export const listPayments = (p: PaymentParams) => api.get<Page<PaymentRow>>('/api/accounting/payments', { params: { ...p } });
export const paymentsQuery = (p: PaymentParams) =>
  queryOptions({ queryKey: accountingKeys.payments(p), queryFn: () => listPayments(p), placeholderData: keepPreviousData });
export const usePayments = (p: PaymentParams) => useQuery(paymentsQuery(p));
