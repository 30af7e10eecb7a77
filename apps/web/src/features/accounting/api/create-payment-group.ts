import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { PaymentGroup } from '@kurye/contracts/payouts';

export const createPaymentGroup = (body: { carrierIds: string[]; description?: string; expectedTotal?: number }) =>
  api.post<PaymentGroup>('/api/accounting/payment-groups', body);
export function useCreatePaymentGroup() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createPaymentGroup, onSettled: () => qc.invalidateQueries({ queryKey: accountingKeys.all }) });
}
