import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invoiceKeys } from './keys';
import type { InvoiceRequest } from './list-invoice-requests';

export const rejectInvoiceRequest = ({ id, reason }: { id: string; reason: string }) =>
  api.post<InvoiceRequest>(`/api/accounting/invoice-requests/${id}/reject`, { reason });
export const useRejectInvoiceRequest = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectInvoiceRequest, onSuccess: () => client.invalidateQueries({ queryKey: invoiceKeys.all }) });
};
