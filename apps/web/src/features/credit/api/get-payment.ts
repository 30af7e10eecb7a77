import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditKeys } from './keys';
import type { Payment } from './list-payments';

export const getPayment = (id: string) => api.get<Payment & { balance: number }>(`/api/store/payments/${id}`);
/** While the provider has not answered yet, ask again every two seconds. */
export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: creditKeys.payment(id),
    queryFn: () => getPayment(id),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 2000 : false),
  });
export const usePayment = (id: string | undefined) => useQuery({ ...paymentQuery(id ?? ''), enabled: !!id });
