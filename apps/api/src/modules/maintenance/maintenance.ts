import type { Settings } from '@kurye/contracts/settings';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createBackups } from './backups.service';
import { controlSocketOf, listenForControl } from './control-socket';
import { createDailyJobs, type DailyJob } from './daily-jobs';
import { createRetention } from './retention.service';

/** The nightly retention run's hour (Istanbul), after the default backup hour. */
const RETENTION_HOUR = 4;

export interface MaintenanceDeps {
  database: Database;
  databaseUrl?: string;
  backups: { dir: string; pgDump: string };
  clock: Clock;
  settings: { get(): Promise<Settings> };
  log: FastifyBaseLogger;
  /** Other modules' daily jobs (document expiry warnings, document retention), run by the same leased schedule. */
  jobs?: DailyJob[];
}

/** Backups and KVKK retention: the daily jobs that run them, and (PGlite) the control socket `npm run backup` asks. */
export function createMaintenance(deps: MaintenanceDeps) {
  const { database, clock } = deps;
  const backups = createBackups(deps);
  const retention = createRetention({ db: database.db, clock });
  const canBackUp = database.kind === 'postgres' || database.dumpTo !== undefined;
  const dailyJobs = createDailyJobs({ db: database.db, clock, settings: deps.settings, log: deps.log }, [
    { name: 'backup', hour: (s) => s.backups.hour, enabled: (s) => canBackUp && s.backups.daily, run: (s) => backups.daily(s.backups.keep) },
    { name: 'retention', hour: () => RETENTION_HOUR, enabled: () => true, run: (s) => retention.run(s.retention) },
    ...(deps.jobs ?? []),
  ]);
  return {
    backups,
    retention,
    dailyJobs,
    /** PGlite on a data directory: answer `npm run backup` on the directory's control socket until `close`. */
    async listen() {
      if (!database.dataDir || !database.dumpTo) return { close: async () => {} };
      return listenForControl(controlSocketOf(database.dataDir), { backup: (dir) => backups.backUp({ dir }) });
    },
  };
}
export type Maintenance = ReturnType<typeof createMaintenance>;
