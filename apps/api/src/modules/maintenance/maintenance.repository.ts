import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, carrierPositions, scheduledJobs, sessions } from '../../db/schema';

// ---- Scheduled jobs

/** Makes the job's row, first due at `dueAt`, unless it is there already. */
export async function ensureJob(db: Db, name: string, dueAt: Date) {
  await db.insert(scheduledJobs).values({ name, dueAt }).onConflictDoNothing();
}

/**
 * Takes the job when it is due and nobody holds it (one UPDATE: of two processes asking at once, one gets it) until
 * `leaseUntil`; true when taken.
 */
export async function leaseDueJob(db: Db, name: string, now: Date, leaseUntil: Date) {
  const taken = await db
    .update(scheduledJobs)
    .set({ leasedUntil: leaseUntil })
    .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.dueAt, now), or(isNull(scheduledJobs.leasedUntil), lt(scheduledJobs.leasedUntil, now))))
    .returning({ name: scheduledJobs.name });
  return taken.length > 0;
}

/** A run's end: the lease let go, the next run due at `dueAt`; `result` kept when it ran. */
export async function finishJob(db: Db, name: string, dueAt: Date, ran?: { at: Date; result: unknown }) {
  await db
    .update(scheduledJobs)
    .set({ dueAt, leasedUntil: null, ...(ran && { lastRunAt: ran.at, lastResult: ran.result }) })
    .where(eq(scheduledJobs.name, name));
}

// ---- Retention

/**
 * Deletes up to `limit` courier pings recorded before `before` (found through the BRIN index on `recorded_at`); returns
 * how many. A short statement of its own: row locks only, which position inserts never wait for.
 */
export async function deletePositionsBatch(db: Db, before: Date, limit: number) {
  const old = db.select({ id: carrierPositions.id }).from(carrierPositions).where(lt(carrierPositions.recordedAt, before)).limit(limit);
  const gone = await db.delete(carrierPositions).where(inArray(carrierPositions.id, old)).returning({ id: carrierPositions.id });
  return gone.length;
}

/**
 * Removes the personal data of applications rejected before `before`: name, T.C. kimlik no, phone, e-mail, address and
 * the reason written about the person. What remains (kind, zone, dates, store name) keeps the counts of the reports.
 */
export async function anonymiseRejectedApplications(db: Db, before: Date) {
  const done = await db
    .update(applications)
    .set({
      email: sql`'anonim-' || left(${applications.id}::text, 8) || '@anonim.invalid'`,
      data: sql`(${applications.data} - 'nationalIdentityNumber' - 'address') || jsonb_build_object('name', 'Anonim', 'surname', '', 'phone', '')`,
      rejectReason: null,
      anonymisedAt: sql`now()`,
    })
    .where(and(eq(applications.status, 'rejected'), lt(applications.decidedAt, before), isNull(applications.anonymisedAt)))
    .returning({ id: applications.id });
  return done.length;
}

/** Deletes sessions that expired or were ended before `before`. */
export async function deleteOldSessions(db: Db, before: Date) {
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  return gone.length;
}
