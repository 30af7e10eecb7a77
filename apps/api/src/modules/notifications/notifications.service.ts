import type { NotificationItem } from '@kurye/contracts/feeds';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../access/auth-context';
import { toItem } from './notification-kinds';
import type { Notifier } from './notifier';
import * as repo from './notifications.repository';

export interface NotificationsDeps {
  db: Db;
  clock: Clock;
  notifier: Notifier;
}

/**
 * The specification's notification feed (`api/common/notifications`): the caller's own product events, newest first.
 * Every call touches only the caller's rows; another user's id answers 404 like a missing one.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { db, clock, notifier } = deps;

  async function own(auth: AuthContext, id: string) {
    const row = await repo.findOwn(db, auth.userId, id);
    if (!row) throw notFound();
    return row;
  }

  async function setRead(auth: AuthContext, id: string, read: boolean) {
    const row = await own(auth, id);
    return toItem(await repo.setReadAt(db, auth.userId, id, read ? (row.readAt ?? clock.now()) : null));
  }

  return {
    async list(auth: AuthContext, q: { page: number; size: number; unread?: 'true' | 'false' }) {
      const { page, size } = q;
      const { rows, total } = await repo.findPageOfUser(db, auth.userId, { page, size, unreadOnly: q.unread === 'true' });
      return { items: rows.map(toItem), total, page, size, unreadCount: await repo.countUnread(db, auth.userId) };
    },

    /** A note to self, pushed to the caller's socket once written. */
    async addNote(auth: AuthContext, n: { title: string; description?: string; link?: string }): Promise<NotificationItem> {
      const events = await db.transaction((tx) =>
        notifier.write(tx, [{ userId: auth.userId, kind: 'note', title: n.title, description: n.description, link: n.link ?? null }]),
      );
      notifier.publish(events);
      return events[0].data as NotificationItem;
    },

    setRead,

    async remove(auth: AuthContext, id: string) {
      await own(auth, id);
      await repo.deleteOwn(db, auth.userId, id);
      return true;
    },

    async markAllRead(auth: AuthContext) {
      return { updated: await repo.markAllRead(db, auth.userId, clock.now()), unreadCount: 0 as const };
    },

    async toggle(auth: AuthContext, id: string) {
      const row = await own(auth, id);
      return setRead(auth, row.id, row.readAt === null);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
