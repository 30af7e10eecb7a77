import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema';

export interface PostingInput {
  accountCode: string;
  accountKind: string;
  /** Kuruş, positive raises the account's balance. */
  amount: number;
}

export class UnbalancedTransactionError extends Error {}

/** Work that must commit with every newly posted ledger transaction (report roll-ups); registered once by name. */
export type LedgerHook = (tx: Tx, posted: { kind: string; createdAt: Date; postings: readonly PostingInput[] }) => Promise<void>;
const ledgerHooks = new Map<string, LedgerHook>();
export const registerLedgerHook = (name: string, hook: LedgerHook) => void ledgerHooks.set(name, hook);

/**
 * Appends one balanced transaction. With an idempotency key, a replay returns the first transaction's id and posts
 * nothing.
 */
export async function postTransaction(
  tx: Tx,
  input: { kind: string; description: string; idempotencyKey?: string; postings: PostingInput[] },
): Promise<{ transactionId: string; replayed: boolean }> {
  const sum = input.postings.reduce((s, p) => s + p.amount, 0);
  if (sum !== 0 || input.postings.some((p) => !Number.isInteger(p.amount) || p.amount === 0)) {
    throw new UnbalancedTransactionError(`postings must be non-zero integers summing to zero (sum ${sum})`);
  }
  const inserted = await tx
    .insert(ledgerTransactions)
    .values({ kind: input.kind, description: input.description, idempotencyKey: input.idempotencyKey })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
  if (!inserted.length) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey!));
    return { transactionId: existing.id, replayed: true };
  }
  const accountIds = await ensureAccounts(tx, input.postings);
  await tx
    .insert(ledgerPostings)
    .values(input.postings.map((p) => ({ transactionId: inserted[0].id, accountId: accountIds.get(p.accountCode)!, amount: p.amount })));
  for (const hook of ledgerHooks.values()) await hook(tx, { kind: input.kind, createdAt: inserted[0].createdAt, postings: input.postings });
  return { transactionId: inserted[0].id, replayed: false };
}

async function ensureAccounts(tx: Tx, postings: PostingInput[]) {
  const wanted = [...new Map(postings.map((p) => [p.accountCode, p.accountKind])).entries()];
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

/** Balances derived from postings, by account code (accounts with no postings answer 0). */
export async function balancesOf(tx: Tx, accountCodes: string[]) {
  if (!accountCodes.length) return new Map<string, number>();
  const rows = await tx
    .select({ code: ledgerAccounts.code, balance: sql<string>`coalesce(sum(${ledgerPostings.amount}), 0)` })
    .from(ledgerAccounts)
    .leftJoin(ledgerPostings, eq(ledgerPostings.accountId, ledgerAccounts.id))
    .where(inArray(ledgerAccounts.code, accountCodes))
    .groupBy(ledgerAccounts.code);
  const result = new Map(accountCodes.map((c) => [c, 0]));
  for (const r of rows) result.set(r.code, Number(r.balance));
  return result;
}

export const storeAccount = (storeId: string) => ({ accountCode: `store:${storeId}`, accountKind: 'store_credit' });
export const BANK_ACCOUNT = { accountCode: 'bank', accountKind: 'bank' };
