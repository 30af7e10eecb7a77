import { sql } from 'drizzle-orm';
import type { AnnouncementAudience } from '@kurye/contracts/announcements';
import type { NotificationKind } from '@kurye/contracts/feeds';
import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { stores } from './organisation';
import { createdAtColumn, timestamptz, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/** Who an announcement is for: every store, the stores of chosen zones, or chosen stores. */
export type { AnnouncementAudience };

/** Announcements to stores: sanitised HTML content, shown from `scheduledAt`, live until `expiresAt`. */
export const announcements = pgTable(
  'announcements',
  {
    id: uuidPrimaryKey(),
    title: text('title').notNull(),
    /** Sanitised on write (allow-listed formatting only). */
    content: text('content').notNull(),
    scheduledAt: timestamptz('scheduled_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    audience: jsonb('audience').$type<AnnouncementAudience>().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('announcements_scheduled_idx').on(t.scheduledAt)],
);

/** When a store first saw an announcement (closing the dialog marks every unread one). */
export const announcementViews = pgTable(
  'announcement_views',
  {
    announcementId: uuidReference('announcement_id', () => announcements.id, 'cascade'),
    storeId: uuidReference('store_id', () => stores.id),
    viewedBy: uuid('viewed_by').references(() => users.id),
    viewedAt: timestamptz('viewed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.storeId] }), index('announcement_views_store_idx').on(t.storeId)],
);

/** Short messages between users of the company (an operator writing to a store or a courier, and the replies). */
export const userMessages = pgTable(
  'user_messages',
  {
    id: uuidPrimaryKey(),
    senderId: uuidReference('sender_id', () => users.id),
    recipientId: uuidReference('recipient_id', () => users.id),
    text: text('text').notNull(),
    createdAt: createdAtColumn(),
    readAt: timestamptz('read_at'),
  },
  (t) => [index('user_messages_recipient_idx').on(t.recipientId, t.createdAt), index('user_messages_sender_idx').on(t.senderId, t.createdAt)],
);

/** The signed-in user's own product events (offer cancelled, payout paid, …) and notes to self: the header's feed. */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: uuidPrimaryKey(),
    userId: uuidReference('user_id', () => users.id, 'cascade'),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull(),
    /** An in-app path of the reader's area, or null. */
    link: text('link'),
    /** The values the text was made from (request number, amount in kuruş, …): the web words it in its language. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: createdAtColumn(),
    readAt: timestamptz('read_at'),
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
    id: uuidPrimaryKey(),
    userId: uuidReference('user_id', () => users.id, 'cascade'),
    label: text('label').notNull(),
    description: text('description'),
    icon: text('icon').notNull(),
    link: text('link').notNull(),
    useRouter: boolean('use_router').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [index('user_shortcuts_user_idx').on(t.userId, t.createdAt)],
);
