import type { RequestStatus } from '@kurye/contracts/delivery';
import { bigint, date, index, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Report roll-ups. Every figure of a report is read from these tables, never from a scan of the delivery history.
 *
 * - `report_request_facts` and `report_offer_facts` hold one row per request (and per request × courier offered):
 *   what that request contributes to the reports. The roll-up flush rewrites the facts of the requests delivery transactions touched.
 * - `report_store_daily` and `report_carrier_daily` are the daily sums of those facts per store and per courier
 *   (with the request's zone and province, so zone scope and province filters need no join).
 * - A delivery transaction only queues the requests it touched in `report_pending` (one small insert); the roll-up
 *   flusher rewrites their facts and the daily and monthly rows in batches, in the background and before every report
 *   is read, so a report is always exact and request creation does not wait on (or lock) the shared sum rows.
 *
 * A day is the Istanbul calendar day (UTC+3) of the request's creation; every figure of a request counts on that day.
 */
export const reportRequestFacts = pgTable(
  'report_request_facts',
  {
    requestId: uuid('request_id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    storeId: uuid('store_id').notNull(),
    zoneId: uuid('zone_id').notNull(),
    provinceId: integer('province_id').notNull(),
    carrierId: uuid('carrier_id'),
    status: text('status').$type<RequestStatus>().notNull(),
    packets: integer('packets').notNull(),
    deliveredPackets: integer('delivered_packets').notNull(),
    fees: bigint('fees', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    /** Milliseconds waiting for a courier (created → assigned), to pickup (assigned → picked up), to delivery. */
    waitMs: bigint('wait_ms', { mode: 'number' }),
    pickupMs: bigint('pickup_ms', { mode: 'number' }),
    deliverMs: bigint('deliver_ms', { mode: 'number' }),
    /** 1 when the stage took longer than its target in settings (completed requests only). */
    lateWait: integer('late_wait').notNull(),
    latePickup: integer('late_pickup').notNull(),
    lateDeliver: integer('late_deliver').notNull(),
    late: integer('late').notNull(),
  },
  (t) => [index('report_request_facts_store_idx').on(t.storeId, t.day), index('report_request_facts_carrier_idx').on(t.carrierId, t.day)],
);

export const reportOfferFacts = pgTable(
  'report_offer_facts',
  {
    requestId: uuid('request_id').notNull(),
    carrierId: uuid('carrier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    zoneId: uuid('zone_id').notNull(),
    provinceId: integer('province_id').notNull(),
    offers: integer('offers').notNull(),
    accepted: integer('accepted').notNull(),
    declined: integer('declined').notNull(),
    expired: integer('expired').notNull(),
    acceptMs: bigint('accept_ms', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.carrierId] }), index('report_offer_facts_carrier_idx').on(t.carrierId, t.day)],
);

/**
 * Duration histograms, so a roll-up can answer a median to within half a bucket. Bucket `i` counts the durations in
 * [i, i + 1) units (seconds or minutes); the last, `HIST_BUCKETS - 1`, everything from there up. A histogram is one
 * `numeric` whose decimal digits hold the counts, `HIST_DIGITS` per bucket, bucket 0 lowest: a duration in bucket `i`
 * adds 10^(HIST_DIGITS × i). So histograms add up across days, zones and couriers with a plain `sum()` (exact: numeric
 * has no carry between buckets while each count stays below 10^HIST_DIGITS), and a roll-up keeps one column per
 * histogram instead of one per bucket.
 */
export const HIST_BUCKETS = 121;
export const HIST_DIGITS = 8;
const histogram = (name: string) => numeric(name).notNull().default('0');
/** Created → completed of completed requests, in minutes (the work summary's median delivery time). */
export const TOTAL_HIST = 'h_total';
/** A courier's accepted offers, offered → accepted, in seconds; and assigned → picked up, picked up → delivered, in minutes. */
export const CARRIER_HISTS = ['h_accept', 'h_pickup', 'h_deliver'] as const;
const carrierHists = () => ({ hAccept: histogram('h_accept'), hPickup: histogram('h_pickup'), hDeliver: histogram('h_deliver') });

/** Request figures summed per store or zone and day or month. */
const requestSums = () => ({
  requests: integer('requests').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  noCourier: integer('no_courier').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
  packets: integer('packets').notNull().default(0),
  deliveredPackets: integer('delivered_packets').notNull().default(0),
  fees: bigint('fees', { mode: 'number' }).notNull().default(0),
  shares: bigint('shares', { mode: 'number' }).notNull().default(0),
  /** Sum of created → completed over completed requests (with `completed`, the mean delivery time). */
  deliveryMs: bigint('delivery_ms', { mode: 'number' }).notNull().default(0),
  late: integer('late').notNull().default(0),
});
/** A store's figures: its requests and the credit it bought (ledger top-ups). */
const storeSums = () => ({
  ...requestSums(),
  topUps: bigint('top_ups', { mode: 'number' }).notNull().default(0),
});
/** A courier's offers, requests, earnings and the time spent in each stage. */
const carrierSums = () => ({
  offers: integer('offers').notNull().default(0),
  accepted: integer('accepted').notNull().default(0),
  declined: integer('declined').notNull().default(0),
  expired: integer('expired').notNull().default(0),
  acceptMs: bigint('accept_ms', { mode: 'number' }).notNull().default(0),
  requests: integer('requests').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  packets: integer('packets').notNull().default(0),
  fees: bigint('fees', { mode: 'number' }).notNull().default(0),
  earnings: bigint('earnings', { mode: 'number' }).notNull().default(0),
  waitMs: bigint('wait_ms', { mode: 'number' }).notNull().default(0),
  pickupMs: bigint('pickup_ms', { mode: 'number' }).notNull().default(0),
  deliverMs: bigint('deliver_ms', { mode: 'number' }).notNull().default(0),
  late: integer('late').notNull().default(0),
  lateWait: integer('late_wait').notNull().default(0),
  latePickup: integer('late_pickup').notNull().default(0),
  lateDeliver: integer('late_deliver').notNull().default(0),
});

export const reportStoreDaily = pgTable(
  'report_store_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    storeId: uuid('store_id').notNull(),
    zoneId: uuid('zone_id').notNull(),
    provinceId: integer('province_id').notNull(),
    ...storeSums(),
    hTotal: histogram(TOTAL_HIST),
  },
  (t) => [primaryKey({ columns: [t.day, t.storeId, t.zoneId] }), index('report_store_daily_zone_idx').on(t.zoneId, t.day)],
);

export const reportCarrierDaily = pgTable(
  'report_carrier_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    carrierId: uuid('carrier_id').notNull(),
    zoneId: uuid('zone_id').notNull(),
    provinceId: integer('province_id').notNull(),
    ...carrierSums(),
    ...carrierHists(),
  },
  (t) => [primaryKey({ columns: [t.day, t.carrierId, t.zoneId] }), index('report_carrier_daily_zone_idx').on(t.zoneId, t.day)],
);

/**
 * Monthly sums of the daily rows (`month` is the first day of the Istanbul month). A report over a long range reads
 * the whole months here and only the partial months at its ends from the daily tables, so it reads O(months + 60 days)
 * rows per entity instead of O(days). Kept exact in the same transaction as the daily rows they sum.
 */
export const reportStoreMonthly = pgTable(
  'report_store_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    storeId: uuid('store_id').notNull(),
    zoneId: uuid('zone_id').notNull(),
    provinceId: integer('province_id').notNull(),
    ...storeSums(),
  },
  (t) => [primaryKey({ columns: [t.month, t.storeId, t.zoneId] })],
);

