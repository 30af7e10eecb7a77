import { api } from '../../../lib/api-client';

export interface CashOnDelivery {
  requestId: string;
  /** kuruş the courier collects at the door */
  amount: number;
  method: 'cash' | 'card';
  collectedAt: string | null;
}

/** Marks a request "kapıda ödeme" (before delivery). */
export const setCashOnDelivery = (requestId: string, body: { amount: number; method: 'cash' | 'card' }) =>
  api.put<CashOnDelivery>(`/api/requests/${encodeURIComponent(requestId)}/cash-on-delivery`, body);
