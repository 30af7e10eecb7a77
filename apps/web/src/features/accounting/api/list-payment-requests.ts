import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { ListParams, Page } from '@kurye/contracts/paging';
import type { PaymentRequestRow, PaymentRequestStatus } from '@kurye/contracts/payouts';

export type RequestParams = ListParams & { status?: PaymentRequestStatus };
export const listPaymentRequests = (p: RequestParams) => api.get<Page<PaymentRequestRow>>('/api/accounting/payment-requests', { params: { ...p } });
export const paymentRequestsQuery = (p: RequestParams) =>
  queryOptions({ queryKey: accountingKeys.requests(p), queryFn: () => listPaymentRequests(p), placeholderData: keepPreviousData });
export const usePaymentRequests = (p: RequestParams) => useQuery(paymentRequestsQuery(p));
