import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { PaymentGroup } from '@kurye/contracts/payouts';

/** Marks an approved group paid; one `idempotencyKey` per submission so a retry never pays twice. */
export const markGroupPaid = (id: string, bankReference: string, idempotencyKey: string) =>
  api.post<PaymentGroup & { replayed: boolean }>(
    `/api/accounting/payment-groups/${encodeURIComponent(id)}/paid`,
    { bankReference },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
export function useMarkGroupPaid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; bankReference: string; idempotencyKey: string }) => markGroupPaid(v.id, v.bankReference, v.idempotencyKey),
    onSettled: () => qc.invalidateQueries({ queryKey: accountingKeys.all }),
  });
}
