import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailOutbox, mailOutboxQuery } from '@kurye/contracts/system';
import { mailFolders, mailList, mailListQuery, mailQuery, outgoingMail, resendMailBody } from '@kurye/contracts/mailbox';
import { requireClaim } from '../../plugins/policy';
import { routeOptions } from '../../plugins/route-options';
import type { MailOutbox, MailerService } from './mailer';

const route = routeOptions(['system']);
const read = requireClaim('settings.read');

/** The outgoing mail for an Admin: the local outbox (`/api/mail/outbox`) and the mailbox view (`api/apps/mailbox/*`). */
export function mailRoutes(outbox: MailOutbox, mailer: MailerService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get('/api/mail/outbox', { config: read, schema: { tags: ['system'], querystring: mailOutboxQuery, response: { 200: mailOutbox } } }, (req) =>
      outbox.list(req.query),
    );

    const base = '/api/apps/mailbox';
    r.get(`${base}/folders`, route.answering(read, mailFolders, { description: 'The outgoing mail by status, with the count of each.' }), () =>
      outbox.folders(),
    );
    r.get(
      `${base}/mails`,
      route.query(read, mailListQuery, mailList, {
        description: 'Ten mails a page, newest first (folder: a status; q: recipient or subject contains); past the last page `mails` is null.',
      }),
      (req) => outbox.mails(req.query),
    );
    r.get(`${base}/mail`, route.query(read, mailQuery, outgoingMail), (req) => outbox.mail(req.query.id));
    r.post(
      `${base}/resend`,
      route.answering(requireClaim('settings.write'), outgoingMail, {
        body: resendMailBody,
        description: 'Hands the mail to the mail server again: `sent`, or `failed` with the error; 409 `mail_not_configured` without SMTP_URL.',
      }),
      (req) => mailer.resend(req.body.id),
    );
  };
}
