import { z } from 'zod';
import { NOTIFICATION_KINDS, noteBody } from './feeds';

/**
 * The wire shapes of the header's notification feed (`/api/common/notifications`). The kinds, the note form and the
 * TypeScript item type live in `feeds.ts`.
 */

/** A feed item: the specification's fields plus its kind and the values its text was made from. */
export const notificationItem = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  icon: z.string(),
  title: z.string(),
  description: z.string(),
  time: z.string(),
  read: z.boolean(),
  link: z.string().nullable(),
  useRouter: z.boolean(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** `unread=true`: unread only. */
export const notificationListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['true', 'false']).optional(),
});

/** One page of the feed with the unread count for the badge. */
export const notificationPage = z.object({
  items: z.array(notificationItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  unreadCount: z.number().int(),
});

/** A note to self. */
export const createNoteBody = z.object({ notification: noteBody });

export const setNotificationReadBody = z.object({ id: z.uuid(), notification: z.object({ read: z.boolean() }) });

export const toggleNotificationBody = z.object({ notification: z.object({ id: z.uuid() }) });

export const markAllNotificationsReadResult = z.object({ updated: z.number().int(), unreadCount: z.literal(0) });
