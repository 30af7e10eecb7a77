import { areaByRole } from '@kurye/contracts/areas';
import { ROLE_HOME } from '@kurye/contracts/roles';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { canSeeZone } from '../../access/zone-where';
import type { AuthContext } from '../../access/auth-context';
import type { EventBus } from '../../lib/event-bus';
import * as repo from './messages.repository';

export interface MessagesDeps {
  db: Db;
  clock: Clock;
  bus: EventBus;
}

/** The caller's first page: their area's default page (`/store/packet`), or the courier app. */
function homeOf(auth: AuthContext) {
  const role = auth.roles[0] ?? 'Admin';
  const area = areaByRole(role);
  return area ? `/${area.key}/${area.defaultPath}` : ROLE_HOME[role];
}

/**
 * The specification's feed item (title, description, time, read, link) over a message row, as `auth` sees it. The link
 * is a real page: the caller's first page, whose header opens the quick chat on the other person (`?chat=<user id>`).
 */
const asFeedItem = (
  auth: AuthContext,
  r: { id: string; senderId: string; recipientId: string; senderName: string; text: string; createdAt: Date; readAt: Date | null },
) => ({
  id: r.id,
  title: r.senderName,
  description: r.text,
  time: r.createdAt,
  read: r.readAt !== null,
  senderId: r.senderId,
  link: `${homeOf(auth)}?chat=${r.senderId === auth.userId ? r.recipientId : r.senderId}`,
  useRouter: true,
});

/** Whether the caller may write to the user: a reply to someone who wrote to them, or a conversation they may start. */
async function mayWrite(db: Db, auth: AuthContext, toUserId: string) {
  if (await repo.hasWritten(db, toUserId, auth.userId)) return true;
  if (!auth.claims.has('messages.start')) return false;
  const zoneId = await repo.findZoneOfUser(db, toUserId);
  return zoneId === null || canSeeZone(auth, zoneId);
}

/** One line per person the caller has talked with: the last message and how many are unread. */
async function chats({ db }: MessagesDeps, auth: AuthContext) {
  const me = auth.userId;
  const rows = await repo.findConversations(db, me);
  if (!rows.length) return [];
  const names = await repo.findNames(
    db,
    rows.map((r) => r.contactId),
  );
  return Promise.all(
    rows.map(async (r) => {
      const last = await repo.findLastBetween(db, me, r.contactId);
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
}

/** The conversation with one person, oldest first; opening it marks their messages read. */
async function chat({ db, clock }: MessagesDeps, auth: AuthContext, contactId: string) {
  const me = auth.userId;
  const contact = await repo.findUser(db, contactId);
  if (!contact) throw notFound();
  const rows = await repo.findBetween(db, me, contactId);
  if (!rows.length && !(await mayWrite(db, auth, contactId))) throw notFound();
  await repo.markReceivedRead(db, me, clock.now(), contactId);
  return {
    contact: { id: contact.id, name: contact.name },
    canReply: rows.some((r) => r.senderId === contactId) || (await mayWrite(db, auth, contactId)),
    messages: rows.reverse().map((r) => ({ id: r.id, fromMe: r.senderId === me, text: r.text, createdAt: r.createdAt, readAt: r.readAt })),
  };
}

/** People the caller may start a conversation with: stores and couriers of their zones, and office staff. */
async function contactsOf({ db }: MessagesDeps, auth: AuthContext, q: string | undefined) {
  if (!auth.claims.has('messages.start')) return [];
  const rows = await repo.findContactCandidates(db, q);
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
}

/**
 * Messages between users: anyone may answer someone who wrote to them; starting a conversation needs
 * `messages.start` and, for a store or courier, its zone among the caller's zones. Delivered live on the socket.
 */
export function createMessagesService(deps: MessagesDeps) {
  const { db, clock, bus } = deps;

  /** A message the caller sent or received; 404 otherwise. */
  async function received(auth: AuthContext, id: string) {
    const row = await repo.findWithSender(db, id);
    if (!row || (row.recipientId !== auth.userId && row.senderId !== auth.userId)) throw notFound();
    return row;
  }

  /** The caller's received messages, newest first. */
  async function feed(auth: AuthContext) {
    return (await repo.findReceived(db, auth.userId)).map((r) => asFeedItem(auth, r));
  }

  /** Read or unread; only the recipient marks a message. */
  async function setRead(auth: AuthContext, id: string, read: boolean) {
    const row = await received(auth, id);
    if (row.recipientId !== auth.userId) throw forbidden();
    await repo.setReadAt(db, id, read ? (row.readAt ?? clock.now()) : null);
    return asFeedItem(auth, await received(auth, id));
  }

  return {
    feed,
    setRead,

    async send(auth: AuthContext, toUserId: string, text: string) {
      if (toUserId === auth.userId) throw new AppError(400, 'validation_error', { fields: 'toUserId' });
      const to = await repo.findUser(db, toUserId);
      if (!to) throw new AppError(400, 'validation_error', { fields: 'toUserId' });
      if (!(await mayWrite(db, auth, toUserId))) throw forbidden();
      const row = await repo.insertMessage(db, { senderId: auth.userId, recipientId: toUserId, text, createdAt: clock.now() });
      const me = (await repo.findUser(db, auth.userId))!;
      bus.publish({
        type: 'message.created',
        data: { id: row.id, senderId: auth.userId, senderName: me.name, recipientId: toUserId, text, createdAt: row.createdAt.toISOString() },
        audiences: [`user:${toUserId}`, `user:${auth.userId}`],
      });
      return asFeedItem(auth, { ...row, senderName: me.name });
    },

    async toggle(auth: AuthContext, id: string) {
      const row = await received(auth, id);
      return setRead(auth, id, row.readAt === null);
    },

    async remove(auth: AuthContext, id: string) {
      await received(auth, id);
      await repo.deleteMessage(db, id);
      return true;
    },

    async markAllRead(auth: AuthContext) {
      await repo.markReceivedRead(db, auth.userId, clock.now());
      return feed(auth);
    },

    chats: (auth: AuthContext) => chats(deps, auth),
    chat: (auth: AuthContext, contactId: string) => chat(deps, auth, contactId),
    contacts: (auth: AuthContext, q: string | undefined) => contactsOf(deps, auth, q),
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
