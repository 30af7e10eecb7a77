import { aliasedTable, and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { carriers, stores, userMessages, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { likePattern } from '../../lib/paging';
import { canSeeZone, type AuthContext } from '../auth/auth.context';
import type { EventBus } from '../realtime/event-bus';

const sender = aliasedTable(users, 'sender');

/**
 * Messages between users: anyone may answer someone who wrote to them; starting a conversation needs
 * `messages.start` and, for a store or courier, its zone among the caller's zones. Delivered live on the socket.
 */
export function createMessagesService(deps: { db: Db; clock: Clock; bus: EventBus }) {
  const { db, clock, bus } = deps;

  /** The zone of a store's or courier's user; null for office staff. */
  async function zoneOfUser(userId: string) {
    const [store] = await db.select({ zoneId: stores.zoneId }).from(stores).where(eq(stores.userId, userId)).limit(1);
    if (store) return store.zoneId;
    const [carrier] = await db.select({ zoneId: carriers.zoneId }).from(carriers).where(eq(carriers.userId, userId)).limit(1);
    return carrier?.zoneId ?? null;
  }

  async function mayWrite(auth: AuthContext, toUserId: string) {
    const [wrote] = await db
      .select({ id: userMessages.id })
      .from(userMessages)
      .where(and(eq(userMessages.senderId, toUserId), eq(userMessages.recipientId, auth.userId)))
      .limit(1);
    if (wrote) return true;
    if (!auth.claims.has('messages.start')) return false;
    const zoneId = await zoneOfUser(toUserId);
    return zoneId === null || canSeeZone(auth, zoneId);
  }

  const feedRow = {
    id: userMessages.id,
    senderId: userMessages.senderId,
    senderName: sender.name,
    recipientId: userMessages.recipientId,
    text: userMessages.text,
    createdAt: userMessages.createdAt,
    readAt: userMessages.readAt,
  };
  /** The specification's feed item (title, description, time, read) over a message row. */
  const asFeedItem = (r: { id: string; senderId: string; senderName: string; text: string; createdAt: Date; readAt: Date | null }) => ({
    id: r.id,
    title: r.senderName,
    description: r.text,
    time: r.createdAt,
    read: r.readAt !== null,
    senderId: r.senderId,
    link: `/chat/${r.senderId}`,
  });

  async function received(auth: AuthContext, id: string) {
    const [row] = await db.select(feedRow).from(userMessages).innerJoin(sender, eq(sender.id, userMessages.senderId)).where(eq(userMessages.id, id));
    if (!row || (row.recipientId !== auth.userId && row.senderId !== auth.userId)) throw notFound();
    return row;
  }

  return {
    /** The caller's received messages, newest first. */
    async feed(auth: AuthContext) {
      const rows = await db
        .select(feedRow)
        .from(userMessages)
        .innerJoin(sender, eq(sender.id, userMessages.senderId))
        .where(eq(userMessages.recipientId, auth.userId))
        .orderBy(desc(userMessages.createdAt))
        .limit(50);
      return rows.map(asFeedItem);
    },

    async send(auth: AuthContext, toUserId: string, text: string) {
      if (toUserId === auth.userId) throw new AppError(400, 'validation_error', { fields: 'toUserId' });
      const [to] = await db.select({ id: users.id, active: users.active }).from(users).where(eq(users.id, toUserId));
      if (!to) throw new AppError(400, 'validation_error', { fields: 'toUserId' });
      if (!(await mayWrite(auth, toUserId))) throw forbidden();
      const [row] = await db.insert(userMessages).values({ senderId: auth.userId, recipientId: toUserId, text, createdAt: clock.now() }).returning();
      const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, auth.userId));
      bus.publish({
        type: 'message.created',
        data: { id: row.id, senderId: auth.userId, senderName: me.name, recipientId: toUserId, text, createdAt: row.createdAt.toISOString() },
        audiences: [`user:${toUserId}`, `user:${auth.userId}`],
      });
      return asFeedItem({ ...row, senderName: me.name });
    },

    /** Read or unread; only the recipient marks a message. */
    async setRead(auth: AuthContext, id: string, read: boolean) {
      const row = await received(auth, id);
      if (row.recipientId !== auth.userId) throw forbidden();
      await db
        .update(userMessages)
        .set({ readAt: read ? (row.readAt ?? clock.now()) : null })
        .where(eq(userMessages.id, id));
      return asFeedItem({ ...(await received(auth, id)) });
    },

    async toggle(auth: AuthContext, id: string) {
      const row = await received(auth, id);
      return this.setRead(auth, id, row.readAt === null);
    },

    async remove(auth: AuthContext, id: string) {
      await received(auth, id);
      await db.delete(userMessages).where(eq(userMessages.id, id));
      return true;
    },

    async markAllRead(auth: AuthContext) {
      await db
        .update(userMessages)
        .set({ readAt: clock.now() })
        .where(and(eq(userMessages.recipientId, auth.userId), isNull(userMessages.readAt)));
      return this.feed(auth);
    },

    /** One line per person the caller has talked with: the last message and how many are unread. */
    async chats(auth: AuthContext) {
      const me = auth.userId;
      const other = sql<string>`case when ${userMessages.senderId} = ${me} then ${userMessages.recipientId} else ${userMessages.senderId} end`;
      const rows = await db
        .select({
          contactId: other,
          lastAt: sql<Date>`max(${userMessages.createdAt})`.mapWith(userMessages.createdAt),
          unreadCount: sql<number>`count(*) filter (where ${userMessages.recipientId} = ${me} and ${userMessages.readAt} is null)`.mapWith(Number),
        })
        .from(userMessages)
        .where(or(eq(userMessages.senderId, me), eq(userMessages.recipientId, me)))
        .groupBy(sql`1`)
        .orderBy(desc(sql`max(${userMessages.createdAt})`))
        .limit(100);
      if (!rows.length) return [];
      const names = new Map(
        (
          await db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(
              inArray(
                users.id,
                rows.map((r) => r.contactId),
              ),
            )
        ).map((u) => [u.id, u.name]),
      );
      return Promise.all(
        rows.map(async (r) => {
          const [last] = await db
            .select({ text: userMessages.text, senderId: userMessages.senderId })
            .from(userMessages)
            .where(
              or(
                and(eq(userMessages.senderId, me), eq(userMessages.recipientId, r.contactId)),
                and(eq(userMessages.senderId, r.contactId), eq(userMessages.recipientId, me)),
              ),
            )
            .orderBy(desc(userMessages.createdAt))
            .limit(1);
          return {
            contactId: r.contactId,
            contactName: names.get(r.contactId) ?? '',
            lastMessage: last?.text ?? '',
            lastMessageFromMe: last?.senderId === me,
            lastMessageAt: r.lastAt,
            unreadCount: r.unreadCount,
          };
        }),
      );
    },

    /** The conversation with one person, oldest first; opening it marks their messages read. */
    async chat(auth: AuthContext, contactId: string) {
      const me = auth.userId;
      const [contact] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, contactId));
      if (!contact) throw notFound();
      const between = or(
        and(eq(userMessages.senderId, me), eq(userMessages.recipientId, contactId)),
        and(eq(userMessages.senderId, contactId), eq(userMessages.recipientId, me)),
      );
      const rows = await db.select().from(userMessages).where(between).orderBy(desc(userMessages.createdAt)).limit(200);
      if (!rows.length && !(await mayWrite(auth, contactId))) throw notFound();
      await db
        .update(userMessages)
        .set({ readAt: clock.now() })
        .where(and(eq(userMessages.senderId, contactId), eq(userMessages.recipientId, me), isNull(userMessages.readAt)));
      return {
        contact,
        canReply: rows.some((r) => r.senderId === contactId) || (await mayWrite(auth, contactId)),
        messages: rows.reverse().map((r) => ({ id: r.id, fromMe: r.senderId === me, text: r.text, createdAt: r.createdAt, readAt: r.readAt })),
      };
    },

    /** People the caller may start a conversation with: stores and couriers of their zones, and office staff. */
    async contacts(auth: AuthContext, q: string | undefined) {
      if (!auth.claims.has('messages.start')) return [];
      const rows = await db
        .select({ id: users.id, name: users.name, storeZone: stores.zoneId, storeName: stores.name, carrierZone: carriers.zoneId })
        .from(users)
        .leftJoin(stores, eq(stores.userId, users.id))
        .leftJoin(carriers, eq(carriers.userId, users.id))
        .where(and(eq(users.active, true), q ? or(ilike(users.name, likePattern(q)), ilike(stores.name, likePattern(q))) : undefined))
        .orderBy(asc(users.name))
        .limit(200);
      return rows
        .filter((r) => r.id !== auth.userId)
        .filter((r) => {
          const zone = r.storeZone ?? r.carrierZone;
          return zone === null || canSeeZone(auth, zone);
        })
        .slice(0, 30)
        .map((r) => ({
          id: r.id,
          name: r.storeName ?? r.name,
          kind: r.storeZone ? ('store' as const) : r.carrierZone ? ('courier' as const) : ('staff' as const),
        }));
    },
  };
}
