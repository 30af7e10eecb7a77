import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { Page } from '@kurye/contracts/paging';
import type { GroupStatus, AccountingListParams, PaymentGroupRow } from '@kurye/contracts/accounting';

export type GroupParams = AccountingListParams & { status?: GroupStatus };
export const listPaymentGroups = (p: GroupParams) => api.get<Page<PaymentGroupRow>>('/api/accounting/payment-groups', { params: { ...p } });
export const paymentGroupsQuery = (p: GroupParams) =>
  queryOptions({ queryKey: accountingKeys.groups(p), queryFn: () => listPaymentGroups(p), placeholderData: keepPreviousData });
export const usePaymentGroups = (p: GroupParams) => useQuery(paymentGroupsQuery(p));
