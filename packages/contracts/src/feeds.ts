import { z } from 'zod';
import { NAVIGATION, filterNavigation, type NavigationItem } from './navigation';
import type { Role } from './roles';

/**
 * The header's notification feed (`api/common/notifications`) and shortcuts (`api/common/shortcuts`): the shapes the
 * API answers and the rules both sides check.
 */

/** What a notification is about. `note` is one the user wrote to themselves (POST); the rest come from product events. */
export const NOTIFICATION_KINDS = [
  'note',
  'offer_cancelled',
  'request_cancelled',
  'request_reassigned',
  'emergency_raised',
  'payout_paid',
  'payment_request_approved',
  'payment_request_rejected',
  'invoice_issued',
  'invoice_rejected',
  'application_approved',
  'courier_not_found',
  'packet_update_resolved',
  'task_assigned',
  'task_moved',
  'document_approved',
  'document_rejected',
  'document_expiring',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A feed item (specification §3: id, icon, title, description, time, read, link, useRouter) plus its kind and the
 * values its text was made from, so that the web can word it in the reader's language. */
export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  icon: string;
  title: string;
  description: string;
  time: string;
  read: boolean;
  link: string | null;
  useRouter: boolean;
  params: Record<string, string | number>;
}

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  page: number;
  size: number;
  unreadCount: number;
}

/** An in-app path: starts with one slash (never `//host`), no spaces or backslashes. */
export const IN_APP_PATH = /^\/(?![/\\])[^\s\\]*$/;

export const noteBody = z.object({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().max(500).optional(),
  link: z.string().trim().max(300).regex(IN_APP_PATH).optional(),
});

/** Icons the navigation uses: the only ones a shortcut may show (the web draws each of them). */
export const SHORTCUT_ICONS = (() => {
  const names = new Set<string>();
  const walk = (items: NavigationItem[]) =>
    items.forEach((i) => {
      if (i.icon) names.add(i.icon);
      if (i.children) walk(i.children);
    });
  Object.values(NAVIGATION).forEach(walk);
  return [...names].sort() as [string, ...string[]];
})();

export const SHORTCUT_LIMIT = 24;
export const SHORTCUT_LABEL_MAX = 40;
export const SHORTCUT_DESCRIPTION_MAX = 120;

/** Specification §5: label, icon, link and useRouter required; description optional. */
export const shortcutInput = z.object({
  label: z.string().trim().min(1).max(SHORTCUT_LABEL_MAX),
  description: z.string().trim().max(SHORTCUT_DESCRIPTION_MAX).optional(),
  icon: z.enum(SHORTCUT_ICONS),
  link: z.string().trim().min(1).max(300).regex(IN_APP_PATH),
  useRouter: z.boolean(),
});
export type ShortcutInput = z.infer<typeof shortcutInput>;

export interface Shortcut {
  id: string;
  label: string;
  description: string | null;
  icon: string;
  link: string;
  useRouter: boolean;
}

/** The pages of a user's own menu (their first role's navigation, filtered by their claims): link → title and icon. */
export function menuPages(role: Role | undefined, claims: ReadonlySet<string>) {
  const pages = new Map<string, { title: string; icon?: string; id: string }>();
  const walk = (items: NavigationItem[]) =>
    items.forEach((i) => {
      if (i.link && !i.externalLink) pages.set(i.link, { title: i.title ?? i.id, icon: i.icon, id: i.id });
      if (i.children) walk(i.children);
    });
  if (role) walk(filterNavigation(NAVIGATION[role], claims));
  return pages;
}

/** The answer of a feed item's DELETE (notifications, messages, shortcuts): `true`. */
export const deletedResult = z.boolean();
