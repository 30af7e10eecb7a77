import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';
import type { StoreDetail } from '@kurye/contracts/stores';

export interface StorePatch {
  active?: boolean;
  zoneId?: string;
  taxOffice?: string;
  taxNumber?: string;
  eInvoiceRegistered?: boolean;
}

export const updateStore = (id: string, body: StorePatch) => api.patch<StoreDetail>(`/api/stores/${encodeURIComponent(id)}`, body);

export function useUpdateStore(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StorePatch) => updateStore(id, body),
    onSuccess: (store) => qc.setQueryData(directoryKeys.store(id), store),
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.stores }),
  });
}
