import { aliasedTable, and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { carriers, stores, userMessages, users } from '../../db/schema';
import { foldedWordsMatch } from '../../db/turkish-fold';

const sender = aliasedTable(users, 'sender');

export type MessageRow = typeof userMessages.$inferSelect;

const feedRow = {
  id: userMessages.id,
  senderId: userMessages.senderId,
  senderName: sender.name,
  recipientId: userMessages.recipientId,
  text: userMessages.text,
  createdAt: userMessages.createdAt,
  readAt: userMessages.readAt,
};

const between = (a: string, b: string) =>
  or(and(eq(userMessages.senderId, a), eq(userMessages.recipientId, b)), and(eq(userMessages.senderId, b), eq(userMessages.recipientId, a)));

/** The zone of a store's or courier's user; null for office staff. */
export async function findZoneOfUser(db: Db | Tx, userId: string) {
  const [store] = await db.select({ zoneId: stores.zoneId }).from(stores).where(eq(stores.userId, userId)).limit(1);
  if (store) return store.zoneId;
  const [carrier] = await db.select({ zoneId: carriers.zoneId }).from(carriers).where(eq(carriers.userId, userId)).limit(1);
  return carrier?.zoneId ?? null;
}

/** Whether `senderId` has ever written to `recipientId`. */
export async function hasWritten(db: Db | Tx, senderId: string, recipientId: string) {
  const [wrote] = await db
    .select({ id: userMessages.id })
    .from(userMessages)
    .where(and(eq(userMessages.senderId, senderId), eq(userMessages.recipientId, recipientId)))
    .limit(1);
  return !!wrote;
}

/** A message with its sender's name. */
export const findWithSender = async (db: Db | Tx, id: string) =>
  (await db.select(feedRow).from(userMessages).innerJoin(sender, eq(sender.id, userMessages.senderId)).where(eq(userMessages.id, id)))[0];

/** The last 50 messages a user received, newest first, with their senders' names. */
export const findReceived = (db: Db | Tx, userId: string) =>
  db
    .select(feedRow)
    .from(userMessages)
    .innerJoin(sender, eq(sender.id, userMessages.senderId))
    .where(eq(userMessages.recipientId, userId))
    .orderBy(desc(userMessages.createdAt))
    .limit(50);

export const findUser = async (db: Db | Tx, id: string) =>
  (await db.select({ id: users.id, name: users.name, active: users.active }).from(users).where(eq(users.id, id)))[0];

export const insertMessage = async (db: Db | Tx, values: { senderId: string; recipientId: string; text: string; createdAt: Date }): Promise<MessageRow> =>
  (await db.insert(userMessages).values(values).returning())[0];

export const setReadAt = (db: Db | Tx, id: string, readAt: Date | null) => db.update(userMessages).set({ readAt }).where(eq(userMessages.id, id));

export const deleteMessage = (db: Db | Tx, id: string) => db.delete(userMessages).where(eq(userMessages.id, id));

/** Marks every unread message to the user read (only those from `senderId` when given). */
export const markReceivedRead = (db: Db | Tx, recipientId: string, at: Date, senderId?: string) =>
  db
    .update(userMessages)
    .set({ readAt: at })
    .where(
      senderId
        ? and(eq(userMessages.senderId, senderId), eq(userMessages.recipientId, recipientId), isNull(userMessages.readAt))
        : and(eq(userMessages.recipientId, recipientId), isNull(userMessages.readAt)),
    );

/** The people a user has talked with (at most 100), latest conversation first, with the unread count of each. */
export function findConversations(db: Db | Tx, me: string) {
  const other = sql<string>`case when ${userMessages.senderId} = ${me} then ${userMessages.recipientId} else ${userMessages.senderId} end`;
  return db
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
}

/** Names of users, by id. */
export async function findNames(db: Db | Tx, ids: string[]) {
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((u) => [u.id, u.name]));
}

/** The last message between two users. */
export const findLastBetween = async (db: Db | Tx, me: string, other: string) =>
  (
    await db
      .select({ text: userMessages.text, senderId: userMessages.senderId })
      .from(userMessages)
      .where(between(me, other))
      .orderBy(desc(userMessages.createdAt))
      .limit(1)
  )[0];

/** The last 200 messages between two users, newest first. */
export const findBetween = (db: Db | Tx, me: string, other: string) =>
  db.select().from(userMessages).where(between(me, other)).orderBy(desc(userMessages.createdAt)).limit(200);

/** Active users (at most 200, by name) matching `q` by name or store name, with their store or courier zone. */
export const findContactCandidates = (db: Db | Tx, q: string | undefined) =>
  db
    .select({ id: users.id, name: users.name, storeZone: stores.zoneId, storeName: stores.name, carrierZone: carriers.zoneId })
    .from(users)
    .leftJoin(stores, eq(stores.userId, users.id))
    .leftJoin(carriers, eq(carriers.userId, users.id))
    .where(and(eq(users.active, true), q ? foldedWordsMatch([users.name, stores.name], q) : undefined))
    .orderBy(asc(users.name))
    .limit(200);
