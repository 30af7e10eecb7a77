import { eq } from 'drizzle-orm';
import type { Settings } from '@kurye/contracts/settings';
import type { Tx } from '../../db/client';
import { appSettings } from '../../db/schema';

/** The stored value of a settings row (undefined before the first change). */
export async function findSettingsValue(db: Tx, key: string) {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

export async function upsertSettings(db: Tx, key: string, value: Settings) {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
}
