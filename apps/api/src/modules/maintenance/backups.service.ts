import fs from 'node:fs';
import path from 'node:path';
import { BackupError, backupFileName, dailyBackups, dumpPostgres } from '../../db/backup';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface BackupsDeps {
  database: Database;
  /** PostgreSQL: the database pg_dump reads. */
  databaseUrl?: string;
  /** Where backups go by default, and the pg_dump to run. */
  backups: { dir: string; pgDump: string };
  clock: Clock;
}

/**
 * Backups made by this process: on PostgreSQL with pg_dump (any process may), on PGlite by the process that owns the
 * data directory (the one running; `npm run backup` asks it through the control socket).
 */
export function createBackups(deps: BackupsDeps) {
  const { database, clock } = deps;

  async function backUp(options: { dir?: string; daily?: boolean } = {}) {
    const dir = options.dir ?? deps.backups.dir;
    const file = (format: 'pglite' | 'postgres') => path.join(dir, backupFileName(format, clock.now(), options.daily));
    if (database.kind === 'postgres') return dumpPostgres(deps.databaseUrl!, file('postgres'), deps.backups.pgDump);
    if (!database.dumpTo) throw new BackupError('Bellekteki veritabanının yedeği alınmaz / An in-memory database has no backup');
    return database.dumpTo(file('pglite'));
  }

  return {
    backUp,
    /** The daily backup, then the oldest daily ones deleted so that `keep` remain. */
    async daily(keep: number) {
      const file = await backUp({ daily: true });
      const removed = dailyBackups(deps.backups.dir).slice(0, -keep);
      for (const old of removed) fs.rmSync(old, { force: true });
      return { file, removed: removed.length };
    },
  };
}
export type Backups = ReturnType<typeof createBackups>;
