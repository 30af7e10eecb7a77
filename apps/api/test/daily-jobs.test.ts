import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SETTINGS } from '@kurye/contracts/settings';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { createBackups } from '../src/modules/maintenance/backups.service';
import { createDailyJobs, nextRun, type DailyJob } from '../src/modules/maintenance/daily-jobs';
import { manualClock, openTestDatabase, testDatabaseKinds } from './test-app';

const HOUR = 3_600_000;
const log = pino({ level: 'silent' });
const settings = { get: async () => DEFAULT_SETTINGS };

describe('nextRun', () => {
  it('is the next given Istanbul hour after now', () => {
    // 02:30 Istanbul (23:30 UTC the day before): 03:00 Istanbul is half an hour away.
    expect(nextRun(new Date('2026-03-09T23:30:00Z'), 3).toISOString()).toBe('2026-03-10T00:00:00.000Z');
    // 03:00 Istanbul exactly: the next day.
    expect(nextRun(new Date('2026-03-10T00:00:00Z'), 3).toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });
});

describe.each(testDatabaseKinds)('daily jobs on %s', (kind) => {
  let database: Database;
  afterAll(() => database?.close());

  it('runs a due job once across two processes, again the next day, and retries a failed run', async () => {
    database = await openTestDatabase(kind);
    const clock = manualClock(new Date('2026-03-09T23:30:00Z'));
    const runs: string[] = [];
    let fail = false;
    const job: DailyJob = {
      name: 'test-job',
      hour: () => 3,
      enabled: () => true,
      run: async () => {
        runs.push(clock.now().toISOString());
        if (fail) throw new Error('disk full');
        return { ok: true };
      },
    };
    const processes = [0, 1].map(() => createDailyJobs({ db: database.db, clock, settings, log }, [job], { retryMs: 15 * 60_000 }));

    expect(await processes[0].runDue()).toEqual([]);
    clock.advance(HOUR);
    const ran = await Promise.all(processes.map((p) => p.runDue()));
    expect(ran.flat()).toEqual(['test-job']);
    expect(await processes[1].runDue()).toEqual([]);

    clock.advance(24 * HOUR);
    fail = true;
    expect((await Promise.all(processes.map((p) => p.runDue()))).flat()).toEqual([]);
    expect(runs).toHaveLength(2);
    clock.advance(10 * 60_000);
    expect(await processes[0].runDue()).toEqual([]);
    clock.advance(6 * 60_000);
    fail = false;
    expect(await processes[1].runDue()).toEqual(['test-job']);
    expect(runs).toHaveLength(3);
  });
});

describe('the daily backup', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kurye-daily-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('keeps the newest `keep` daily backups and leaves other backups alone', async () => {
    const database = await openDatabase({ dataDir: path.join(tmp, 'data') });
    const dir = path.join(tmp, 'backups');
    const clock = manualClock(new Date('2026-03-10T00:00:00Z'));
    try {
      const backups = createBackups({ database, backups: { dir, pgDump: 'pg_dump' }, clock });
      const manual = await backups.backUp();
      const made: string[] = [];
      for (let day = 0; day < 3; day++) {
        const { file, removed } = await backups.daily(2);
        made.push(file);
        expect(removed).toBe(day < 2 ? 0 : 1);
        clock.advance(24 * HOUR);
      }
      expect(fs.readdirSync(dir).sort()).toEqual([manual, ...made.slice(1)].map((f) => path.basename(f)).sort());
    } finally {
      await database.close();
    }
  }, 120_000);
});
