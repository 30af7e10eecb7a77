import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Starts a top-up; the browser then goes to `redirectUrl` (the provider's 3-D Secure page). */
export const startPayment = (amount: number, idempotencyKey: string) =>
  api.post<{ id: string; redirectUrl: string }>('/api/store/payments', { amount }, { headers: { 'Idempotency-Key': idempotencyKey } });

export const useStartPayment = () => useMutation({ mutationFn: ({ amount, key }: { amount: number; key: string }) => startPayment(amount, key) });
