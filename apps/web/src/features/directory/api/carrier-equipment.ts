import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarrierKit, Loan, ProductsPage, ReturnLoanBody } from '@kurye/contracts/equipment';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';

/** The courier's items on loan now and the deposits held. */
export const getCarrierKit = (carrierId: string) =>
  api.get<CarrierKit>(`/api/equipment/carriers/${encodeURIComponent(carrierId)}/loans`, { params: { status: 'open', size: 100 } });
export const carrierKitQueryOptions = (carrierId: string) =>
  queryOptions({ queryKey: directoryKeys.carrierKit(carrierId), queryFn: () => getCarrierKit(carrierId) });
export const useCarrierKit = (carrierId: string, enabled: boolean) => useQuery({ ...carrierKitQueryOptions(carrierId), enabled });

/** Active items matching `search` that can be lent (the lend dialog's choices). */
export const lendableQueryOptions = (search: string) =>
  queryOptions({
    queryKey: directoryKeys.lendable(search),
    queryFn: async () =>
      ((await api.get<ProductsPage>('/api/apps/ecommerce/inventory/products', { params: { search: search || undefined, size: 50 } })).products ?? []).filter(
        (p) => p.active,
      ),
  });
export const useLendable = (search: string, enabled: boolean) => useQuery({ ...lendableQueryOptions(search), enabled });

export function useLend(carrierId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => api.post<Loan>('/api/equipment/loans', { productId, carrierId }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['directory'] }),
  });
}

export function useReturnLoan(carrierId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ loanId, body }: { loanId: string; body: ReturnLoanBody }) =>
      api.post<Loan>(`/api/equipment/loans/${encodeURIComponent(loanId)}/return`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: directoryKeys.carrierKit(carrierId) }),
  });
}