export const reportCarrierMonthly = pgTable(
  'report_carrier_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    carrierId: uuid('carrier_id').notNull(),
    zoneId: uuid('zone_id').notNull(),
    provinceId: integer('province_id').notNull(),
    ...carrierSums(),
    ...carrierHists(),
  },
  (t) => [primaryKey({ columns: [t.month, t.carrierId, t.zoneId] })],
);

/**
 * Daily sums per zone of the store rows (no top-ups: the by-day reports do not show them) and the couriers who worked
 * in the zone that day. The by-day reports (work summary, profit by date and province) read these: a day is one row
 * per zone instead of one per store.
 */
export const reportZoneDaily = pgTable(
  'report_zone_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    zoneId: uuid('zone_id').notNull(),
    provinceId: integer('province_id').notNull(),
    ...requestSums(),
    /** Couriers with at least one request in the zone that day. Not additive over zones (a joker works in several). */
    activeCouriers: integer('active_couriers').notNull().default(0),
    hTotal: histogram(TOTAL_HIST),
  },
  (t) => [primaryKey({ columns: [t.day, t.zoneId] })],
);

/**
 * One row per day over every zone: the zone rows' sums and the couriers with at least one request that day, in any
 * zone. The unfiltered by-day reports (work summary, profit by date) read one row per day here.
 */
export const reportDaily = pgTable('report_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...requestSums(),
  activeCouriers: integer('active_couriers').notNull().default(0),
  hTotal: histogram(TOTAL_HIST),
});

/**
 * Requests whose facts and sums are to be rewritten (see `flushPendingRollups`): queued by the delivery transaction that
 * changed them, so a crash before the flush leaves them queued.
 */
export const reportPending = pgTable('report_pending', {
  requestId: uuid('request_id').primaryKey(),
  queuedAt: timestamptz('queued_at').notNull().defaultNow(),
});
