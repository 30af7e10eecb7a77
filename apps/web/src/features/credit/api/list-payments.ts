import type { Page } from '@kurye/contracts/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { creditKeys, type PaymentListParams } from './keys';

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'expired';
export interface Payment {
  id: string;
  /** kuruş */
  amount: number;
  status: PaymentStatus;
  provider: string;
  providerReference: string | null;
  failureReason: string | null;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}

export const listPayments = (params: PaymentListParams) => api.get<Page<Payment>>('/api/store/payments', { params: { ...params } });
export const paymentListQuery = (params: PaymentListParams) =>
  queryOptions({ queryKey: creditKeys.list(params), queryFn: () => listPayments(params), placeholderData: keepPreviousData });
export const usePaymentList = (params: PaymentListParams) => useQuery(paymentListQuery(params));
