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

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories take either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export interface OpenDatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite in `dataDir` (or in memory when `dataDir` is 'memory://'). */
  databaseUrl?: string;
  dataDir: string;
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
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  if (options.dataDir === 'memory://') {
    const client = new PGlite();
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  }

  const pgliteDir = path.join(options.dataDir, 'pglite');
  fs.mkdirSync(pgliteDir, { recursive: true });
  const lock = acquireDirectoryLock(pgliteDir);
  try {
    const client = new PGlite(pgliteDir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
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
