import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey } from './columns';

/** Key/value settings and secrets generated on first start (the token signing key lives here). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAtColumn(),
});

/** Mail written here when no SMTP server is configured, so flows work offline and in tests. */
export const outboxMails = pgTable('outbox_mails', {
  id: uuidPrimaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAtColumn(),
});

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
