import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, AVATAR_PATH_PREFIX } from '@kurye/contracts/auth';
import { AppError } from '../../lib/errors';
import { detectFileType } from '../../lib/file-type';
import type { FileStore } from '../../lib/file-store';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const keyOf = (id: string) => `avatars/${id}`;

/** The id of a picture we keep, from a user's avatar address; null for an outside address or none. */
function ownId(avatar: string | null | undefined): string | null {
  if (!avatar?.startsWith(AVATAR_PATH_PREFIX)) return null;
  const id = avatar.slice(AVATAR_PATH_PREFIX.length);
  return UUID.test(id) ? id : null;
}

/** Profile pictures in the file store, under a random id: the address is public and cannot be guessed. */
export function createAvatarFiles(files: FileStore) {
  return {
    /** Checks and keeps an uploaded picture; its address. */
    async save(bytes: Buffer, truncated: boolean): Promise<string> {
      if (truncated || bytes.length > AVATAR_MAX_BYTES) throw new AppError(413, 'file_too_large', { limit: AVATAR_MAX_BYTES / 1024 / 1024 });
      if (!bytes.length) throw new AppError(400, 'file_empty');
      const type = detectFileType(bytes);
      if (!type || !IMAGE_TYPES.has(type)) throw new AppError(400, 'avatar_type_refused');
      const id = randomUUID();
      await files.put(keyOf(id), bytes, type);
      return AVATAR_PATH_PREFIX + id;
    },
    /** Forgets a replaced picture (an outside address is left alone). */
    async forget(avatar: string | null | undefined) {
      const id = ownId(avatar);
      if (id) await files.remove(keyOf(id));
    },
    /** The picture and its type, or null. */
    async read(id: string): Promise<{ bytes: Buffer; type: string } | null> {
      if (!UUID.test(id)) return null;
      const bytes = await files.get(keyOf(id));
      const type = bytes && detectFileType(bytes);
      return bytes && type ? { bytes, type } : null;
    },
  };
}
export type AvatarFiles = ReturnType<typeof createAvatarFiles>;
