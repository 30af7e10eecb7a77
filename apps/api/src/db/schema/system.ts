import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { MailStatus } from '@kurye/contracts/mailbox';
import { createdAtColumn, timestamptz, updatedAtColumn, uuidPrimaryKey } from './columns';

/** Key/value settings and secrets generated on first start (the token signing key lives here). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAtColumn(),
});

/**
 * Every mail the product sends, written before it goes out: `local` when no SMTP server is configured (flows work
 * offline and in tests), else `sending` until the server answers (`sent`, or `failed` with its error). An Admin
 * resends from the outgoing mail page.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuidPrimaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('local'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('outbox_mails_status_idx').on(t.status, t.createdAt)],
);

export const auditLog = pgTable('audit_log', {
  id: uuidPrimaryKey(),
  actorId: uuid('actor_id'),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  before: jsonb('before'),
  after: jsonb('after'),
  createdAt: createdAtColumn(),
});

/**
 * Recurring maintenance (the daily backup, the retention run): one row per job, due at `dueAt`. A process takes a due
 * job by leasing it (`leasedUntil`) in one UPDATE, so two processes never run it together; a crash leaves the lease to
 * expire and the job runs again. A finished run moves `dueAt` to the next day.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  dueAt: timestamptz('due_at').notNull(),
  leasedUntil: timestamptz('leased_until'),
  lastRunAt: timestamptz('last_run_at'),
  lastResult: jsonb('last_result'),
});
