import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { MAIL_PAGE_SIZE, MAIL_STATUSES, type MailStatus } from '@kurye/contracts/mailbox';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './mail.repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What hands a mail to a mail server (nodemailer's SMTP transport, or a stand-in in tests). */
export interface MailTransport {
  sendMail(mail: Mail & { from: string }): Promise<unknown>;
}

const FROM = 'Kurye Ofis <no-reply@kuryeofis.test>';

export const smtpTransport = (smtpUrl: string): MailTransport => nodemailer.createTransport(smtpUrl);

/**
 * Every mail is written to `outbox_mails` first. Without a transport (no SMTP_URL) it stays there (`local`), so reset
 * links work offline and in tests; with one it is handed over and marked `sent`, or `failed` with the error (and the
 * error is thrown to the caller, as before).
 */
export function createMailer(db: Db, log: FastifyBaseLogger, transport: MailTransport | null, clock: Clock) {
  /** Hands the written row to the transport and records the outcome. */
  async function deliver(id: string, mail: Mail, attempts: number) {
    try {
      await transport!.sendMail({ from: FROM, ...mail });
      await repo.setMailStatus(db, id, { status: 'sent', sentAt: clock.now(), lastError: null, attempts });
    } catch (err) {
      await repo.setMailStatus(db, id, { status: 'failed', lastError: String((err as Error)?.message ?? err).slice(0, 500), attempts });
      throw err;
    }
  }

  const mailer: Mailer = {
    async send(mail) {
      const row = await repo.insertOutboxMail(db, { ...mail, status: transport ? 'sending' : 'local', attempts: transport ? 1 : 0 });
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail written to outbox');
        return;
      }
      await deliver(row.id, mail, 1);
    },
  };

  return {
    mailer,

    /** Sends a mail of the outbox again (an Admin's resend); 409 `mail_not_configured` without a mail server. */
    async resend(id: string) {
      const row = await repo.findOutboxMail(db, id);
      if (!row) throw notFound();
      if (!transport) throw new AppError(409, 'mail_not_configured');
      await repo.setMailStatus(db, id, { status: 'sending' });
      await deliver(id, row, row.attempts + 1).catch((err: unknown) => log.warn({ err, id }, 'resent mail failed'));
      return get(id);
    },
  };

  async function get(id: string) {
    const row = await repo.findOutboxMail(db, id);
    if (!row) throw notFound();
    return row;
  }
}
export type MailerService = ReturnType<typeof createMailer>;

/** The outgoing mail for an Admin: folders by status, pages of 10 newest first, one mail. */
export function createMailOutbox(db: Db) {
  return {
    /** The local outbox list (`/api/mail/outbox`): newest first; `to`: one recipient's mail only. */
    list: (q: { to?: string; size: number }) => repo.findOutboxMails(db, q),

    async folders() {
      const counts = new Map((await repo.countByStatus(db)).map((r) => [r.status, r.count]));
      return MAIL_STATUSES.map((id) => ({ id, count: counts.get(id) ?? 0 }));
    },

    /** Specification §7: page past the last answers `mails: null` with the pagination. */
    async mails(q: { folder?: MailStatus; q?: string; page: number }) {
      const total = await repo.countMails(db, q);
      const lastPage = Math.max(1, Math.ceil(total / MAIL_PAGE_SIZE));
      const startIndex = (q.page - 1) * MAIL_PAGE_SIZE;
      const pagination = {
        totalResults: total,
        resultsPerPage: MAIL_PAGE_SIZE,
        currentPage: q.page,
        lastPage,
        startIndex,
        endIndex: Math.min(startIndex + MAIL_PAGE_SIZE, total) - 1,
      };
      if (q.page > lastPage) return { mails: null, pagination };
      return { mails: await repo.findMailPage(db, q, startIndex, MAIL_PAGE_SIZE), pagination };
    },

    async mail(id: string) {
      const row = await repo.findOutboxMail(db, id);
      if (!row) throw notFound();
      return row;
    },
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
