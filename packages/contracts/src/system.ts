import { z } from 'zod';

/** The system calls: health and the local mail outbox. */

export const healthResult = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

/** Liveness: the process answers (nothing else is checked, so a slow database never gets it restarted). */
export const livenessResult = z.object({ status: z.literal('ok') });

/** Readiness: what must work before a load balancer sends traffic here (a 503 `not_ready` names what does not). */
export const readinessResult = z.object({ status: z.literal('ready'), checks: z.record(z.string(), z.literal('ok')) });

/** `to`: one recipient's mail only. */
export const mailOutboxQuery = z.object({ to: z.string().trim().toLowerCase().max(254).optional(), size: z.coerce.number().int().min(1).max(100).default(20) });

/** Mail written to the local outbox, newest first. */
export const mailOutbox = z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.date() }));
