import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const run = promisify(execFile);

/**
 * Backups of either database, as files:
 * - PostgreSQL: `pg_dump --format=custom` (compressed, one consistent snapshot even while the server writes), loaded
 *   back with `pg_restore`.
 * - PGlite: its data directory as a gzip'd tarball (`dumpDataDir`), taken by the process that owns the directory
 *   after a CHECKPOINT, loaded back by opening an empty directory from it.
 */
export type BackupFormat = 'pglite' | 'postgres';

/** A backup's own problem (an unknown file, a target that is not empty): the CLI prints the message alone. */
export class BackupError extends Error {}

const EXTENSION: Record<BackupFormat, string> = { pglite: 'tar.gz', postgres: 'dump' };

/** `kurye-ofis-<format>-20261127-031500Z[-daily].<ext>`: sorts by time, says what it holds. */
export function backupFileName(format: BackupFormat, at: Date, daily = false) {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `kurye-ofis-${format}-${stamp}${daily ? '-daily' : ''}.${EXTENSION[format]}`;
}

/** The daily backups in `dir`, oldest first. */
export function dailyBackups(dir: string) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /^kurye-ofis-(pglite|postgres)-\d{8}-\d{6}Z-daily\.(tar\.gz|dump)$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Writes through a `.partial` file renamed at the end: a file under the final name is always a whole backup. */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return file;
}

// ---- PGlite

/** The data directory of a running PGlite as a gzip'd tarball, written to `file`. */
export async function dumpPglite(client: PGlite, file: string) {
  // Everything committed reaches the data files first: the copy then needs no WAL replay when it is opened.
  await client.exec('checkpoint');
  const tarball = await client.dumpDataDir('gzip');
  return writeAtomically(file, async (partial) => fs.promises.writeFile(partial, new Uint8Array(await tarball.arrayBuffer())));
}

/** Whether a PGlite data directory holds nothing yet (missing or empty). */
export function isEmptyPgliteDir(pgliteDir: string) {
  return !fs.existsSync(pgliteDir) || fs.readdirSync(pgliteDir).length === 0;
}

/** Unpacks a PGlite backup into `pgliteDir`, which must be empty. */
export async function restorePglite(file: string, pgliteDir: string) {
  if (!isEmptyPgliteDir(pgliteDir)) throw notEmpty(pgliteDir);
  fs.mkdirSync(pgliteDir, { recursive: true });
  const tarball = new Blob([new Uint8Array(fs.readFileSync(file))]);
  const client = new PGlite(pgliteDir, { loadDataDir: tarball });
  await client.waitReady;
  await client.exec('checkpoint');
  await client.close();
}

// ---- PostgreSQL

async function majorVersionOfPgDump(binary: string) {
  const { stdout } = await run(binary, ['--version']).catch((err: NodeJS.ErrnoException) => {
    throw new BackupError(
      err.code === 'ENOENT'
        ? `${binary} bulunamadı: PostgreSQL istemci araçlarını kurun (apt install postgresql-client) ya da PG_DUMP ile yolunu verin. / ${binary} not found: install the PostgreSQL client tools or name it with PG_DUMP.`
        : String(err),
    );
  });
  const match = /(\d+)(?:\.\d+)?/.exec(stdout);
  return match ? Number(match[1]) : 0;
}

async function serverMajorVersion(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0].v) / 10000);
  } finally {
    await client.end();
  }
}

/** pg_restore from the folder of the pg_dump named (`PG_DUMP`), else from the PATH. */
function pgRestoreBeside(pgDump: string) {
  return pgDump.includes(path.sep) ? path.join(path.dirname(pgDump), 'pg_restore') : 'pg_restore';
}

/**
 * `pg_dump` of the database at `url` into `file` (custom format, compressed). pg_dump refuses a server newer than
 * itself; this says so first, in both languages, with both versions.
 */
export async function dumpPostgres(url: string, file: string, pgDump = 'pg_dump') {
  const [tool, server] = await Promise.all([majorVersionOfPgDump(pgDump), serverMajorVersion(url)]);
  if (tool < server) {
    throw new BackupError(
      `pg_dump ${tool} sunucudan (PostgreSQL ${server}) eski: aynı sürümün istemci araçlarını kurun. / pg_dump ${tool} is older than the server (PostgreSQL ${server}): install the client tools of the same version.`,
    );
  }
  return writeAtomically(file, async (partial) => {
    await run(pgDump, ['--format=custom', '--compress=6', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${url}`], { maxBuffer: 16 << 20 });
  });
}

/** Whether the database at `url` has no table of its own yet (a fresh `createdb`). */
export async function isEmptyPostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
}

/** Loads a `pg_dump` backup into the empty database at `url`, all or nothing. */
export async function restorePostgres(file: string, url: string, pgDump = 'pg_dump') {
  if (!(await isEmptyPostgres(url))) throw notEmpty(new URL(url).pathname.slice(1));
  await run(pgRestoreBeside(pgDump), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], {
    maxBuffer: 16 << 20,
  }).catch((err: { stderr?: string }) => {
    throw new BackupError(`Geri yükleme başarısız / Restore failed: ${err.stderr?.trim() || String(err)}`);
  });
}

// ---- Either

/** What a backup file holds, from its first bytes: a gzip'd PGlite tarball or a pg_dump archive. */
export function formatOfBackup(file: string): BackupFormat {
  if (!fs.existsSync(file)) throw new BackupError(`Yedek dosyası yok / No such backup file: ${file}`);
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  throw new BackupError(`Bu dosya bir Kurye Ofis yedeği değil / This file is not a Kurye Ofis backup: ${file}`);
}

function notEmpty(target: string) {
  return new BackupError(
    `Hedef boş değil, geri yükleme yapılmadı: ${target}. Boş bir veri klasörü ya da veritabanı verin. / The target is not empty, nothing was restored: ${target}. Name an empty data directory or database.`,
  );
}
