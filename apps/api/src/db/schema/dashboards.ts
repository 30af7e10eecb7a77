import { date, index, integer, pgTable, primaryKey, smallint, uuid } from 'drizzle-orm/pg-core';

/**
 * The operations dashboard's roll-up by hour: per Istanbul day, hour (0–23) and zone, the requests created in that hour
 * and the couriers online in it. `requests` grows in the roll-up flush when a request is first rolled up (its creation
 * hour never changes); `couriers` is the most couriers seen online at once in that hour (sampled from the couriers'
 * current states while the server runs; for the history, the couriers who carried a request that hour). The dashboard's
 * "demand by hour over four weeks" reads at most 28 × 24 rows per zone here.
 */
export const reportZoneHourly = pgTable(
  'report_zone_hourly',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    zoneId: uuid('zone_id').notNull(),
    requests: integer('requests').notNull().default(0),
    couriers: integer('couriers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.hour, t.zoneId] }), index('report_zone_hourly_zone_idx').on(t.zoneId, t.day)],
);
