import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { courierKeys } from './keys';

export interface PayoutRequest {
  id: string;
  amount: number;
  note: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  groupStatus: string | null;
  createdAt: string;
  decidedAt: string | null;
}
export interface CourierPayout {
  /** kuruş owed to the courier */
  balance: number;
  inGroup: number;
  available: number;
  /** Earned on packets the store has not approved yet (not in `balance`). */
  underReview: number;
  underReviewPackets: number;
  iban: string | null;
  cashInHand: number;
  toCollect: { requestId: string; amount: number; method: 'cash' | 'card' | 'mixed'; storeName: string }[];
  requests: PayoutRequest[];
}

export const getPayout = (signal?: AbortSignal) => api.get<CourierPayout>('/api/carrier/payout', { signal });
export const payoutQuery = () => queryOptions({ queryKey: courierKeys.payout(), queryFn: ({ signal }) => getPayout(signal) });
export const usePayout = (enabled = true) => useQuery({ ...payoutQuery(), enabled });
