import { sql } from 'drizzle-orm';
import type { AnnouncementAudience } from '@kurye/contracts/announcements';
import type { NotificationKind } from '@kurye/contracts/feeds';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { stores } from './organisation';

/** Who an announcement is for: every store, the stores of chosen zones, or chosen stores. */
export type { AnnouncementAudience };

/** Announcements to stores: sanitised HTML content, shown from `scheduledAt`, live until `expiresAt`. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    /** Sanitised on write (allow-listed formatting only). */
    content: text('content').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    audience: jsonb('audience').$type<AnnouncementAudience>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_scheduled_idx').on(t.scheduledAt)],
);

/** When a store first saw an announcement (closing the dialog marks every unread one). */
export const announcementViews = pgTable(
  'announcement_views',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    viewedBy: uuid('viewed_by').references(() => users.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.storeId] }), index('announcement_views_store_idx').on(t.storeId)],
);

/** Short messages between users of the company (an operator writing to a store or a courier, and the replies). */
export const userMessages = pgTable(
  'user_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('user_messages_recipient_idx').on(t.recipientId, t.createdAt), index('user_messages_sender_idx').on(t.senderId, t.createdAt)],
);

/** The signed-in user's own product events (offer cancelled, payout paid, …) and notes to self: the header's feed. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull(),
    /** An in-app path of the reader's area, or null. */
    link: text('link'),
    /** The values the text was made from (request number, amount in kuruş, …): the web words it in its language. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('user_notifications_user_idx').on(t.userId, t.createdAt),
    index('user_notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A user's header shortcuts to pages of their own menu. */
export const userShortcuts = pgTable(
  'user_shortcuts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    description: text('description'),
    icon: text('icon').notNull(),
    link: text('link').notNull(),
    useRouter: boolean('use_router').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_shortcuts_user_idx').on(t.userId, t.createdAt)],
);
