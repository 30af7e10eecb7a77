import { z } from 'zod';
import { isoDay } from './dates';

/** How a by-date report groups its rows. */
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The filters, grouping, page and order of any report (`GET /api/reports/<report>`). */
export const reportQuery = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  date: isoDay.optional(),
  zoneId: z.uuid().optional(),
  provinceId: z.coerce.number().int().min(1).max(81).optional(),
  storeId: z.uuid().optional(),
  carrierId: z.uuid().optional(),
  granularity: z.enum(REPORT_GRANULARITIES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(1000).default(20),
  sort: z
    .string()
    .regex(/^-?[a-zA-Z]{1,40}$/)
    .optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

const reportCell = z.union([z.string(), z.number(), z.null()]);
const reportRow = z.record(z.string(), reportCell);
export type ReportRow = Record<string, string | number | null>;

/** A report page: its rows, every row of a by-date report in date order (`series`, for its chart), totals, filters. */
export const reportResult = z.object({
  items: z.array(reportRow),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  totals: z.record(z.string(), z.number()),
  series: z.array(reportRow).optional(),
  filters: z.object({
    from: z.string(),
    to: z.string(),
    zoneId: z.string().optional(),
    provinceId: z.number().int().optional(),
    storeId: z.string().optional(),
    carrierId: z.string().optional(),
    granularity: z.string().optional(),
  }),
});
/** A report page as the API answers it; `filters.granularity`: how a by-date report grouped its rows (as asked, or chosen by the server from the range's length). */
export type ReportResult = z.infer<typeof reportResult> & { filters: { granularity?: ReportGranularity } };
