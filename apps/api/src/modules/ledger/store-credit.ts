import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { deliveryRequests } from '../../db/schema';
import { balancesOf, storeAccount } from './ledger.service';

/** Requests whose estimated fee is still held against the store's credit. */
export const OPEN_REQUEST_STATUSES = ['searching', 'assigned', 'arrived', 'picked_up'] as const;

/** The store's balance, and what is left after the estimated fees of its open requests. */
export async function storeCredit(tx: Tx, storeId: string) {
  const code = storeAccount(storeId).accountCode;
  const balance = (await balancesOf(tx, [code])).get(code) ?? 0;
  const [{ reserved }] = await tx
    .select({ reserved: sql<string>`coalesce(sum(${deliveryRequests.estimatedFee}), 0)` })
    .from(deliveryRequests)
    .where(and(eq(deliveryRequests.storeId, storeId), inArray(deliveryRequests.status, [...OPEN_REQUEST_STATUSES])));
  return { balance, available: balance - Number(reserved) };
}
