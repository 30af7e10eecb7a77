import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';

export interface CreditBody {
  /** kuruş; negative for a debit, never 0 */
  amount: number;
  reason: string;
}
export interface CreditResult {
  transactionId: string;
  /** the store's balance after the posting, kuruş */
  balance: number;
  replayed: boolean;
}

/** A manual credit or debit. The same `idempotencyKey` for retries of one submission gives one posting. */
export const creditStore = (id: string, body: CreditBody, idempotencyKey: string) =>
  api.post<CreditResult>(`/api/stores/${encodeURIComponent(id)}/credit`, body, { headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreditStore(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreditBody; idempotencyKey: string }) => creditStore(id, body, idempotencyKey),
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.stores }),
  });
}
