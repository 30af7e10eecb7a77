import { z } from 'zod';
import { isoInstant } from './dates';

// ---- The operations dashboard ("today at a glance"): `GET /api/dashboards/analytics` and `GET /api/dashboards/project`

/** One zone of the caller's (omitted: every zone the caller sees). */
export const dashboardQuery = z.object({ zoneId: z.uuid().optional() });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** The figures of one day, from the report roll-ups (the same sums the work summary and courier performance read). */
export const dayFigures = z.object({
  day: z.string(),
  requests: z.number().int(),
  completed: z.number().int(),
  noCourier: z.number().int(),
  cancelled: z.number().int(),
  /** Requests still moving: created that day and not yet completed, cancelled or left without a courier. */
  open: z.number().int(),
  packets: z.number().int(),
  /** % of the day's requests that ended without a courier (null: no requests). */
  noCourierRate: z.number().nullable(),
  offers: z.number().int(),
  accepted: z.number().int(),
  /** % of offers accepted (null: no offers). */
  acceptanceRate: z.number().nullable(),
  /** Medians from the roll-ups' histograms (to within half a bucket): offered → accepted in seconds, the stages in minutes. */
  medianAcceptSeconds: z.number().nullable(),
  medianPickupMinutes: z.number().nullable(),
  medianDeliverMinutes: z.number().nullable(),
  /** % of completed requests within the stage targets (null: none completed). */
  onTimeRate: z.number().nullable(),
});
export type DayFigures = z.infer<typeof dayFigures>;

/** Demand and couriers of one hour of the day (0–23, Istanbul), averaged over the last four weeks. */
export const hourlyLoad = z.object({
  hour: z.number().int().min(0).max(23),
  /** Requests created in this hour, per day on average. */
  requests: z.number(),
  /** Couriers online in this hour, per day on average. */
  couriers: z.number(),
  /** Requests per online courier (null: no courier online). */
  perCourier: z.number().nullable(),
  /** More requests per courier than the office's target: the zone is short of couriers in this hour. */
  short: z.boolean(),
});
export type HourlyLoad = z.infer<typeof hourlyLoad>;

/** `GET /api/dashboards/analytics`: today against yesterday and the same weekday last week, and demand by hour. */
export const analyticsDashboard = z.object({
  zoneId: z.string().nullable(),
  today: dayFigures,
  yesterday: dayFigures,
  lastWeek: dayFigures,
  hourly: z.array(hourlyLoad),
  /** The four weeks the hourly figures cover (first and last day). */
  hourlyFrom: z.string(),
  hourlyTo: z.string(),
  /** Requests per online courier above which an hour is marked short. */
  shortThreshold: z.number(),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboard>;

/** Couriers of one zone by their current status. */
export const zoneCouriers = z.object({
  zoneId: z.string(),
  zoneName: z.string(),
  available: z.number().int(),
  busy: z.number().int(),
  onBreak: z.number().int(),
});
/** A request still waiting for a courier or for its pickup, oldest first. */
export const waitingStore = z.object({
  requestId: z.string(),
  requestNumber: z.number().int(),
  storeId: z.string(),
  storeName: z.string(),
  zoneName: z.string(),
  status: z.string(),
  createdAt: z.string(),
  waitingMinutes: z.number().int(),
});
/** `GET /api/dashboards/project`: the field now: couriers per zone and the stores waiting longest. */
export const projectDashboard = z.object({
  zones: z.array(zoneCouriers),
  waiting: z.array(waitingStore),
});
export type ProjectDashboard = z.infer<typeof projectDashboard>;

// ---- The finance dashboard: `GET /api/dashboards/finance`

export const financeMonth = z.object({
  /** First day of the month (Istanbul). */
  month: z.string(),
  /** Credit the stores loaded (top-ups and opening credit), kuruş. */
  topUps: z.number().int(),
  /** Delivery fees charged to stores (approved packets), kuruş. */
  charges: z.number().int(),
  /** Paid to couriers (payment groups paid that month), kuruş. */
  payouts: z.number().int(),
  /** KDV on the invoices issued that month, kuruş. */
  kdv: z.number().int(),
});
export type FinanceMonth = z.infer<typeof financeMonth>;

/** The accountant's money at a glance: what is open now and twelve months of movements. */
export const financeDashboard = z.object({
  /** Owed to couriers now (their payable balances), kuruş, and how many couriers. */
  payablesDue: z.number().int(),
  carriersOwed: z.number().int(),
  /** Door payments (cash) couriers collected and not yet handed in, kuruş. */
  cashInField: z.number().int(),
  /** Payout batches not paid yet and their sum. */
  openGroups: z.number().int(),
  openGroupAmount: z.number().int(),
  pendingPaymentRequests: z.number().int(),
  pendingInvoiceRequests: z.number().int(),
  months: z.array(financeMonth),
});
export type FinanceDashboard = z.infer<typeof financeDashboard>;

// ---- The activity feed: `GET /api/pages/activities` (specification §3: id, icon, description, date, extraContent, linkedContent, link, useRouter)

export const ACTIVITY_KINDS = ['request_no_courier', 'request_cancelled', 'emergency', 'application', 'packet_update', 'payout'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activitiesQuery = z.object({
  /** Only items before this instant (the `next` of the previous page). */
  before: isoInstant.optional(),
  size: z.coerce.number().int().min(1).max(100).default(30),
  kind: z.enum(ACTIVITY_KINDS).optional(),
  zoneId: z.uuid().optional(),
});
export type ActivitiesQuery = z.infer<typeof activitiesQuery>;

export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  icon: z.string(),
  /** The i18n key of the sentence (`activities.<kind>`), filled with `extraContent`'s parts by the web. */
  description: z.string(),
  date: z.string(),
  /** The zone's name and what the sentence names (a store, a courier, a request number, an amount). */
  extraContent: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  /** The text of the link ("T-24117", the courier's name). */
  linkedContent: z.string().nullable(),
  /** Where the item opens, under the caller's area (`daily/delivery/requests?q=24117`). */
  link: z.string().nullable(),
  useRouter: z.boolean(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activitiesPage = z.object({
  items: z.array(activitySchema),
  /** The `before` of the next page (null: this is the last). */
  next: z.string().nullable(),
});
export type ActivitiesPage = z.infer<typeof activitiesPage>;

/** Requests per online courier in an hour above which the operations dashboard marks the zone short of couriers. */
export const SHORT_REQUESTS_PER_COURIER = 2;
