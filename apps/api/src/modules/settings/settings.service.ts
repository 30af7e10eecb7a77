import { eq } from 'drizzle-orm';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@kurye/contracts/settings';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';

const KEY = 'system';

/** Deep merge of plain objects; arrays and scalars are replaced. */
function merge<T>(base: T, patch: unknown): T {
  if (typeof base !== 'object' || base === null || Array.isArray(base) || typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    return (patch === undefined ? base : patch) as T;
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, v] of Object.entries(patch)) out[k] = merge((base as Record<string, unknown>)[k], v);
  return out as T;
}

/**
 * Settings live in one row; readers get a cached copy that `update` (or a peer process's change, via `invalidate`)
 * refreshes, so changes take effect without a restart.
 */
export function createSettingsService(db: Db) {
  let cached: Settings | undefined;

  async function load(): Promise<Settings> {
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
    // Stored values over defaults: a setting added in a later version gets its default.
    const parsed = settingsSchema.safeParse(merge(DEFAULT_SETTINGS, row?.value ?? {}));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  }

  return {
    async get(): Promise<Settings> {
      return (cached ??= await load());
    },
    async update(patch: unknown): Promise<Settings> {
      const next = settingsSchema.parse(merge(await load(), patch));
      await db
        .insert(appSettings)
        .values({ key: KEY, value: next })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: next, updatedAt: new Date() } });
      cached = next;
      return next;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
