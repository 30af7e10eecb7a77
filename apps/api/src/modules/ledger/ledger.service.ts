import type { Tx } from '../../db/client';
import * as repo from './ledger.repository';

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
  const inserted = await repo.insertTransaction(tx, { kind: input.kind, description: input.description, idempotencyKey: input.idempotencyKey });
  if (!inserted.length) return { transactionId: await repo.transactionIdByKey(tx, input.idempotencyKey!), replayed: true };
  const accountIds = await repo.ensureAccounts(tx, [...new Map(input.postings.map((p) => [p.accountCode, p.accountKind])).entries()]);
  await repo.insertPostings(
    tx,
    input.postings.map((p) => ({ transactionId: inserted[0].id, accountId: accountIds.get(p.accountCode)!, amount: p.amount })),
  );
  for (const hook of ledgerHooks.values()) await hook(tx, { kind: input.kind, createdAt: inserted[0].createdAt, postings: input.postings });
  return { transactionId: inserted[0].id, replayed: false };
}

/** Balances derived from postings, by account code (accounts with no postings answer 0). */
export async function balancesOf(tx: Tx, accountCodes: string[]) {
  if (!accountCodes.length) return new Map<string, number>();
  const rows = await repo.accountBalances(tx, accountCodes);
  const result = new Map(accountCodes.map((c) => [c, 0]));
  for (const r of rows) result.set(r.code, Number(r.balance));
  return result;
}

export const storeAccount = (storeId: string) => ({ accountCode: `store:${storeId}`, accountKind: 'store_credit' });
export const BANK_ACCOUNT = { accountCode: 'bank', accountKind: 'bank' };
