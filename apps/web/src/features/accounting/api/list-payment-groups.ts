import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { ListParams, Page } from '@kurye/contracts/paging';
import type { PaymentGroupRow, PaymentGroupStatus } from '@kurye/contracts/payouts';

export type GroupParams = ListParams & { status?: PaymentGroupStatus };
export const listPaymentGroups = (p: GroupParams) => api.get<Page<PaymentGroupRow>>('/api/accounting/payment-groups', { params: { ...p } });
export const paymentGroupsQuery = (p: GroupParams) =>
  queryOptions({ queryKey: accountingKeys.groups(p), queryFn: () => listPaymentGroups(p), placeholderData: keepPreviousData });
export const usePaymentGroups = (p: GroupParams) => useQuery(paymentGroupsQuery(p));
