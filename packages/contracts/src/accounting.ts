import { z } from 'zod';
import { pageOf } from './paging';

/**
 * Money going out, as the accounting pages read it (/api/accounting/*): courier balances, payment groups, payments,
 * payment requests, cash in couriers' hands and what stores are owed. Amounts in kuruş, dates as ISO strings.
 */

const kurus = z.number().int();

/** The paging and search of the accounting lists (the server defaults page 1, size 20). */
export const accountingListParamsSchema = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1).max(100),
  sort: z.string().optional(),
  q: z.string().max(100).optional(),
});
export type AccountingListParams = z.infer<typeof accountingListParamsSchema>;

/** A row of GET /api/accounting/carrier-balances. */
export const carrierBalanceSchema = z.object({
  carrierId: z.string(),
  name: z.string(),
  zoneName: z.string(),
  iban: z.string().nullable(),
  earned: kurus,
  paid: kurus,
  /** payable in the ledger */
  balance: kurus,
  /** held by an open payment group */
  inGroup: kurus,
  /** what can go into a new group: balance − inGroup */
  available: kurus,
  packets: z.number().int(),
  lastPayoutAt: z.string().nullable(),
});
export type CarrierBalance = z.infer<typeof carrierBalanceSchema>;

export const PAYMENT_GROUP_STATUSES = ['draft', 'approved', 'paid', 'cancelled'] as const;
export type GroupStatus = (typeof PAYMENT_GROUP_STATUSES)[number];

/** A row of GET /api/accounting/payment-groups. */
export const paymentGroupRowSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(PAYMENT_GROUP_STATUSES),
  description: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  bankReference: z.string().nullable(),
  total: kurus,
  couriers: z.number().int(),
});
export type PaymentGroupRow = z.infer<typeof paymentGroupRowSchema>;

/** GET /api/accounting/payment-groups/:id, and the answer of every call that changes a group. */
export const paymentGroupSchema = paymentGroupRowSchema.omit({ couriers: true }).extend({
  approvedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  transactionId: z.string().nullable(),
  items: z.array(z.object({ id: z.string(), carrierId: z.string(), name: z.string(), amount: kurus, iban: z.string().nullable() })),
});
export type PaymentGroup = z.infer<typeof paymentGroupSchema>;

/** A row of GET /api/accounting/payments (done payouts). */
export const paymentRowSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  groupNumber: z.number().int(),
  carrierId: z.string(),
  name: z.string(),
  iban: z.string().nullable(),
  amount: kurus,
  paidAt: z.string(),
  bankReference: z.string(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

export const PAYMENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];

/** A courier's payout request (GET /api/accounting/payment-requests, and the answer of the calls on one). */
export const paymentRequestRowSchema = z.object({
  id: z.string(),
  carrierId: z.string(),
  name: z.string(),
  amount: kurus,
  note: z.string().nullable(),
  status: z.enum(PAYMENT_REQUEST_STATUSES),
  reason: z.string().nullable(),
  groupId: z.string().nullable(),
  groupNumber: z.number().int().nullable(),
  groupStatus: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type PaymentRequestRow = z.infer<typeof paymentRequestRowSchema>;

/** A courier's cash in hand: collected at the door − handed in. */
export const cashRowSchema = z.object({
  carrierId: z.string(),
  name: z.string(),
  zoneName: z.string(),
  collected: kurus,
  handedIn: kurus,
  cashInHand: kurus,
  lastHandInAt: z.string().nullable(),
});
export type CashRow = z.infer<typeof cashRowSchema>;

/** GET /api/accounting/cash: a page of couriers and the totals over all of them. */
export const cashPageSchema = pageOf(cashRowSchema).extend({ summary: z.object({ cashInHand: kurus, collected: kurus, handedIn: kurus }) });
export type CashPage = z.infer<typeof cashPageSchema>;

/** A row of GET /api/accounting/store-payables: `toPay` is net of the fees the store owes. */
export const storePayableRowSchema = z.object({
  storeId: z.string(),
  name: z.string(),
  payable: kurus,
  collected: kurus,
  creditBalance: kurus,
  feeOffset: kurus,
  toPay: kurus,
  lastSettledAt: z.string().nullable(),
});
export type StorePayableRow = z.infer<typeof storePayableRowSchema>;
