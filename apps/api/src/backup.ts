import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig, type Config } from './config';
import { BackupError, backupFileName, dumpPglite, dumpPostgres, isEmptyPgliteDir } from './db/backup';
import { pgliteDirOf } from './db/client';
import { acquireDirectoryLock, lockHolder } from './db/directory-lock';
import { askServer, controlSocketOf } from './modules/maintenance/control-socket';

/**
 * `npm run backup`: a compressed, consistent backup of the database that DATABASE_URL or DATA_DIR names, written to
 * BACKUP_DIR (default DATA_DIR/backups); the file's path is the last line printed.
 * - PostgreSQL: pg_dump, also while servers run.
 * - PGlite: the server running on DATA_DIR makes it (asked on its control socket); with none running, made here.
 */
export async function backUp(config: Config, now = new Date()): Promise<string> {
  if (config.databaseUrl) return dumpPostgres(config.databaseUrl, path.join(config.backups.dir, backupFileName('postgres', now)), config.backups.pgDump);
  const pgliteDir = pgliteDirOf(config.dataDir);
  if (isEmptyPgliteDir(pgliteDir)) throw new BackupError(`${config.dataDir} içinde veritabanı yok / There is no database in ${config.dataDir}`);
  if (lockHolder(pgliteDir)) return (await askServer(controlSocketOf(config.dataDir), { command: 'backup', dir: config.backups.dir })).file;
  const lock = acquireDirectoryLock(pgliteDir);
  try {
    const client = new PGlite(pgliteDir);
    try {
      return await dumpPglite(client, path.join(config.backups.dir, backupFileName('pglite', now)));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

if (import.meta.filename === process.argv[1]) {
  backUp(loadConfig()).then(
    (file) => console.log(file),
    (err: Error) => {
      console.error(err instanceof BackupError ? err.message : err);
      process.exit(1);
    },
  );
}
