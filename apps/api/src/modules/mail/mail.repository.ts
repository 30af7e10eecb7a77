import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { outboxMails } from '../../db/schema';

export const insertOutboxMail = (db: Db | Tx, mail: { to: string; subject: string; text: string }) => db.insert(outboxMails).values(mail);

/** The outbox, newest first (one recipient's mail only when `to` is given). */
export const findOutboxMails = (db: Db | Tx, q: { to?: string; size: number }) =>
  db
    .select()
    .from(outboxMails)
    .where(q.to ? eq(outboxMails.to, q.to) : undefined)
    .orderBy(desc(outboxMails.createdAt))
    .limit(q.size);
