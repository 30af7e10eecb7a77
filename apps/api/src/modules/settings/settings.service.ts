import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@kurye/contracts/settings';
import type { Db } from '../../db/client';
import * as repo from './settings.repository';

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
 *
 * `get()` never queries once the cache is warm (`buildApp` warms it): it is called inside delivery transactions, and on
 * PGlite a query outside the open transaction would wait for that transaction, which waits for it. An invalidation
 * therefore keeps serving the previous copy while the fresh one loads outside any transaction.
 */
export function createSettingsService(db: Db, onRefreshError: (err: unknown) => void = () => {}) {
  let cached: Settings | undefined;
  let refreshing: Promise<Settings> | undefined;
  const listeners: ((settings: Settings) => void)[] = [];
  const replace = (fresh: Settings) => {
    cached = fresh;
    for (const listener of listeners) listener(fresh);
    return fresh;
  };

  async function load(): Promise<Settings> {
    const stored = await repo.findSettingsValue(db, KEY);
    // Stored values over defaults: a setting added in a later version gets its default.
    const parsed = settingsSchema.safeParse(merge(DEFAULT_SETTINGS, stored ?? {}));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  }

  function refresh(): Promise<Settings> {
    refreshing ??= load()
      .then(replace)
      .finally(() => (refreshing = undefined));
    return refreshing;
  }

  return {
    async get(): Promise<Settings> {
      return cached ?? refresh();
    },
    /** The cached copy, for synchronous readers (response headers); undefined before `warmUp`. */
    cached: () => cached,
    /** Loads the settings before the first request (see `get`). */
    warmUp: () => refresh(),
    async update(patch: unknown): Promise<Settings> {
      const next = settingsSchema.parse(merge(await load(), patch));
      await repo.upsertSettings(db, KEY, next);
      return replace(next);
    },
    /** Called with the settings each time they are loaded or changed (here or, via `invalidate`, by a peer process). */
    onChange(listener: (settings: Settings) => void) {
      listeners.push(listener);
    },
    invalidate() {
      refresh().catch(onRefreshError);
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
