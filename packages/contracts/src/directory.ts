import { z } from 'zod';
import { APPLICATION_KINDS, APPLICATION_STATUSES, geoPointSchema } from './applications';
import { CARRIER_STATUSES } from './delivery';

/**
 * The directory as the office sees it: stores, couriers, applications and the zone pickers (GET /api/stores,
 * /api/carriers, /api/applications, /api/zones and their details). Dates are ISO strings, amounts kuruş.
 */

/** The paging and search every directory list takes (the server defaults page 1, size 20). */
export const directoryListParamsSchema = z.object({
  page: z.number().int().min(1),
  size: z.number().int().min(1).max(100),
  sort: z.string().optional(),
  q: z.string().max(100).optional(),
});
export type DirectoryListParams = z.infer<typeof directoryListParamsSchema>;

const trueFalse = z.enum(['true', 'false']);

// Stores

export const storeRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  active: z.boolean(),
  /** kuruş */
  balance: z.number().int(),
  createdAt: z.string(),
});
export type StoreRow = z.infer<typeof storeRowSchema>;

export const storeLedgerEntrySchema = z.object({
  transactionId: z.string(),
  kind: z.string(),
  description: z.string(),
  amount: z.number().int(),
  createdAt: z.string(),
});
export type StoreLedgerEntry = z.infer<typeof storeLedgerEntrySchema>;

export const storeRecentRequestSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  /** A request status (the column is text; see REQUEST_STATUSES). */
  status: z.string(),
  packetCount: z.number().int(),
  estimatedFee: z.number().int(),
  createdAt: z.string(),
});
export type StoreRecentRequest = z.infer<typeof storeRecentRequestSchema>;

/** GET /api/stores/:id (also the answer of PATCH): phone and T.C. kimlik no are masked without `personal.read`. */
export const storeDetailSchema = storeRowSchema.extend({
  address: z.string(),
  districtId: z.number().int().nullable(),
  districtName: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  nationalIdentityNumber: z.string().nullable(),
  userId: z.string().nullable(),
  ownerName: z.string().nullable(),
  email: z.string().nullable(),
  recentLedger: z.array(storeLedgerEntrySchema),
  recentRequests: z.array(storeRecentRequestSchema),
});
export type StoreDetail = z.infer<typeof storeDetailSchema>;

export const storeListParamsSchema = directoryListParamsSchema.extend({ zoneId: z.string().optional(), active: trueFalse.optional() });
export type StoreListParams = z.infer<typeof storeListParamsSchema>;

// Couriers (carriers)

export const carrierRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  carrierTypeId: z.string(),
  carrierTypeName: z.string(),
  isJoker: z.boolean(),
  /** false: suspended */
  active: z.boolean(),
  status: z.enum(CARRIER_STATUSES),
  createdAt: z.string(),
});
export type CarrierRow = z.infer<typeof carrierRowSchema>;

/** GET /api/carriers/:id (also the answer of PATCH). */
export const carrierDetailSchema = carrierRowSchema.extend({
  nationalIdentityNumber: z.string().nullable(),
  load: z.number().int(),
  lastPosition: z.object({ latitude: z.number(), longitude: z.number(), at: z.string().nullable() }).nullable(),
  /** earnings in kuruş */
  today: z.object({ deliveries: z.number().int(), earnings: z.number().int(), requests: z.number().int() }),
});
export type CarrierDetail = z.infer<typeof carrierDetailSchema>;

export const carrierListParamsSchema = directoryListParamsSchema.extend({
  zoneId: z.string().optional(),
  carrierTypeId: z.string().optional(),
  active: trueFalse.optional(),
  isJoker: trueFalse.optional(),
});
export type CarrierListParams = z.infer<typeof carrierListParamsSchema>;

/** GET and PUT /api/carriers/:id/iban. */
export const carrierIbanSchema = z.object({ iban: z.string().nullable(), updatedAt: z.string().nullable() });
export type CarrierIban = z.infer<typeof carrierIbanSchema>;

// Applications

export const applicationRowSchema = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  storeName: z.string().nullable(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

/** GET /api/applications/:id (also the answer of the approve and reject calls). */
export const applicationDetailSchema = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  nationalIdentityNumber: z.string().nullable(),
  phone: z.string(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string().nullable(),
  districtId: z.number().int().nullable(),
  districtName: z.string().nullable(),
  carrierTypeId: z.string().nullable(),
  carrierTypeName: z.string().nullable(),
  storeName: z.string().nullable(),
  address: z.object({ line: z.string(), point: geoPointSchema }).nullable(),
  kvkkConsent: z.boolean(),
  source: z.string(),
  zoneId: z.string().nullable(),
  zoneName: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  userId: z.string().nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationListParamsSchema = directoryListParamsSchema.extend({
  kind: z.enum(APPLICATION_KINDS).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  zoneId: z.string().optional(),
});
export type ApplicationListParams = z.infer<typeof applicationListParamsSchema>;

// Zones

/** A GeoJSON polygon, [longitude, latitude] positions. */
export const zonePolygonSchema = z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.tuple([z.number(), z.number()]))) });

/** A row of GET /api/zones (scoped to the caller's zones): the zone filters and pickers read it. */
export const zoneRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  provinceId: z.number().int(),
  provinceName: z.string(),
  active: z.boolean(),
  polygon: zonePolygonSchema,
});
export type ZoneRow = z.infer<typeof zoneRowSchema>;
