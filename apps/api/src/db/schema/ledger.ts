import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Double-entry ledger: append-only; each transaction's postings sum to zero; balances are derived. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** e.g. `store:<id>`, `carrier:<id>`, `company:revenue`, `gateway:clearing`, `bank`. */
  code: text('code').notNull().unique(),
  kind: text('kind').notNull(),
  currency: text('currency').notNull().default('TRY'),
});

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Kuruş; positive is a credit to the account's balance. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_postings_account_idx').on(t.accountId), check('ledger_postings_nonzero', sql`${t.amount} <> 0`)],
);
