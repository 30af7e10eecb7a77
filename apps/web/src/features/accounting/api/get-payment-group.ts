import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountingKeys } from './keys';
import type { PaymentGroup } from '@kurye/contracts/payouts';

export const getPaymentGroup = (id: string) => api.get<PaymentGroup>(`/api/accounting/payment-groups/${encodeURIComponent(id)}`);
export const paymentGroupQuery = (id: string) => queryOptions({ queryKey: accountingKeys.group(id), queryFn: () => getPaymentGroup(id) });
export const usePaymentGroup = (id: string | undefined) => useQuery({ ...paymentGroupQuery(id ?? ''), enabled: !!id });
