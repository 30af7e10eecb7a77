import { z } from 'zod';

/** The system calls: health and the local mail outbox. */

export const healthResult = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** `to`: one recipient's mail only. */
export const mailOutboxQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional(), size: z.coerce.number().int().min(1).max(100).default(20) });

/** Mail written to the local outbox, newest first. */
export const mailOutbox = z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.date() }));
