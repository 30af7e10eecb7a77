import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { MailStatus } from '@kurye/contracts/mailbox';
import type { Db, Tx } from '../../db/client';
import { outboxMails } from '../../db/schema';
import { foldedWordsMatch } from '../../db/turkish-fold';

export const insertOutboxMail = async (db: Db | Tx, mail: { to: string; subject: string; text: string; status: MailStatus; attempts: number }) =>
  (await db.insert(outboxMails).values(mail).returning())[0];

/** The outbox, newest first (one recipient's mail only when `to` is given). */
export const findOutboxMails = (db: Db | Tx, q: { to?: string; size: number }) =>
  db
    .select({ id: outboxMails.id, to: outboxMails.to, subject: outboxMails.subject, text: outboxMails.text, createdAt: outboxMails.createdAt })
    .from(outboxMails)
    .where(q.to ? eq(outboxMails.to, q.to) : undefined)
    .orderBy(desc(outboxMails.createdAt))
    .limit(q.size);

export const findOutboxMail = async (db: Db | Tx, id: string) => (await db.select().from(outboxMails).where(eq(outboxMails.id, id)))[0];

export const setMailStatus = (db: Db | Tx, id: string, values: { status: MailStatus; lastError?: string | null; sentAt?: Date | null; attempts?: number }) =>
  db.update(outboxMails).set(values).where(eq(outboxMails.id, id));

/** How many mails each status holds. */
export const countByStatus = (db: Db | Tx) => db.select({ status: outboxMails.status, count: count() }).from(outboxMails).groupBy(outboxMails.status);

const listWhere = (q: { folder?: MailStatus; q?: string }): SQL | undefined =>
  and(
    q.folder ? eq(outboxMails.status, q.folder) : undefined,
    q.q ? or(foldedWordsMatch([outboxMails.to], q.q), foldedWordsMatch([outboxMails.subject], q.q)) : undefined,
  );

export const countMails = async (db: Db | Tx, q: { folder?: MailStatus; q?: string }) =>
  (await db.select({ total: count() }).from(outboxMails).where(listWhere(q)))[0].total;

/** One page of the outgoing mail, newest first (without the text). */
export const findMailPage = (db: Db | Tx, q: { folder?: MailStatus; q?: string }, offset: number, size: number) =>
  db
    .select({
      id: outboxMails.id,
      to: outboxMails.to,
      subject: outboxMails.subject,
      status: outboxMails.status,
      attempts: outboxMails.attempts,
      lastError: outboxMails.lastError,
      createdAt: outboxMails.createdAt,
      sentAt: outboxMails.sentAt,
    })
    .from(outboxMails)
    .where(listWhere(q))
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(size)
    .offset(offset);
