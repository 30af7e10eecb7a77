import { z } from 'zod';
import { dayOrInstant } from './dates';
import { pageOf } from './paging';

/** The audit trail (`/api/audit`): who changed or viewed what, when, with before/after. */
export const auditEntry = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What a person calls the record ("Kadıköy", "T-24117/2", "#12"), where the record is known; else null. */
  entityLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.date(),
});

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['-createdAt', 'createdAt']).default('-createdAt'),
  entity: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(100).optional(),
  actorId: z.uuid().optional(),
  action: z.string().trim().max(50).optional(),
  from: dayOrInstant.optional(),
  to: dayOrInstant.optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = pageOf(auditEntry);
