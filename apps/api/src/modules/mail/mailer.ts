import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { findOutboxMails, insertOutboxMail } from './mail.repository';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Without SMTP, mail goes to the `outbox_mails` table and the log, so reset links work offline and in tests. */
export function createOutboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail) {
      await insertOutboxMail(db, mail);
      log.info({ to: mail.to, subject: mail.subject }, 'mail written to outbox');
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from = 'Kurye Ofis <no-reply@kuryeofis.test>'): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/** The local outbox for an Admin to read. */
export function createMailOutbox(db: Db) {
  return {
    /** Newest first; `to`: one recipient's mail only. */
    list: (q: { to?: string; size: number }) => findOutboxMails(db, q),
  };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
