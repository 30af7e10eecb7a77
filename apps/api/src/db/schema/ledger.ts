import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/** Double-entry ledger: append-only; each transaction's postings sum to zero; balances are derived. */
export const ledgerAccounts = pgTable('ledger_accounts', {
  id: uuidPrimaryKey(),
  /** e.g. `store:<id>`, `carrier:<id>`, `company:revenue`, `gateway:clearing`, `bank`. */
  code: text('code').notNull().unique(),
  kind: text('kind').notNull(),
  currency: text('currency').notNull().default('TRY'),
});

export const ledgerTransactions = pgTable('ledger_transactions', {
  id: uuidPrimaryKey(),
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAtColumn(),
});

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: uuidPrimaryKey(),
    transactionId: uuidReference('transaction_id', () => ledgerTransactions.id),
    accountId: uuidReference('account_id', () => ledgerAccounts.id),
    /** Kuruş; positive is a credit to the account's balance. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_postings_account_idx').on(t.accountId), check('ledger_postings_nonzero', sql`${t.amount} <> 0`)],
);
