import fs from 'node:fs';
import path from 'node:path';
import { pingDatabase, type Database } from '../../db/client';
import { apiDir } from '../../api-dir';
import { AppError } from '../../lib/errors';
import { MAP_FILES } from '../reference/map-data';
import { appliedMigrationCount } from './health.repository';

/** The migrations this build ships (drizzle's journal): the database must have applied them all to be ready. */
function shippedMigrationCount() {
  const journal = JSON.parse(fs.readFileSync(path.join(apiDir, 'drizzle/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** A readiness check: resolves when its part works, throws (or resolves false) when not. */
export type ReadinessCheck = () => Promise<boolean>;

/** Whether the API and its database answer (`check`), the process lives (`live`), and it is ready for traffic (`ready`). */
export function createHealthService(database: Database, extraChecks: Record<string, ReadinessCheck> = {}) {
  const shipped = shippedMigrationCount();
  const checks: Record<string, ReadinessCheck> = {
    database: async () => (await pingDatabase(database.db), true),
    migrations: async () => (await appliedMigrationCount(database.db)) >= shipped,
    map: async () => {
      await fs.promises.access(MAP_FILES['istanbul-land.geojson'].file(), fs.constants.R_OK);
      return true;
    },
    ...extraChecks,
  };
  return {
    async check() {
      await pingDatabase(database.db);
      return { status: 'ok' as const, database: database.kind };
    },
    live: () => ({ status: 'ok' as const }),
    async ready() {
      const results = await Promise.all(Object.entries(checks).map(async ([name, check]) => [name, await check().catch(() => false)] as const));
      const failed = results.filter(([, ok]) => !ok).map(([name]) => name);
      if (failed.length) throw new AppError(503, 'not_ready', { checks: failed.join(', ') });
      return { status: 'ready' as const, checks: Object.fromEntries(results.map(([name]) => [name, 'ok' as const])) };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
