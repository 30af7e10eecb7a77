import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/** The token signing key: made once per database, so every API process on that database shares it. */
export async function loadSigningSecret(db: Db): Promise<Uint8Array> {
  await db
    .insert(appSettings)
    .values({ key: 'auth.signingSecret', value: randomBytes(48).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth.signingSecret'));
  return new Uint8Array(Buffer.from(String(row.value), 'base64'));
}
