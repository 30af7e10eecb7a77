import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mailOutbox, mailOutboxQuery } from '@kurye/contracts/system';
import { requireClaim } from '../../plugins/policy';
import type { MailOutbox } from './mailer';

/** The local outbox (mail written when no SMTP server is configured), newest first, for an Admin to read. */
export function mailRoutes(outbox: MailOutbox) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/api/mail/outbox',
        { config: requireClaim('settings.read'), schema: { tags: ['system'], querystring: mailOutboxQuery, response: { 200: mailOutbox } } },
        (req) => outbox.list(req.query),
      );
  };
}
