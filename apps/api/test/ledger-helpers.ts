import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** Every ledger transaction sums to zero, and each account's balance is the sum of its postings. */
export async function expectLedgerInvariants(t: TestApp) {
  const db = t.database.db;
  const unbalanced = (await db.execute(sql`select transaction_id from ledger_postings group by transaction_id having sum(amount) <> 0`)) as unknown as {
    rows: unknown[];
  };
  expect(unbalanced.rows).toEqual([]);
  const total = (await db.execute(sql`select coalesce(sum(amount), 0) as s from ledger_postings`)) as unknown as { rows: { s: string }[] };
  expect(Number(total.rows[0].s)).toBe(0);
  const empty = (await db.execute(
    sql`select t.id from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id where p.id is null`,
  )) as unknown as { rows: unknown[] };
  expect(empty.rows).toEqual([]);
}
