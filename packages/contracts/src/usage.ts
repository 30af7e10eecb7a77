import { z } from 'zod';
import { isoDay } from './dates';

/** One day, or one request (its packets' fees) / one other ledger movement of a store; amounts in kuruş. */
export const usageRowSchema = z.object({
  key: z.string(),
  /** The day (YYYY-MM-DD, Istanbul) or the first moment of the request / transaction. */
  date: z.string(),
  kind: z.string(),
  description: z.string().nullable(),
  requestId: z.string().nullable(),
  /** The request's readable number (shown as `T-<number>`), with `requestId`. */
  requestNumber: z.number().int().nullable(),
  packets: z.number().int(),
  distanceMeters: z.number().int(),
  fees: z.number().int(),
  topUps: z.number().int(),
  other: z.number().int(),
  /** The running balance after the row. */
  balance: z.number().int(),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

export const usagePageSchema = z.object({
  items: z.array(usageRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  summary: z.object({
    packets: z.number().int(),
    distanceMeters: z.number().int(),
    fees: z.number().int(),
    topUps: z.number().int(),
    other: z.number().int(),
    openingBalance: z.number().int().nullable(),
    closingBalance: z.number().int().nullable(),
  }),
});
export type UsagePage = z.infer<typeof usagePageSchema>;

const usageDay = isoDay;
/** The range of a store's usage (Istanbul days, inclusive) and its view: by day or by request. */
export const usageRangeQuery = z
  .object({ view: z.enum(['day', 'request']).default('day'), from: usageDay.optional(), to: usageDay.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] });
export const usagePageQuery = usageRangeQuery.and(
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
    sort: z.enum(['date', '-date']).default('-date'),
  }),
);
