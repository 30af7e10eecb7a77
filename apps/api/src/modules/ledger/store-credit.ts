import type { Tx } from '../../db/client';
import { reservedFees } from './ledger.repository';
import { balancesOf, storeAccount } from './ledger.service';

/** Requests whose estimated fee is still held against the store's credit. */
export const OPEN_REQUEST_STATUSES = ['searching', 'assigned', 'arrived', 'picked_up'] as const;

/** The store's balance, and what is left after the estimated fees of its open requests. */
export async function storeCredit(tx: Tx, storeId: string) {
  const code = storeAccount(storeId).accountCode;
  const balance = (await balancesOf(tx, [code])).get(code) ?? 0;
  const reserved = await reservedFees(tx, storeId, OPEN_REQUEST_STATUSES);
  return { balance, available: balance - reserved };
}
