import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carrierBankAccounts } from '../../db/schema';

export async function findBankAccount(db: Tx, carrierId: string) {
  const [row] = await db.select().from(carrierBankAccounts).where(eq(carrierBankAccounts.carrierId, carrierId));
  return row;
}

export const upsertBankAccount = (tx: Tx, carrierId: string, iban: string, now: Date) =>
  tx
    .insert(carrierBankAccounts)
    .values({ carrierId, iban, updatedAt: now })
    .onConflictDoUpdate({ target: carrierBankAccounts.carrierId, set: { iban, updatedAt: now } });
