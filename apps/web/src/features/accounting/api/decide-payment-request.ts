import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { PaymentRequestRow } from '@kurye/contracts/payouts';

export const approvePaymentRequest = (id: string, groupId?: string) =>
  api.post<PaymentRequestRow>(`/api/accounting/payment-requests/${encodeURIComponent(id)}/approve`, { groupId });
export const rejectPaymentRequest = (id: string, reason: string) =>
  api.post<PaymentRequestRow>(`/api/accounting/payment-requests/${encodeURIComponent(id)}/reject`, { reason });
export function useDecidePaymentRequest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: { id: string; approve: true; groupId?: string } | { id: string; approve: false; reason: string }) =>
      d.approve ? approvePaymentRequest(d.id, d.groupId) : rejectPaymentRequest(d.id, d.reason),
    onSettled: () => qc.invalidateQueries({ queryKey: accountingKeys.all }),
  });
}
