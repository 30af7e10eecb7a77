import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { acquireDirectoryLock } from './directory-lock';
import { apiDir } from '../api-dir';
import { dumpPglite } from './backup';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  /**
   * Where report pages read (`selectPrepared`). On PostgreSQL a small pool of its own whose connections keep one
   * generic plan per prepared statement (`plan_cache_mode`): a report statement is planned once per connection, not
   * at every read (planning was two thirds of a one-day summary's time), and a burst of report reads cannot take the
   * connections dispatch needs. On PGlite the one database.
   */
  reportsDb: Db;
  kind: 'pglite' | 'postgres';
  /** For the metrics: connections open and idle, and queries waiting (for a pool connection, or in PGlite's queue). */
  stats(): DatabaseStats;
  /** PGlite on a data directory: that directory (DATA_DIR), and a backup of it written to `file` (`db/backup.ts`). */
  dataDir?: string;
  dumpTo?: (file: string) => Promise<string>;
  close(): Promise<void>;
}

export interface DatabaseStats {
  connections: number;
  idle: number;
  waiting: number;
}

/** Where PGlite keeps its files inside DATA_DIR. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

export const migrationsFolder = path.join(apiDir, 'drizzle');

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite in `dataDir` (or in memory when `dataDir` is 'memory://'). */
  databaseUrl?: string;
  dataDir: string;
  /**
   * PGlite: refuse a query made on `db` from inside a transaction (`QueryOutsideTransactionError`) instead of letting
   * it wait on itself. On by default, off when NODE_ENV=production (`npm start`): the check follows every promise of
   * the process (AsyncLocalStorage's promise hooks on Node 20), about a fifth of the server's CPU per position ping,
   * and its purpose is to make the mistake fail in tests and development, where every route runs on PGlite.
   */
  guardTransactions?: boolean;
  /** PGlite in memory: start from this dump (`dumpDataDir`) instead of an empty cluster; the migrations still run. */
  pgliteDump?: Blob;
}

/**
 * PGlite has one connection: a query on the client while a transaction is open waits for that transaction to end. A
 * query made on `db` from inside a transaction's own work (instead of on its `tx`) therefore waits on itself forever,
 * and every later request queues behind it — the server stops answering. This makes that mistake fail at once, with
 * a message naming it, wherever it happens (a test on PGlite finds it), instead of wedging the process.
 */
export class QueryOutsideTransactionError extends Error {
  constructor() {
    super('A query on the database was made inside an open transaction without using its `tx`; on PGlite it would wait for itself forever.');
  }
}

/**
 * PGlite settings for its one session. `wal_init_zero = off`: PostgreSQL fills each new 16 MB WAL segment with zeros
 * before using it; PGlite runs that on the event loop (and in memory:// grows its in-memory file 8 kB at a time,
 * copying it), so every 16 MB of WAL — about every 60,000 position pings — one statement took 60–130 ms of CPU
 * (20–40 ms on a data directory), and every request and socket waited behind it. Off, a new segment is created with
 * its last byte written (as PostgreSQL does on copy-on-write file systems); WAL records, commits and crash recovery
 * are unchanged.
 */
async function configurePglite(client: PGlite) {
  await client.exec('set wal_init_zero = off');
}

function guardSingleConnection(client: PGlite) {
  const openTransaction = new AsyncLocalStorage<{ open: boolean }>();
  const transaction = client.transaction.bind(client);
  client.transaction = (work) => {
    const state = { open: true };
    return transaction((tx) => openTransaction.run(state, () => work(tx))).finally(() => {
      state.open = false;
    });
  };
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      if (openTransaction.getStore()?.open) return Promise.reject(new QueryOutsideTransactionError());
      return original(...args);
    };
  }
  return client;
}

/** Counts PGlite's calls not yet answered: one runs at a time, the others wait in its queue. */
function countPending(client: PGlite, queue: { pending: number }) {
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
      queue.pending++;
      return original(...args).finally(() => queue.pending--);
    };
  }
  return client;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      // Two processes starting at once must not both run the migrations.
      await client.query('select pg_advisory_lock(7210401)');
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(7210401)').catch(() => {});
      client.release();
    }
    const reportsPool = new pg.Pool({ connectionString: options.databaseUrl, max: 3, options: '-c plan_cache_mode=force_generic_plan' });
    const reportsDb = drizzlePg(reportsPool, { schema }) as unknown as Db;
    return {
      db,
      reportsDb,
      kind: 'postgres',
      stats: () => ({
        connections: pool.totalCount + reportsPool.totalCount,
        idle: pool.idleCount + reportsPool.idleCount,
        waiting: pool.waitingCount + reportsPool.waitingCount,
      }),
      close: async () => void (await Promise.all([pool.end(), reportsPool.end()])),
    };
  }

  const queue = { pending: 0 };
  const guard = (client: PGlite) =>
    countPending((options.guardTransactions ?? process.env.NODE_ENV !== 'production') ? guardSingleConnection(client) : client, queue);
  const stats = () => ({ connections: 1, idle: queue.pending ? 0 : 1, waiting: Math.max(0, queue.pending - 1) });
  if (options.dataDir === 'memory://') {
    const client = guard(new PGlite(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}));
    await configurePglite(client);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, reportsDb: db as unknown as Db, kind: 'pglite', stats, close: () => client.close() };
  }

  const pgliteDir = pgliteDirOf(options.dataDir);
  fs.mkdirSync(pgliteDir, { recursive: true });
  const lock = acquireDirectoryLock(pgliteDir);
  try {
    const client = guard(new PGlite(pgliteDir));
    await configurePglite(client);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      reportsDb: db as unknown as Db,
      kind: 'pglite',
      stats,
      dataDir: options.dataDir,
      dumpTo: (file) => dumpPglite(client, file),
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
