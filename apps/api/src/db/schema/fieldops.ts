import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EmergencyStatus } from '@kurye/contracts/fieldops';
import { zones } from './geography';
import { users } from './identity';
import { carriers, jokerStations } from './organisation';

/** A courier's SOS: open → (acknowledged) → resolved. The position is the courier's at the time of the call. */
export const emergencies = pgTable(
  'emergencies',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    carrierId: uuid('carrier_id')
      .notNull()
      .references(() => carriers.id),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => zones.id),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    positionAt: timestamp('position_at', { withTimezone: true }),
    status: text('status').$type<EmergencyStatus>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolutionNote: text('resolution_note'),
  },
  (t) => [index('emergencies_zone_status_idx').on(t.zoneId, t.status, t.createdAt)],
);

/** A joker courier waiting at a station (one station per courier). */
export const jokerAssignments = pgTable('joker_assignments', {
  carrierId: uuid('carrier_id')
    .primaryKey()
    .references(() => carriers.id),
  stationId: uuid('station_id')
    .notNull()
    .references(() => jokerStations.id, { onDelete: 'cascade' }),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
});
