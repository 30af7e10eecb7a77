import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { insertPositions } from '../src/modules/live/positions.repository';

const SEGMENT = 16 * 1024 * 1024;

describe('PGlite WAL segments', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-wal-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const count = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
    Number(((await db.execute(sql`select count(*) as n from carrier_positions`)) as unknown as { rows: { n: string }[] }).rows[0].n);

  it('are created without being filled with zeros first (no 16 MB of writes on the event loop), and hold what was committed', async () => {
    const database = await openDatabase({ dataDir: dir });
    const carrierId = '3d0c8f1e-6a2b-4c5d-8e9f-0a1b2c3d4e5f';
    const rows = Array.from({ length: 300 }, (_, i) => ({ carrierId, latitude: 41 + i / 1e4, longitude: 29, accuracy: 5, at: 1_764_000_000_000 + i }));
    await insertPositions(database.db, rows);
    await database.db.execute(sql`select pg_switch_wal()`);
    await insertPositions(database.db, rows); // goes to a new segment, created now
    const walDir = path.join(dir, 'pglite', 'pg_wal');
    const segments = fs
      .readdirSync(walDir)
      .filter((f) => /^[0-9A-F]{24}$/.test(f))
      .sort();
    const newest = fs.statSync(path.join(walDir, segments.at(-1)!));
    expect(newest.size).toBe(SEGMENT);
    expect(newest.blocks * 512).toBeLessThan(SEGMENT / 4); // sparse: only what was written since the switch
    // Committed rows are there after a restart (recovery reads the segment as it is).
    await database.close();
    const reopened = await openDatabase({ dataDir: dir });
    expect(await count(reopened.db)).toBe(600);
    await reopened.close();
  });
});
