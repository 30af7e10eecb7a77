import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';

export const handInCash = (body: { carrierId: string; amount: number; note?: string }, idempotencyKey: string) =>
  api.post<{ id: string; cashInHand: number; replayed: boolean }>('/api/accounting/cash/handins', body, { headers: { 'Idempotency-Key': idempotencyKey } });
export function useHandInCash() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { body: { carrierId: string; amount: number; note?: string }; idempotencyKey: string }) => handInCash(v.body, v.idempotencyKey),
    onSettled: () => qc.invalidateQueries({ queryKey: accountingKeys.all }),
  });
}
