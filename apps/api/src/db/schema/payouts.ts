import { sql } from 'drizzle-orm';
import type { CodRowMethod } from '@kurye/contracts/ledger';
import type { PaymentGroupStatus, PaymentRequestStatus } from '@kurye/contracts/payouts';
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { carriers, stores } from './organisation';
import { deliveryRequests } from './delivery';
import { ledgerTransactions } from './ledger';
import { createdAtColumn, timestamptz, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/** A courier's bank account for payouts (TR IBAN, checked with the shared rule in contracts). */
export const carrierBankAccounts = pgTable('carrier_bank_accounts', {
  carrierId: uuid('carrier_id')
    .primaryKey()
    .references(() => carriers.id),
  iban: text('iban').notNull(),
  updatedAt: updatedAtColumn(),
});

/** A payout batch: draft → approved → paid, or cancelled. */
export const paymentGroups = pgTable(
  'payment_groups',
  {
    id: uuidPrimaryKey(),
    number: integer('number').generatedAlwaysAsIdentity(),
    status: text('status').$type<PaymentGroupStatus>().notNull().default('draft'),
    description: text('description').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
    approvedAt: timestamptz('approved_at'),
    paidAt: timestamptz('paid_at'),
    cancelledAt: timestamptz('cancelled_at'),
    bankReference: text('bank_reference'),
    paidIdempotencyKey: text('paid_idempotency_key'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [check('payment_groups_status', sql`${t.status} in ('draft', 'approved', 'paid', 'cancelled')`), index('payment_groups_created_idx').on(t.createdAt)],
);

/**
 * One courier's payable in a group. `open` is true while the group is draft or approved; the partial unique index
 * keeps a courier's payable in at most one open group, whatever the code does.
 */
export const paymentGroupItems = pgTable(
  'payment_group_items',
  {
    id: uuidPrimaryKey(),
    groupId: uuidReference('group_id', () => paymentGroups.id),
    carrierId: uuidReference('carrier_id', () => carriers.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    uniqueIndex('payment_group_items_one_open_per_carrier')
      .on(t.carrierId)
      .where(sql`${t.open}`),
    uniqueIndex('payment_group_items_group_carrier').on(t.groupId, t.carrierId),
    check('payment_group_items_positive', sql`${t.amount} > 0`),
  ],
);

/** A courier's payout request from the courier app: pending → approved (added to a group) or rejected. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: uuidPrimaryKey(),
    carrierId: uuidReference('carrier_id', () => carriers.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    note: text('note'),
    status: text('status').$type<PaymentRequestStatus>().notNull().default('pending'),
    reason: text('reason'),
    groupId: uuid('group_id').references(() => paymentGroups.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check('payment_requests_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('payment_requests_positive', sql`${t.amount} > 0`),
    uniqueIndex('payment_requests_one_pending')
      .on(t.carrierId)
      .where(sql`${t.status} = 'pending'`),
    index('payment_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Cash on delivery ("kapıda ödeme") of a request: the store sets it; the courier collects it at the door. When the
 * packets carry their own amounts this row is their sum, and `mixed` when some are cash and some card (the collection
 * then posts each part to its own account).
 */
export const cashOnDelivery = pgTable(
  'cash_on_delivery',
  {
    requestId: uuid('request_id')
      .primaryKey()
      .references(() => deliveryRequests.id),
    storeId: uuidReference('store_id', () => stores.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method').$type<CodRowMethod>().notNull(),
    carrierId: uuid('carrier_id').references(() => carriers.id),
    collectedAt: timestamptz('collected_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [check('cash_on_delivery_method', sql`${t.method} in ('cash', 'card', 'mixed')`), check('cash_on_delivery_positive', sql`${t.amount} > 0`)],
);

/** Cash a courier handed in at the office, and a store's settlement of collected amounts: each one ledger transaction. */
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: uuidPrimaryKey(),
    kind: text('kind').$type<'handin' | 'store_settlement'>().notNull(),
    carrierId: uuid('carrier_id').references(() => carriers.id),
    storeId: uuid('store_id').references(() => stores.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reference: text('reference'),
    transactionId: uuidReference('transaction_id', () => ledgerTransactions.id).unique(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [check('cash_movements_kind', sql`${t.kind} in ('handin', 'store_settlement')`), index('cash_movements_created_idx').on(t.createdAt)],
);
