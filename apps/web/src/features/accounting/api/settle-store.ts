import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';

export const settleStore = (storeId: string, bankReference: string, idempotencyKey: string) =>
  api.post<{ id: string; paid: number; replayed: boolean }>(
    `/api/accounting/store-payables/${encodeURIComponent(storeId)}/settle`,
    { bankReference },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
export function useSettleStore() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { storeId: string; bankReference: string; idempotencyKey: string }) => settleStore(v.storeId, v.bankReference, v.idempotencyKey),
    onSettled: () => qc.invalidateQueries({ queryKey: accountingKeys.all }),
  });
}
