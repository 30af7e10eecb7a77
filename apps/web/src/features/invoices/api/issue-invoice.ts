import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';
import type { InvoiceRequest } from './list-invoice-requests';

export const issueInvoice = (id: string) => api.post<InvoiceRequest>(`/api/accounting/invoice-requests/${id}/issue`);
export const useIssueInvoice = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: issueInvoice, onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }) });
};
