import { z } from 'zod';
import { listQuery } from './common';
import { pageOf } from './paging';

/** A store's credit top-up: pending → succeeded | failed | expired. */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who takes the card: iyzico, or the sandbox (test cards, for the demo). */
export const PAYMENT_PROVIDERS = ['sandbox', 'iyzico'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const topUpOptions = z.object({
  packages: z.array(z.number().int()),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
});
export const topUpHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });
export const topUpBody = z.object({ amount: z.number().int().positive().describe('kuruş') });
export const topUpStarted = z.object({ id: z.string(), redirectUrl: z.string() });

export const storePaymentRow = z.object({
  id: z.string(),
  amount: z.number().int().describe('kuruş'),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
  completedAt: z.date().nullable(),
});
export const storePaymentPage = pageOf(storePaymentRow);
export const storePaymentsQuery = listQuery(['createdAt', 'amount', 'status'], '-createdAt' as 'createdAt').extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
});
export const storePaymentWithBalance = storePaymentRow.extend({ balance: z.number().int() });

/** What the provider posts (form or JSON) when the payer is done, and what its return link carries. */
export const paymentCallbackBody = z.object({ token: z.string().min(8).max(200) }).passthrough();
export const paymentReturnQuery = z.object({ token: z.string().min(8).max(200) });
/** The sandbox gateway's own page. */
export const sandboxTokenParams = z.object({ token: z.string().min(8).max(200) });
export const sandboxDecisionBody = z.object({
  cardNumber: z.string().max(40).default(''),
  otp: z.string().max(10).optional(),
  action: z.enum(['approve', 'decline']),
});
