import { z } from 'zod';

/**
 * The outgoing mail (specification §7 `api/apps/mailbox/*`, over `outbox_mails`): every mail the product sends is
 * written there first with its status, so an Admin sees what went out, what failed and why, and sends it again.
 */

/** `local`: no SMTP server is configured, the mail stays here only; `sending`: handed to the server, no answer yet. */
export const MAIL_STATUSES = ['sending', 'sent', 'failed', 'local'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Specification §9: 10 mails a page, newest first. */
export const MAIL_PAGE_SIZE = 10;

/** The folders are the statuses, each with its count. */
export const mailFolders = z.array(z.object({ id: z.enum(MAIL_STATUSES), count: z.number().int() }));

export const mailListQuery = z.object({
  folder: z.enum(MAIL_STATUSES).optional(),
  /** Recipient or subject contains. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const outgoingMailRow = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
});
export type OutgoingMailRow = z.infer<typeof outgoingMailRow>;

/** Specification §7: `mails` null and `lastPage` only when the page is past the last one. */
export const mailList = z.object({
  mails: z.array(outgoingMailRow).nullable(),
  pagination: z.object({
    totalResults: z.number().int(),
    resultsPerPage: z.number().int(),
    currentPage: z.number().int(),
    lastPage: z.number().int(),
    startIndex: z.number().int(),
    endIndex: z.number().int(),
  }),
});

export const mailQuery = z.object({ id: z.uuid() });
export const outgoingMail = outgoingMailRow.extend({ text: z.string() });

export const resendMailBody = z.object({ id: z.uuid() });
