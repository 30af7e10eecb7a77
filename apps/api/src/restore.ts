import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from './config';
import { BackupError, formatOfBackup, restorePglite, restorePostgres } from './db/backup';
import { pgliteDirOf } from './db/client';
import { acquireDirectoryLock } from './db/directory-lock';

/**
 * `npm run restore -- FILE`: loads a backup into the empty database that DATABASE_URL names (a pg_dump backup) or into
 * an empty DATA_DIR (a PGlite backup). A target that holds anything is refused, and nothing is changed.
 */
export async function restore(config: Config, file: string): Promise<string> {
  const format = formatOfBackup(file);
  if (format === 'postgres') {
    if (!config.databaseUrl)
      throw new BackupError(
        'Bu bir PostgreSQL yedeği: DATABASE_URL ile boş bir veritabanı verin. / This is a PostgreSQL backup: name an empty database with DATABASE_URL.',
      );
    await restorePostgres(file, config.databaseUrl, config.backups.pgDump);
    return new URL(config.databaseUrl).pathname.slice(1);
  }
  if (config.databaseUrl)
    throw new BackupError(
      'Bu bir PGlite yedeği: DATABASE_URL olmadan, boş bir DATA_DIR ile çalıştırın. / This is a PGlite backup: run without DATABASE_URL, with an empty DATA_DIR.',
    );
  const pgliteDir = pgliteDirOf(config.dataDir);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const lock = acquireDirectoryLock(pgliteDir);
  try {
    await restorePglite(file, pgliteDir);
  } finally {
    lock.release();
  }
  return config.dataDir;
}

if (import.meta.filename === process.argv[1]) {
  const file = process.argv[2];
  if (!file) {
    console.error('Kullanım / Usage: npm run restore -- FILE');
    process.exit(2);
  }
  restore(loadConfig(), path.resolve(process.env.INIT_CWD ?? process.cwd(), file)).then(
    (target) => console.log(`Geri yüklendi / Restored: ${target}`),
    (err: Error) => {
      console.error(err instanceof BackupError || err.name === 'DirectoryLockedError' ? err.message : err);
      process.exit(1);
    },
  );
}
