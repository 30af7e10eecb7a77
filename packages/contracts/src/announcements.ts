import { z } from 'zod';
import { patchBody } from './common';
import { dayOrInstant } from './dates';
import { pageOf } from './paging';

/** Announcements: the admin's list, form and view history, and the store's bell and dialog. */

/** Who an announcement is for: every store, the stores of chosen zones, or chosen stores. */
export const announcementAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('zones'), zoneIds: z.array(z.uuid()).min(1).max(200) }),
  z.object({ kind: z.literal('stores'), storeIds: z.array(z.uuid()).min(1).max(1000) }),
]);
export type AnnouncementAudience = z.infer<typeof announcementAudience>;

export const announcementInput = z.object({
  title: z.string().trim().min(3).max(150),
  content: z.string().trim().min(1).max(20_000).describe('Formatted text (HTML); sanitised to an allow-list of formatting tags.'),
  scheduledAt: dayOrInstant,
  expiresAt: dayOrInstant,
  audience: announcementAudience,
});
export type AnnouncementInput = z.infer<typeof announcementInput>;

/** A change: any of the form's fields. */
export const announcementPatch = patchBody(announcementInput.partial());

export const announcementRow = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  scheduledAt: z.date(),
  expiresAt: z.date(),
  audience: announcementAudience,
  createdAt: z.date(),
  updatedAt: z.date(),
  targetCount: z.number().int(),
  viewCount: z.number().int(),
});

export const ANNOUNCEMENT_STATES = ['scheduled', 'live', 'expired'] as const;

export const announcementListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['scheduledAt', '-scheduledAt', 'expiresAt', '-expiresAt', 'title', '-title']).default('-scheduledAt'),
  q: z.string().trim().max(100).optional(),
  state: z.enum(ANNOUNCEMENT_STATES).optional(),
});
export type AnnouncementListQuery = z.infer<typeof announcementListQuery>;

export const announcementPage = pageOf(announcementRow);

/** Each targeted store and when it first viewed the announcement (`viewedAt` null: not yet). */
export const announcementViews = z.object({
  items: z.array(z.object({ storeId: z.string(), storeName: z.string(), zoneName: z.string(), viewedAt: z.date().nullable() })),
  targetCount: z.number().int(),
  viewCount: z.number().int(),
});

/** The signed-in store's started announcements, live and past. */
export const storeAnnouncements = z.object({
  data: z.array(
    z.object({ id: z.string(), title: z.string(), content: z.string(), scheduledAt: z.date(), expiresAt: z.date(), viewedAt: z.date().nullable() }),
  ),
});

export const announcementUnreadCount = z.object({ unreadCount: z.number().int() });

export const setAnnouncementsViewedBody = z.object({ announcementIds: z.array(z.uuid()).max(500) });

export const setAnnouncementsViewedResult = z.object({ viewed: z.number().int(), unreadCount: z.number().int() });
