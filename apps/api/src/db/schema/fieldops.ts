import { doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { EmergencyStatus } from '@kurye/contracts/fieldops';
import { zones } from './geography';
import { users } from './identity';
import { carriers, jokerStations } from './organisation';
import { createdAtColumn, timestamptz, uuidPrimaryKey, uuidReference } from './columns';

/** A courier's SOS: open → (acknowledged) → resolved. The position is the courier's at the time of the call. */
export const emergencies = pgTable(
  'emergencies',
  {
    id: uuidPrimaryKey(),
    carrierId: uuidReference('carrier_id', () => carriers.id),
    zoneId: uuidReference('zone_id', () => zones.id),
    description: text('description'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    positionAt: timestamptz('position_at'),
    status: text('status').$type<EmergencyStatus>().notNull().default('open'),
    createdAt: createdAtColumn(),
    acknowledgedAt: timestamptz('acknowledged_at'),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id),
    resolvedAt: timestamptz('resolved_at'),
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
  stationId: uuidReference('station_id', () => jokerStations.id, 'cascade'),
  assignedAt: timestamptz('assigned_at').notNull().defaultNow(),
});
