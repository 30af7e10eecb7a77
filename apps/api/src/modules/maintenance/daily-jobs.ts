import { periodic } from '../../lib/periodic';
import type { Settings } from '@kurye/contracts/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startOfBusinessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import * as repo from './maintenance.repository';

const HOUR_MS = 3_600_000;

export interface DailyJob {
  name: string;
  /** The Istanbul hour it runs at. */
  hour(settings: Settings): number;
  /** Whether it runs (a day it does not is skipped, not postponed). */
  enabled(settings: Settings): boolean;
  run(settings: Settings): Promise<unknown>;
}

/** The first `hour` o'clock Istanbul time after `now`. */
export function nextRun(now: Date, hour: number) {
  const today = startOfBusinessDay(now).getTime() + hour * HOUR_MS;
  return new Date(today > now.getTime() ? today : today + 24 * HOUR_MS);
}

/**
 * Jobs that run once a day whichever process gets them: the due time is a row (`scheduled_jobs`), so a restart neither
 * skips nor repeats a day, and a process takes a due job with a lease, so two processes never run it together. A failed
 * run lets go of the lease and is tried again `retryMs` later.
 */
export function createDailyJobs(
  deps: { db: Db; clock: Clock; settings: { get(): Promise<Settings> }; log: FastifyBaseLogger },
  jobs: DailyJob[],
  options: { leaseMs?: number; retryMs?: number } = {},
) {
  const { db, clock, log } = deps;
  const leaseMs = options.leaseMs ?? 2 * HOUR_MS;
  const retryMs = options.retryMs ?? 15 * 60_000;

  async function runJob(job: DailyJob, settings: Settings) {
    const now = clock.now();
    await repo.ensureJob(db, job.name, nextRun(now, job.hour(settings)));
    if (!(await repo.leaseDueJob(db, job.name, now, new Date(now.getTime() + leaseMs)))) return false;
    if (!job.enabled(settings)) {
      await repo.finishJob(db, job.name, nextRun(clock.now(), job.hour(settings)));
      return false;
    }
    try {
      const result = await job.run(settings);
      await repo.finishJob(db, job.name, nextRun(clock.now(), job.hour(settings)), { at: now, result: result ?? null });
      log.info({ job: job.name, result }, 'daily job done');
      return true;
    } catch (err) {
      log.error({ err, job: job.name }, 'daily job failed');
      await repo.finishJob(db, job.name, new Date(clock.now().getTime() + retryMs));
      return false;
    }
  }

  async function runDue() {
    const settings = await deps.settings.get();
    const ran: string[] = [];
    for (const job of jobs) if (await runJob(job, settings)) ran.push(job.name);
    return ran;
  }

  const runner = periodic('daily jobs', runDue, log);
  return {
    /** Runs every job that is due now; answers the names of those that ran. Tests call it after moving the clock. */
    runDue: runner.runNow,
    start: (intervalMs = 60_000) => runner.start(intervalMs),
    stop: runner.stop,
  };
}
export type DailyJobs = ReturnType<typeof createDailyJobs>;
