import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/**
 * Browsers' Web Push subscriptions (one row per push endpoint; a browser re-subscribing under another user moves the
 * row). `topics`: the topics this subscription receives (the caller's emergency topic).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidPrimaryKey(),
    userId: uuidReference('user_id', () => users.id, 'cascade'),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
