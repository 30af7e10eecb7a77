import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';

export interface InvoicePreview {
  packets: number;
  netAmount: number;
  vatPercent: number;
  vatAmount: number;
  totalAmount: number;
}

export const previewInvoice = (id: string) => api.get<InvoicePreview>(`/api/accounting/invoice-requests/${id}/preview`);
export const invoicePreviewQuery = (id: string) => queryOptions({ queryKey: invoiceKeys.preview(id), queryFn: () => previewInvoice(id) });
export const useInvoicePreview = (id: string | undefined) => useQuery({ ...invoicePreviewQuery(id ?? ''), enabled: !!id });
