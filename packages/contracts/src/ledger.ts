import { z } from 'zod';
import { pageOf, type Wire } from './paging';

/** An amount of money in kuruş (1/100 TRY). */
export const kurus = z.number().int().describe('kuruş');
/** A positive amount someone enters, in kuruş (at most 100 000 000 TRY). */
export const money = z.number().int().min(1).max(100_000_000_00).describe('kuruş');

/** Ledger transaction kinds the money pages sort by, one spelling each. */
export const LEDGER_KIND = {
  topUp: 'top_up',
  /** The credit a store's account was opened with (demo stores; a migrated balance). */
  openingCredit: 'opening_credit',
  deliveryFee: 'delivery_fee',
  deliveryFeeAdjustment: 'delivery_fee_adjustment',
  manualCredit: 'manual_credit',
  /** An item lent to a courier: its deposit moves from the courier's payable to the deposits held. */
  equipmentDeposit: 'equipment_deposit',
  /** The item came back: the deposit goes back to the courier's payable. */
  equipmentDepositReturn: 'equipment_deposit_return',
  /** A lost or damaged item: the deposit is released and the charge taken from the courier's payable. */
  equipmentCharge: 'equipment_charge',
} as const;
/** Equipment deposits and charges: taken from a courier's payable, not paid out, so not subtracted from what was earned. */
export const EQUIPMENT_KINDS: readonly string[] = [LEDGER_KIND.equipmentDeposit, LEDGER_KIND.equipmentDepositReturn, LEDGER_KIND.equipmentCharge];
/** What a store is charged for deliveries (KDV-inclusive, see kdv.ts): each fee and its later corrections. */
export const FEE_KINDS: readonly string[] = [LEDGER_KIND.deliveryFee, LEDGER_KIND.deliveryFeeAdjustment];
/** Credit loaded onto a store's account: top-ups and the opening credit. */
export const CREDIT_KINDS: readonly string[] = [LEDGER_KIND.topUp, LEDGER_KIND.openingCredit];

/** The `Idempotency-Key` header of a money movement (the route answers 400 `idempotency_key_required` without it). */
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });
/** The bank's reference of a transfer the office made. */
export const bankReferenceBody = z.object({ bankReference: z.string().trim().min(3).max(100) });

/** The accountant's landing page: money totals (kuruş) and the queues waiting for a decision. */
export const moneyOverview = z.object({
  storeCredit: z.number().int(),
  carrierPayable: z.number().int(),
  carriersOwed: z.number().int(),
  cashWithCarriers: z.number().int(),
  storePayable: z.number().int(),
  openGroups: z.number().int(),
  openGroupAmount: z.number().int(),
  pendingPaymentRequests: z.number().int(),
  pendingInvoiceRequests: z.number().int(),
});
export type MoneyOverview = z.infer<typeof moneyOverview>;

// ---- Cash on delivery ("kapıda ödeme")
export const CASH_ON_DELIVERY_METHODS = ['cash', 'card'] as const;
/** A request's door payment method: `mixed` when its packets are paid partly in cash and partly by card. */
export const CASH_ON_DELIVERY_ROW_METHODS = ['cash', 'card', 'mixed'] as const;
export type CodRowMethod = (typeof CASH_ON_DELIVERY_ROW_METHODS)[number];
export const cashOnDeliveryBody = z.object({ amount: money, method: z.enum(CASH_ON_DELIVERY_METHODS) });
export type CashOnDeliveryBody = z.infer<typeof cashOnDeliveryBody>;
export const cashOnDeliveryResult = z
  .object({ requestId: z.string(), amount: kurus, method: z.enum(CASH_ON_DELIVERY_ROW_METHODS), collectedAt: z.date().nullable() })
  .nullable();

// ---- Couriers' cash in hand
export const cashBalancesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  all: z.enum(['true', 'false']).optional(),
});
export const cashBalanceRow = z.object({
  carrierId: z.string(),
  name: z.string(),
  zoneName: z.string(),
  collected: kurus,
  handedIn: kurus,
  cashInHand: kurus,
  lastHandInAt: z.date().nullable(),
});
/** A courier's cash in hand: collected at the door − handed in. */
export type CashRow = Wire<z.infer<typeof cashBalanceRow>>;
/** GET /api/accounting/cash: a page of couriers and the totals over all of them. */
export const cashBalancePage = pageOf(cashBalanceRow).extend({
  summary: z.object({ cashInHand: kurus, collected: kurus, handedIn: kurus }),
});
export type CashPage = Wire<z.infer<typeof cashBalancePage>>;
export const cashHandInBody = z.object({ carrierId: z.uuid(), amount: money, note: z.string().trim().max(200).optional() });
export const cashHandInResult = z.object({ id: z.string(), transactionId: z.string(), cashInHand: kurus, replayed: z.boolean() });

// ---- Stores' collected door payments
export const storePayablesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
});
export const storePayableRow = z.object({
  storeId: z.string(),
  name: z.string(),
  payable: kurus,
  collected: kurus,
  creditBalance: kurus,
  feeOffset: kurus,
  toPay: kurus,
  lastSettledAt: z.date().nullable(),
});
export const storePayablePage = pageOf(storePayableRow);
/** A row of GET /api/accounting/store-payables: `toPay` is net of the fees the store owes. */
export type StorePayableRow = Wire<z.infer<typeof storePayableRow>>;
export const storeSettlementResult = z.object({ id: z.string(), transactionId: z.string(), paid: kurus, replayed: z.boolean() });
