import type { Page } from '@kurye/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys, type InvoiceRequestListParams } from './keys';

export type InvoiceRequestStatus = 'pending' | 'issued' | 'rejected';
export interface InvoiceRequest {
  id: string;
  storeId: string;
  storeName: string;
  periodFrom: string;
  periodTo: string;
  status: InvoiceRequestStatus;
  rejectReason: string | null;
  createdAt: string;
  decidedAt: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  netAmount: number | null;
  vatAmount: number | null;
  totalAmount: number | null;
}

export const listInvoiceRequests = (params: InvoiceRequestListParams) =>
  api.get<Page<InvoiceRequest>>('/api/accounting/invoice-requests', { params: { ...params } });
export const invoiceRequestListQuery = (params: InvoiceRequestListParams) =>
  queryOptions({ queryKey: invoiceKeys.list(params), queryFn: () => listInvoiceRequests(params), placeholderData: keepPreviousData });
export const useInvoiceRequestList = (params: InvoiceRequestListParams) => useQuery(invoiceRequestListQuery(params));
