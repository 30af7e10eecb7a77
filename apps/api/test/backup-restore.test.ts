import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backUp } from '../src/backup';
import { loadConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { seedDatabase } from '../src/db/seed';
import { restore } from '../src/restore';
import { createPostgresDatabase, manualClock, startTestApp } from './test-app';

/** Every table of the application (and the migrations' own) with its row count. */
async function rowCounts(db: Db) {
  const tables = (await db.execute(
    sql`select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.');
    const result = (await db.execute(sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}`)) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = result.rows[0].n;
  }
  return counts;
}

/** Each ledger account's balance, by its code. */
async function ledgerBalances(db: Db) {
  const result = (await db.execute(
    sql`select a.code, coalesce(sum(p.amount), 0)::text as balance from ledger_accounts a left join ledger_postings p on p.account_id = a.id group by a.code order by a.code`,
  )) as unknown as { rows: { code: string; balance: string }[] };
  return Object.fromEntries(result.rows.map((r) => [r.code, r.balance]));
}

async function seededWithHistory(database: Database) {
  await seedDatabase(database.db, { demo: true, historyDays: 3, historySeed: 7 });
  const counts = await rowCounts(database.db);
  const balances = await ledgerBalances(database.db);
  // A database with history: deliveries, postings and report roll-ups to lose.
  expect(counts['public.delivery_requests']).toBeGreaterThan(10);
  expect(counts['public.ledger_postings']).toBeGreaterThan(10);
  expect(counts['public.report_store_daily']).toBeGreaterThan(0);
  expect(Object.keys(balances).length).toBeGreaterThan(5);
  return { counts, balances };
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-backup-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('backup and restore on PGlite', () => {
  it('backs up a running server through it and an idle data directory directly; restores into an empty one only', async () => {
    const source = path.join(tmp, 'source');
    const backups = path.join(tmp, 'pglite-backups');
    const database = await openDatabase({ dataDir: source });
    await seededWithHistory(database);
    // A server owns the directory: the backup asks it (its control socket) for the dump.
    const running = await startTestApp(database, manualClock());
    const expected = { counts: await rowCounts(database.db), balances: await ledgerBalances(database.db) };
    const fromServer = await backUp(loadConfig({ DATA_DIR: source, BACKUP_DIR: backups }));
    await running.close();
    // Nobody owns it now: the backup opens it itself.
    const direct = await backUp(loadConfig({ DATA_DIR: source, BACKUP_DIR: backups }), new Date(Date.now() + 1000));
    expect(path.dirname(fromServer)).toBe(backups);
    expect(fromServer).toMatch(/kurye-ofis-pglite-\d{8}-\d{6}Z\.tar\.gz$/);
    expect(direct).not.toBe(fromServer);

    for (const [i, file] of [fromServer, direct].entries()) {
      const target = path.join(tmp, `restored-${i}`);
      await restore(loadConfig({ DATA_DIR: target }), file);
      const restored = await openDatabase({ dataDir: target });
      try {
        expect(await rowCounts(restored.db)).toEqual(expected.counts);
        expect(await ledgerBalances(restored.db)).toEqual(expected.balances);
      } finally {
        await restored.close();
      }
      await expect(restore(loadConfig({ DATA_DIR: target }), file)).rejects.toThrow(/Hedef boş değil.*The target is not empty/);
    }
  }, 240_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('dumps a database in use and loads it into an empty one only', async () => {
    const source = await createPostgresDatabase();
    const target = await createPostgresDatabase();
    const database = await openDatabase({ databaseUrl: source.url, dataDir: 'unused' });
    try {
      await seededWithHistory(database);
      const running = await startTestApp(database, manualClock());
      const expected = { counts: await rowCounts(database.db), balances: await ledgerBalances(database.db) };
      const file = await backUp(loadConfig({ DATABASE_URL: source.url, BACKUP_DIR: path.join(tmp, 'pg-backups') }));
      expect(file).toMatch(/kurye-ofis-postgres-\d{8}-\d{6}Z\.dump$/);
      await running.app.close();

      await restore(loadConfig({ DATABASE_URL: target.url }), file);
      const restored = await openDatabase({ databaseUrl: target.url, dataDir: 'unused' });
      try {
        expect(await rowCounts(restored.db)).toEqual(expected.counts);
        expect(await ledgerBalances(restored.db)).toEqual(expected.balances);
      } finally {
        await restored.close();
      }
      await expect(restore(loadConfig({ DATABASE_URL: target.url }), file)).rejects.toThrow(/Hedef boş değil.*The target is not empty/);
    } finally {
      await database.close();
      await source.drop();
      await target.drop();
    }
  }, 240_000);
});
