import { z } from 'zod';
import { listQuery } from './common';
import { isoDay } from './dates';
import { kurus, money } from './ledger';
import { pageOf, type Wire } from './paging';

/** A list query whose default sort is the first field, descending. */
const newestFirst = <const F extends readonly [string, ...string[]]>(fields: F) => listQuery(fields, `-${fields[0]}`);
const dateQuery = isoDay.optional();

// ---- What each courier is owed
export const carrierBalancesQuery = listQuery(['name', 'available', 'balance'], 'name').extend({ owed: z.enum(['true', 'false']).optional() });
export type CarrierBalancesQuery = z.infer<typeof carrierBalancesQuery>;
export const carrierBalance = z.object({
  carrierId: z.string(),
  name: z.string(),
  zoneName: z.string(),
  iban: z.string().nullable(),
  earned: kurus,
  paid: kurus,
  deducted: kurus.describe('equipment deposits held and charges for lost or damaged items, taken from the payable'),
  balance: kurus.describe('payable in the ledger (kuruş)'),
  inGroup: kurus.describe('held by an open payment group'),
  available: kurus.describe('what can go into a new group: balance − inGroup'),
  packets: z.number().int(),
  lastPayoutAt: z.date().nullable(),
});
export const carrierBalancePage = pageOf(carrierBalance);
/** A row of GET /api/accounting/carrier-balances. */
export type CarrierBalance = Wire<z.infer<typeof carrierBalance>>;

// ---- Payment groups (payout batches)
export const PAYMENT_GROUP_STATUSES = ['draft', 'approved', 'paid', 'cancelled'] as const;
export type PaymentGroupStatus = (typeof PAYMENT_GROUP_STATUSES)[number];
export const paymentGroupStatus = z.enum(PAYMENT_GROUP_STATUSES);
export const paymentGroupRow = z.object({
  id: z.string(),
  number: z.number().int(),
  status: paymentGroupStatus,
  description: z.string(),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
  bankReference: z.string().nullable(),
  total: kurus,
  couriers: z.number().int(),
});
export const paymentGroupPage = pageOf(paymentGroupRow);
/** A row of GET /api/accounting/payment-groups. */
export type PaymentGroupRow = Wire<z.infer<typeof paymentGroupRow>>;
export const paymentGroupsQuery = newestFirst(['createdAt', 'number']).extend({ status: paymentGroupStatus.optional() });
export type PaymentGroupsQuery = z.infer<typeof paymentGroupsQuery>;
/** GET /api/accounting/payment-groups/:id, and the answer of every call that changes a group. */
export const paymentGroupDetail = z.object({
  id: z.string(),
  number: z.number().int(),
  status: paymentGroupStatus,
  description: z.string(),
  createdAt: z.date(),
  approvedAt: z.date().nullable(),
  paidAt: z.date().nullable(),
  cancelledAt: z.date().nullable(),
  bankReference: z.string().nullable(),
  transactionId: z.string().nullable(),
  total: kurus,
  items: z.array(z.object({ id: z.string(), carrierId: z.string(), name: z.string(), amount: kurus, iban: z.string().nullable() })),
});
export const paidPaymentGroup = paymentGroupDetail.extend({ replayed: z.boolean() });
export type PaymentGroup = Wire<z.infer<typeof paymentGroupDetail>>;
export const createPaymentGroupBody = z.object({
  carrierIds: z.array(z.uuid()).min(1).max(500),
  description: z.string().trim().max(200).optional(),
  /** The total the office was shown (kuruş): when the couriers' payables have moved since, 409 payment_group_total_changed. */
  expectedTotal: kurus.optional(),
});
export const paymentGroupItemParams = z.object({ id: z.uuid(), carrierId: z.uuid() });

// ---- Done payouts
export const payoutRow = z.object({
  id: z.string(),
  groupId: z.string(),
  groupNumber: z.number().int(),
  carrierId: z.string(),
  name: z.string(),
  iban: z.string().nullable(),
  amount: kurus,
  paidAt: z.date(),
  bankReference: z.string(),
});
export const payoutPage = pageOf(payoutRow);
/** A row of GET /api/accounting/payments (done payouts). */
export type PaymentRow = Wire<z.infer<typeof payoutRow>>;
export const payoutsQuery = newestFirst(['paidAt', 'amount', 'name']).extend({ carrierId: z.uuid().optional(), from: dateQuery, to: dateQuery });
export type PayoutsQuery = z.infer<typeof payoutsQuery>;
export const payoutsExportQuery = payoutsQuery.omit({ page: true, size: true });

// ---- Couriers' payment requests
export const PAYMENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentRequestStatus = (typeof PAYMENT_REQUEST_STATUSES)[number];
export const paymentRequestStatus = z.enum(PAYMENT_REQUEST_STATUSES);
export const paymentRequestRow = z.object({
  id: z.string(),
  carrierId: z.string(),
  name: z.string(),
  amount: kurus,
  note: z.string().nullable(),
  status: paymentRequestStatus,
  reason: z.string().nullable(),
  groupId: z.string().nullable(),
  groupNumber: z.number().int().nullable(),
  groupStatus: z.string().nullable(),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
});
export const paymentRequestPage = pageOf(paymentRequestRow);
/** A courier's payout request (GET /api/accounting/payment-requests, and the answer of the calls on one). */
export type PaymentRequestRow = Wire<z.infer<typeof paymentRequestRow>>;
export const paymentRequestsQuery = newestFirst(['createdAt', 'amount']).extend({ status: paymentRequestStatus.optional() });
export const approvePaymentRequestBody = z.object({ groupId: z.uuid().optional() });
export const rejectPaymentRequestBody = z.object({ reason: z.string().trim().min(3).max(300) });
export const newPaymentRequestBody = z.object({ amount: money, note: z.string().trim().max(300).optional() });

// ---- IBAN
export const ibanBody = z.object({ iban: z.string().trim().max(40).describe('TR IBAN; checked with the shared mod-97 rule (400 invalid_iban)') });
export const ibanResult = z.object({ iban: z.string().nullable(), updatedAt: z.date().nullable() });
/** GET and PUT /api/carriers/:id/iban (and PUT /api/carrier/iban). */
export type CarrierIban = Wire<z.infer<typeof ibanResult>>;

/** The courier app's payout page. */
export const courierPayout = z.object({
  balance: kurus,
  inGroup: kurus,
  available: kurus,
  /** Earned on delivered packets the store has not approved yet (not in `balance` until approved). */
  underReview: kurus,
  underReviewPackets: z.number().int(),
  iban: z.string().nullable(),
  cashInHand: kurus,
  toCollect: z.array(z.object({ requestId: z.string(), amount: kurus, method: z.enum(['cash', 'card', 'mixed']), storeName: z.string() })),
  requests: z.array(paymentRequestRow),
});
