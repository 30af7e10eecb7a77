import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outboxMails } from '../../db/schema';

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
      await db.insert(outboxMails).values(mail);
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
