import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StoreInvoiceRequest } from './list-invoice-requests';
import { usageKeys } from './keys';

export const createInvoiceRequest = (body: { from: string; to: string }) => api.post<StoreInvoiceRequest>('/api/store/invoice-requests', body);
export const useCreateInvoiceRequest = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createInvoiceRequest, onSuccess: () => client.invalidateQueries({ queryKey: usageKeys.invoiceRequests() }) });
};
