import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { PaymentGroup } from '@kurye/contracts/payouts';

/** Approve or cancel a group, or take one courier out of a draft group. */
export const approvePaymentGroup = (id: string) => api.post<PaymentGroup>(`/api/accounting/payment-groups/${encodeURIComponent(id)}/approve`);
export const cancelPaymentGroup = (id: string) => api.post<PaymentGroup>(`/api/accounting/payment-groups/${encodeURIComponent(id)}/cancel`);
export const removeGroupItem = (id: string, carrierId: string) =>
  api.delete<PaymentGroup>(`/api/accounting/payment-groups/${encodeURIComponent(id)}/items/${encodeURIComponent(carrierId)}`);

export function useChangePaymentGroup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: { action: 'approve' | 'cancel' | 'remove'; id: string; carrierId?: string }) =>
      a.action === 'approve' ? approvePaymentGroup(a.id) : a.action === 'cancel' ? cancelPaymentGroup(a.id) : removeGroupItem(a.id, a.carrierId!),
    onSettled: () => qc.invalidateQueries({ queryKey: accountingKeys.all }),
  });
}
