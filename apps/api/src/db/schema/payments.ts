import { sql } from 'drizzle-orm';
import type { InvoiceRequestStatus } from '@kurye/contracts/invoices';
import type { PaymentStatus } from '@kurye/contracts/payments';
import { bigint, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { stores } from './organisation';
import { createdAtColumn, timestamptz, uuidPrimaryKey, uuidReference } from './columns';

/**
 * A store's credit top-up through a payment provider. Status: pending → succeeded | failed | expired. A succeeded
 * payment has exactly one ledger transaction (gateway clearing → store credit), keyed `topup:payment:<id>`.
 */
export const storePayments = pgTable(
  'store_payments',
  {
    id: uuidPrimaryKey(),
    storeId: uuidReference('store_id', () => stores.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    provider: text('provider').notNull(),
    /** The provider's handle for this checkout (iyzico's token; the sandbox's own token). */
    providerToken: text('provider_token').unique(),
    providerReference: text('provider_reference'),
    /** Where the store's browser goes to pay (our sandbox page or the provider's hosted page). */
    redirectUrl: text('redirect_url'),
    /** The sandbox gateway's state (card entered, decision); unused by other providers. */
    providerData: jsonb('provider_data'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureReason: text('failure_reason'),
    ledgerTransactionId: uuid('ledger_transaction_id'),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    uniqueIndex('store_payments_idempotency_idx').on(t.storeId, t.idempotencyKey),
    index('store_payments_store_idx').on(t.storeId, t.createdAt),
    index('store_payments_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('store_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** A store asks for an invoice for a period; the accountant issues it (→ an invoice) or rejects it with a reason. */
export const invoiceRequests = pgTable(
  'invoice_requests',
  {
    id: uuidPrimaryKey(),
    storeId: uuidReference('store_id', () => stores.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    status: text('status').$type<InvoiceRequestStatus>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    invoiceId: uuid('invoice_id'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('invoice_requests_store_idx').on(t.storeId, t.createdAt), index('invoice_requests_status_idx').on(t.status, t.createdAt)],
);

/** The last number used in each year's gap-free series; bumped in the issuing transaction (a rollback frees it). */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** An issued invoice: immutable (amounts, parties and the PDF are frozen at issue). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuidPrimaryKey(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    requestId: uuid('request_id')
      .notNull()
      .unique()
      .references(() => invoiceRequests.id),
    storeId: uuidReference('store_id', () => stores.id),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    packetCount: integer('packet_count').notNull(),
    /** Kuruş: the charged fees split by `splitKdvInclusive` (contracts/kdv): net + KDV = total = what was charged. */
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    vatPercent: integer('vat_percent').notNull(),
    vatAmount: bigint('vat_amount', { mode: 'number' }).notNull(),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    seller: jsonb('seller').notNull(),
    buyer: jsonb('buyer').notNull(),
    pdfBase64: text('pdf_base64').notNull(),
    /** The UBL-TR e-invoice: its ETTN (UUID), profile, and the XML as the e-invoice sender handed it on. */
    eInvoiceUuid: uuid('e_invoice_uuid'),
    eInvoiceProfile: text('e_invoice_profile'),
    eInvoiceXml: text('e_invoice_xml'),
    issuedBy: uuid('issued_by').references(() => users.id),
    issuedAt: timestamptz('issued_at').notNull(),
  },
  (t) => [uniqueIndex('invoices_year_sequence_idx').on(t.year, t.sequence), index('invoices_store_idx').on(t.storeId)],
);
