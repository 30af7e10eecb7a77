import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationKind, ApplicationStatus } from '@kurye/contracts/applications';
import { carrierTypes, districts, zones } from './geography';
import { users } from './identity';
import { createdAtColumn, timestamptz, uuidPrimaryKey, uuidReference } from './columns';

export const stores = pgTable(
  'stores',
  {
    id: uuidPrimaryKey(),
    userId: uuid('user_id').references(() => users.id),
    zoneId: uuidReference('zone_id', () => zones.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** The owner's T.C. kimlik no (personal data: masked for roles without `personal.read`). */
    nationalIdentityNumber: text('national_identity_number'),
    /** The invoice buyer's tax identity: vergi dairesi and VKN (10 digits) or the owner's TCKN (11 digits). */
    taxOffice: text('tax_office'),
    taxNumber: text('tax_number'),
    /** Registered for e-Fatura (its invoices go as TEMELFATURA); otherwise e-Arşiv. */
    eInvoiceRegistered: boolean('e_invoice_registered').notNull().default(false),
    districtId: integer('district_id').references(() => districts.id),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (t) => [index('stores_zone_idx').on(t.zoneId)],
);

export const carriers = pgTable(
  'carriers',
  {
    id: uuidPrimaryKey(),
    userId: uuidReference('user_id', () => users.id),
    zoneId: uuidReference('zone_id', () => zones.id),
    carrierTypeId: uuidReference('carrier_type_id', () => carrierTypes.id),
    phone: text('phone').notNull(),
    /** Personal data: masked for roles without `personal.read`. */
    nationalIdentityNumber: text('national_identity_number'),
    isJoker: boolean('is_joker').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Since when a suspended courier is inactive (a leaver): KVKK retention counts its documents' period from it. */
    inactiveSince: timestamptz('inactive_since'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('carriers_zone_idx').on(t.zoneId)],
);

export const jokerStations = pgTable('joker_stations', {
  id: uuidPrimaryKey(),
  zoneId: uuidReference('zone_id', () => zones.id),
  name: text('name').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** How many joker couriers the station holds. */
  capacity: integer('capacity').notNull().default(3),
  createdAt: createdAtColumn(),
});

/** Public applications (store sign-up and the application forms); reviewed by operators. */
export const applications = pgTable(
  'applications',
  {
    id: uuidPrimaryKey(),
    kind: text('kind').$type<ApplicationKind>().notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('pending'),
    email: text('email').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    zoneId: uuid('zone_id').references(() => zones.id),
    createdAt: createdAtColumn(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id),
    rejectReason: text('reject_reason'),
    /** The account an approval created. */
    userId: uuid('user_id').references(() => users.id),
    /** When retention removed a rejected applicant's personal data. */
    anonymisedAt: timestamptz('anonymised_at'),
  },
  (t) => [
    index('applications_kind_status_idx').on(t.kind, t.status),
    // One pending application per e-mail address, even when two forms are sent at once.
    uniqueIndex('applications_pending_email_idx')
      .on(t.email)
      .where(sql`${t.status} = 'pending'`),
  ],
);
