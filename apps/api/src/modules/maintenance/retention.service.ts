import type { Settings } from '@kurye/contracts/settings';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { writeAudit } from '../audit/audit.service';
import { pruneNotifications } from '../notifications/notifier';
import * as repo from './maintenance.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionDeps {
  db: Db;
  clock: Clock;
  /** Pings deleted per statement, and the pause between two statements (ingest runs in between). */
  positionBatch?: number;
  pauseMs?: number;
}

export interface RetentionCounts {
  positions: number;
  applications: number;
  notifications: number;
  sessions: number;
}

/**
 * KVKK retention: personal data older than the periods of the settings is deleted or anonymised, and each run leaves
 * an audit entry with what it removed. Courier pings go in small batches with a pause between them: a statement holds
 * row locks for a few milliseconds and the position ingest (and, on PGlite, every request) runs in the pauses. Reports
 * read their roll-up tables, never the pings, so they do not change.
 */
export function createRetention(deps: RetentionDeps) {
  const { db, clock } = deps;
  const batch = deps.positionBatch ?? 2000;
  const pauseMs = deps.pauseMs ?? 50;
  const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

  async function deleteOldPositions(cutoff: Date) {
    let total = 0;
    for (;;) {
      const n = await repo.deletePositionsBatch(db, cutoff, batch);
      total += n;
      if (n < batch) return total;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  return {
    async run(periods: Settings['retention']): Promise<RetentionCounts> {
      const now = clock.now();
      const counts: RetentionCounts = {
        positions: await deleteOldPositions(before(now, periods.positionDays)),
        applications: await repo.anonymiseRejectedApplications(db, before(now, periods.rejectedApplicationDays)),
        notifications: await pruneNotifications(db, now, periods.readNotificationDays),
        sessions: await repo.deleteOldSessions(db, before(now, periods.sessionDays)),
      };
      await db.transaction((tx) =>
        writeAudit(tx, { actorId: null, action: 'retention', entity: 'personal_data', entityId: null, after: { ...counts, periods } }),
      );
      return counts;
    },
  };
}
export type Retention = ReturnType<typeof createRetention>;
