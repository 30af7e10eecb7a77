import type { RequestStatus } from '@kurye/contracts/delivery';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { deliveryRequests, ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema';

/** Inserts the transaction unless its idempotency key is taken; empty when it was (a replay). */
export function insertTransaction(tx: Tx, values: { kind: string; description: string; idempotencyKey?: string }) {
  return tx
    .insert(ledgerTransactions)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
}

export async function transactionIdByKey(tx: Tx, idempotencyKey: string) {
  const [existing] = await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
  return existing.id;
}

/** The ids of the accounts (code → id), created when missing. */
export async function ensureAccounts(tx: Tx, wanted: [code: string, kind: string][]) {
  await tx
    .insert(ledgerAccounts)
    .values(wanted.map(([code, kind]) => ({ code, kind })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.code,
        wanted.map(([c]) => c),
      ),
    );
  return new Map(rows.map((r) => [r.code, r.id]));
}

export const insertPostings = (tx: Tx, rows: { transactionId: string; accountId: string; amount: number }[]) => tx.insert(ledgerPostings).values(rows);

/** The summed postings of the accounts that exist among `accountCodes`. */
export function accountBalances(tx: Tx, accountCodes: string[]) {
  return tx
    .select({ code: ledgerAccounts.code, balance: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .where(inArray(ledgerAccounts.code, accountCodes))
    .groupBy(ledgerAccounts.code);
}

/** The estimated fees of the store's requests in `statuses`. */
export async function reservedFees(tx: Tx, storeId: string, statuses: readonly RequestStatus[]) {
  const [{ reserved }] = await tx
    .select({ reserved: sql<string>`coalesce(sum(${deliveryRequests.estimatedFee}), 0)` })
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.storeId, storeId), inArray(deliveryRequests.status, [...statuses])));
  return Number(reserved);
}
