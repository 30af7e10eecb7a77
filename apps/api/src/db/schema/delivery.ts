import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CarrierStatus, CodMethod, OfferStatus, PacketDecider, PacketStatus, RequestStatus } from '@kurye/contracts/delivery';
import type { PACKET_UPDATE_STATUSES, PacketUpdateKind } from '@kurye/contracts/fieldops';
import type { DistanceKind } from '@kurye/contracts/roads';
import { zones } from './geography';
import { carriers, stores } from './organisation';
import { createdAtColumn, timestamptz, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/** A store's request for a courier. Status: searching → assigned → arrived → picked_up → completed; or cancelled / no_courier. */
export const deliveryRequests = pgTable(
  'delivery_requests',
  {
    id: uuidPrimaryKey(),
    /** The readable request number people say and type ("T-24117"), from a database sequence. */
    number: integer('number').notNull().generatedByDefaultAsIdentity({ startWith: 24101 }),
    storeId: uuidReference('store_id', () => stores.id),
    zoneId: uuidReference('zone_id', () => zones.id),
    status: text('status').$type<RequestStatus>().notNull(),
    packetCount: integer('packet_count').notNull(),
    note: text('note'),
    readyInMinutes: integer('ready_in_minutes'),
    carrierId: uuid('carrier_id').references(() => carriers.id),
    /** 1-based offer stage currently running; the joker stage is `radii + 1`. */
    stage: integer('stage').notNull().default(0),
    estimatedFee: bigint('estimated_fee', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key'),
    repeatOf: uuid('repeat_of'),
    /** Set when an operator must look at the request (e.g. `courier_suspended` while carrying it). */
    flag: text('flag'),
    createdAt: createdAtColumn(),
    assignedAt: timestamptz('assigned_at'),
    arrivedAt: timestamptz('arrived_at'),
    pickedUpAt: timestamptz('picked_up_at'),
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (t) => [
    index('delivery_requests_store_idx').on(t.storeId, t.createdAt),
    index('delivery_requests_zone_status_idx').on(t.zoneId, t.status),
    index('delivery_requests_carrier_idx').on(t.carrierId, t.status),
    uniqueIndex('delivery_requests_idempotency_idx').on(t.storeId, t.idempotencyKey),
    uniqueIndex('delivery_requests_number_idx').on(t.number),
  ],
);

/** One packet of a request. Status: pending → location_set → approved (charged) | wrong_location → approved. */
export const packets = pgTable(
  'packets',
  {
    id: uuidPrimaryKey(),
    requestId: uuidReference('request_id', () => deliveryRequests.id),
    position: integer('position').notNull(),
    status: text('status').$type<PacketStatus>().notNull().default('pending'),
    toLatitude: doublePrecision('to_latitude'),
    toLongitude: doublePrecision('to_longitude'),
    toLocationSetAt: timestamptz('to_location_set_at'),
    distanceMeters: integer('distance_meters'),
    /** How `distance_meters` was measured: along the streets or the straight line (null before a drop-off). */
    distanceKind: text('distance_kind').$type<DistanceKind>(),
    fee: bigint('fee', { mode: 'number' }),
    courierShare: bigint('courier_share', { mode: 'number' }),
    approvedAt: timestamptz('approved_at'),
    approvedBy: text('approved_by').$type<PacketDecider>(),
    /** The end customer as the store gave them (all optional): address text, point, mobile (+905…), order number. */
    customerAddress: text('customer_address'),
    customerLatitude: doublePrecision('customer_latitude'),
    customerLongitude: doublePrecision('customer_longitude'),
    customerPhone: text('customer_phone'),
    orderReference: text('order_reference'),
    /** This packet's cash on delivery (kuruş, cash | card); the request's `cash_on_delivery` row holds their sum. */
    codAmount: bigint('cod_amount', { mode: 'number' }),
    codMethod: text('cod_method').$type<CodMethod>(),
  },
  (t) => [
    index('packets_request_idx').on(t.requestId),
    check('packets_cod', sql`(${t.codAmount} is null and ${t.codMethod} is null) or (${t.codAmount} > 0 and ${t.codMethod} in ('cash', 'card'))`),
  ],
);

/** An offer of a request to one courier in one stage. Status: pending → accepted | declined | expired | withdrawn. */
export const offers = pgTable(
  'offers',
  {
    id: uuidPrimaryKey(),
    requestId: uuidReference('request_id', () => deliveryRequests.id),
    carrierId: uuidReference('carrier_id', () => carriers.id),
    stage: integer('stage').notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('pending'),
    distanceMeters: integer('distance_meters').notNull(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    respondedAt: timestamptz('responded_at'),
  },
  (t) => [
    index('offers_carrier_status_idx').on(t.carrierId, t.status),
    index('offers_request_idx').on(t.requestId),
    // The database itself refuses a second winner.
    uniqueIndex('offers_one_winner_idx')
      .on(t.requestId)
      .where(sql`${t.status} = 'accepted'`),
  ],
);

/** Why a request waited: every offer, decline, timeout, withdrawal, stage change and assignment. */
export const offerLog = pgTable(
  'offer_log',
  {
    id: uuidPrimaryKey(),
    requestId: uuidReference('request_id', () => deliveryRequests.id),
    carrierId: uuid('carrier_id'),
    stage: integer('stage').notNull(),
    event: text('event').notNull(),
    detail: jsonb('detail'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [index('offer_log_request_idx').on(t.requestId, t.at)],
);

/** Durable deadlines (stage timeouts, location auto-approval): a sweeper fires each once, also after a crash. */
export const deadlines = pgTable(
  'deadlines',
  {
    id: uuidPrimaryKey(),
    kind: text('kind').notNull(),
    refId: uuid('ref_id').notNull(),
    /** The stage (for stage timeouts) the deadline belongs to. */
    seq: integer('seq').notNull().default(0),
    dueAt: timestamptz('due_at').notNull(),
    firedAt: timestamptz('fired_at'),
  },
  (t) => [
    index('deadlines_due_idx')
      .on(t.dueAt)
      .where(sql`${t.firedAt} is null`),
    uniqueIndex('deadlines_unique_idx').on(t.kind, t.refId, t.seq),
  ],
);

/** A courier's working state and last known position (the live map and dispatch read it at start-up). */
export const carrierStates = pgTable('carrier_states', {
  carrierId: uuid('carrier_id')
    .primaryKey()
    .references(() => carriers.id),
  status: text('status').$type<CarrierStatus>().notNull().default('offline'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  positionAt: timestamptz('position_at'),
  updatedAt: updatedAtColumn(),
});

export const carrierPositions = pgTable(
  'carrier_positions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    carrierId: uuid('carrier_id').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracy: doublePrecision('accuracy'),
    recordedAt: timestamptz('recorded_at').notNull(),
  },
  (t) => [
    index('carrier_positions_carrier_idx').on(t.carrierId, t.recordedAt),
    // Retention finds the old pings by time: a BRIN index (a few pages, next to nothing per insert) suits a table
    // written in time order.
    index('carrier_positions_recorded_brin').using('brin', t.recordedAt),
  ],
);

/** A store's request to change a packet (wrong location, fee, cancel), resolved by an operator. */
export const packetUpdateRequests = pgTable(
  'packet_update_requests',
  {
    id: uuidPrimaryKey(),
    packetId: uuidReference('packet_id', () => packets.id),
    storeId: uuidReference('store_id', () => stores.id),
    zoneId: uuidReference('zone_id', () => zones.id),
    /** wrong_location | fee_objection | cancel */
    reason: text('reason').$type<PacketUpdateKind>().notNull(),
    note: text('note'),
    /** open → resolved | rejected */
    status: text('status').$type<(typeof PACKET_UPDATE_STATUSES)[number]>().notNull().default('open'),
    seenAt: timestamptz('seen_at'),
    createdAt: createdAtColumn(),
    resolvedAt: timestamptz('resolved_at'),
    resolvedBy: uuid('resolved_by'),
    /** What the operator did: `{ action, ... }`, with the fee before and after. */
    resolution: jsonb('resolution').$type<Record<string, unknown>>(),
    /** The resolve call's Idempotency-Key and a hash of its body: a replay answers the first result. */
    resolveKey: text('resolve_key'),
    resolveBodyHash: text('resolve_body_hash'),
  },
  (t) => [
    index('packet_update_requests_zone_idx').on(t.zoneId, t.status),
    // One open request per packet, even when the store presses twice.
    uniqueIndex('packet_update_requests_open_idx')
      .on(t.packetId)
      .where(sql`${t.status} = 'open'`),
  ],
);
