import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { settingOrInsert } from './secrets.repository';

/** The token signing key: made once per database, so every API process on that database shares it. */
export async function loadSigningSecret(db: Db): Promise<Uint8Array> {
  const value = await settingOrInsert(db, 'auth.signingSecret', randomBytes(48).toString('base64'));
  return new Uint8Array(Buffer.from(String(value), 'base64'));
}
