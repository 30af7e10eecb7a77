import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * Values made once per database and shared by every API process (the token signing key, the VAPID keys): written
 * only when the key is missing, then read back, so concurrent first starts agree on one value.
 */
export async function settingOrInsert(db: Db | Tx, key: string, value: unknown): Promise<unknown> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row.value;
}
