import type { Page } from '@kurye/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usageKeys, type InvoiceRequestParams } from './keys';

export type InvoiceRequestStatus = 'pending' | 'issued' | 'rejected';
export interface StoreInvoiceRequest {
  id: string;
  periodFrom: string;
  periodTo: string;
  status: InvoiceRequestStatus;
  rejectReason: string | null;
  createdAt: string;
  invoiceId: string | null;
  invoiceNumber: string | null;
  totalAmount: number | null;
}

export const listInvoiceRequests = (params: InvoiceRequestParams) =>
  api.get<Page<StoreInvoiceRequest>>('/api/store/invoice-requests', { params: { ...params } });
export const invoiceRequestsQuery = (params: InvoiceRequestParams) =>
  queryOptions({ queryKey: usageKeys.invoiceRequestList(params), queryFn: () => listInvoiceRequests(params), placeholderData: keepPreviousData });
export const useInvoiceRequests = (params: InvoiceRequestParams) => useQuery(invoiceRequestsQuery(params));
