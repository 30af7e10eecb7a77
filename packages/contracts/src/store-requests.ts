import { z } from 'zod';
import { isoInstant } from './dates';
import {
  PACKET_STATUSES,
  REQUEST_STATUSES,
  STORE_PACKET_SORTS,
  createRequestBody,
  latLng,
  packetSchema,
  requestDetailsSchema,
  requestSchema,
  storePacketRowSchema,
  type RequestStatus,
} from './delivery';
import { pageOf } from './paging';

/**
 * A store's requests for a courier, as the store (its users and its API keys) creates, lists, cancels and repeats
 * them; its packet history and account; the examples the API reference shows on the calls an API key may make.
 */

export const CREATE_REQUEST_EXAMPLE = {
  packetCount: 2,
  note: 'Zil çalışmıyor, lütfen arayın',
  readyInMinutes: 10,
  packets: [
    {
      orderReference: 'YS-100045',
      customerPhone: '+90 532 123 45 67',
      customerAddress: 'Caferağa Mah. Moda Cad. No: 12 D: 3, Kadıköy',
      customerLocation: { latitude: 40.9863, longitude: 29.0253 },
      cashOnDelivery: { amount: 24990, method: 'cash' },
    },
    { orderReference: 'YS-100046', customerPhone: '05447654321', cashOnDelivery: { amount: 18000, method: 'card' } },
  ],
};

export const REQUEST_EXAMPLE = {
  id: '0b7c1e2a-5d1f-4c3e-9a57-3f1f1c9d2e10',
  number: 24117,
  status: 'searching',
  storeId: '6a0f7d2c-1b43-4e7a-8d11-2c5b9e3f4a21',
  storeName: 'Moda Dürüm',
  zoneId: '9e2d4c1b-7a3f-4b6e-8c5d-1f0a2b3c4d5e',
  packetCount: 2,
  note: 'Zil çalışmıyor, lütfen arayın',
  readyInMinutes: 10,
  stage: 1,
  estimatedFee: 19000,
  chargedFee: null,
  createdAt: '2026-11-23T11:42:07.000Z',
  assignedAt: null,
  pickedUpAt: null,
  completedAt: null,
  courier: null,
};

export const REQUEST_DETAILS_EXAMPLE = {
  ...REQUEST_EXAMPLE,
  status: 'picked_up',
  assignedAt: '2026-11-23T11:42:31.000Z',
  pickedUpAt: '2026-11-23T11:53:02.000Z',
  courier: {
    id: '3c1d…',
    name: 'Emre Yılmaz',
    phone: '+905301112233',
    position: { latitude: 40.9881, longitude: 29.029 },
    positionAt: '2026-11-23T11:55:40.000Z',
  },
  store: { name: 'Moda Dürüm', phone: '+902163334455', address: 'Moda Cad. No: 40, Kadıköy', location: { latitude: 40.9878, longitude: 29.0301 } },
  packets: [
    {
      id: '7f0e…',
      position: 1,
      status: 'pending',
      toLocation: null,
      toLocationSetDateTime: null,
      distanceMeters: null,
      fee: null,
      approvedAt: null,
      trackingUrl: 'https://kuryeofis.example/t/fw7Lc9mR2kQ8vX1zB4nH6pT0sY3dA5gJ7eU9iO2wKqE',
      customerAddress: 'Caferağa Mah. Moda Cad. No: 12 D: 3, Kadıköy',
      customerLocation: { latitude: 40.9863, longitude: 29.0253 },
      customerPhone: '+905321234567',
      orderReference: 'YS-100045',
      cashOnDelivery: { amount: 24990, method: 'cash' },
    },
  ],
  offerLog: [{ at: '2026-11-23T11:42:07.000Z', event: 'created', stage: 0, carrierId: null }],
};

/** `Idempotency-Key`: a retry with the same key answers 200 with the first request. */
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(200).optional() });

/** `POST /api/requests`'s body, with its example. */
export const createRequestDoc = createRequestBody.meta({ example: CREATE_REQUEST_EXAMPLE });
/** A freshly created request (201), with its example. */
export const createdRequest = requestSchema.meta({ example: REQUEST_EXAMPLE });
/** The answer to a replay of the same Idempotency-Key (200). */
export const replayedRequest = requestSchema.describe('A replay of the same Idempotency-Key');
/** `GET /api/requests/:id`, with its example. */
export const requestDetailsDoc = requestDetailsSchema.meta({ example: REQUEST_DETAILS_EXAMPLE });

/** A list of requests (the store's own, or the day's of the operator's zones). */
const oneStatus = `(${REQUEST_STATUSES.join('|')})`;
/** `status=searching` or several at once, comma separated (`status=searching,offered,assigned`): one call per list. */
const requestStatusList = z
  .string()
  .regex(new RegExp(`^${oneStatus}(,${oneStatus})*$`), 'request statuses, comma separated')
  .transform((text) => [...new Set(text.split(','))] as RequestStatus[]);

export const requestListQuery = z.object({
  status: requestStatusList.optional().describe('One status, or several comma separated'),
  from: isoInstant.optional(),
  to: isoInstant.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(['createdAt', '-createdAt', 'status', '-status']).default('-createdAt'),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;
export const requestPage = pageOf(requestSchema);

/** The store's packet history ("Paket Geçmişi"). */
export const storePacketsQuery = z.object({
  status: z.enum(PACKET_STATUSES).optional(),
  from: isoInstant.optional(),
  to: isoInstant.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(STORE_PACKET_SORTS).default('-deliveredAt'),
});
export type StorePacketsQuery = z.infer<typeof storePacketsQuery>;
export const storePacketPage = pageOf(storePacketRowSchema);

/**
 * The store's packets whose delivery location waits on someone: its own decision (`location_set`) or an operator's
 * review after it marked the location wrong (`wrong_location`); newest location first, each with its request.
 */
export const packetDecisionsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(100),
});
export type PacketDecisionsQuery = z.infer<typeof packetDecisionsQuery>;
export const packetDecisionSchema = z.object({ packet: packetSchema, request: requestSchema, storeLocation: latLng });
export type PacketDecision = z.infer<typeof packetDecisionSchema>;
export const packetDecisionPage = pageOf(packetDecisionSchema);

/** The store's balance, what it may still spend, and its last ledger lines (kuruş). */
export const storeAccountSchema = z.object({
  balance: z.number().int(),
  available: z.number().int(),
  currency: z.literal('TRY'),
  /** The credit the account was opened with (not a top-up: it has no payment), or null. */
  openingCredit: z.object({ amount: z.number().int(), createdAt: z.string() }).nullable(),
  recentTransactions: z.array(z.object({ id: z.string(), kind: z.string(), description: z.string(), amount: z.number().int(), createdAt: z.string() })),
});
export type StoreAccount = z.infer<typeof storeAccountSchema>;

/** The store confirms or rejects the location a courier set for a packet. */
export const packetIdBody = z.object({ packetId: z.uuid() });
/** "Yanlış konum": the packet, and what is wrong in the store's words (optional; the operator reads it). */
export const packetLocationRejectBody = packetIdBody.extend({ note: z.string().trim().max(500).optional() });
export const packetLocationResult = z.object({ packetId: z.string(), status: z.string() });
