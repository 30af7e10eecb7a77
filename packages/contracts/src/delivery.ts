import { z } from 'zod';
import { normalizeTurkishMobile } from './tc-kimlik';
import { DISTANCE_KINDS, distanceLabel, type DistanceKind } from './roads';

export const REQUEST_STATUSES = ['searching', 'assigned', 'arrived', 'picked_up', 'delivered', 'completed', 'cancelled', 'no_courier'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Statuses of a request that is still in motion (the store's live list, the live map). */
export const ACTIVE_REQUEST_STATUSES: RequestStatus[] = ['searching', 'assigned', 'arrived', 'picked_up', 'delivered'];

export const PACKET_STATUSES = ['pending', 'location_set', 'approved', 'wrong_location'] as const;
export type PacketStatus = (typeof PACKET_STATUSES)[number];

export const CARRIER_STATUSES = ['offline', 'available', 'busy', 'break'] as const;
export type CarrierStatus = (typeof CARRIER_STATUSES)[number];

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const latLng = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
export type LatLng = z.infer<typeof latLng>;

export const COD_METHODS = ['cash', 'card'] as const;
export type CodMethod = (typeof COD_METHODS)[number];
/** Largest cash-on-delivery amount of one packet, in kuruş (100.000 ₺). */
export const COD_MAX_KURUS = 10_000_000;

/** Cash on delivery ("kapıda ödeme") of one packet: kuruş, collected in cash or by card at the door. */
export const packetCashOnDelivery = z.object({ amount: z.number().int().min(1).max(COD_MAX_KURUS), method: z.enum(COD_METHODS) });

/**
 * What a store (its page or its ordering system) may tell about one packet's end customer. Every field is optional;
 * the phone is a Turkish mobile in any usual spelling and is stored as `+905xxxxxxxxx`.
 */
export const packetInput = z.object({
  customerAddress: z.string().trim().min(1).max(500).optional(),
  customerLocation: latLng.optional(),
  customerPhone: z
    .string()
    .trim()
    .max(30)
    .refine((v) => normalizeTurkishMobile(v) !== null, { message: 'Cep telefonu +90 5xx xxx xx xx biçiminde olmalı' })
    .optional(),
  orderReference: z.string().trim().min(1).max(100).optional(),
  cashOnDelivery: packetCashOnDelivery.optional(),
});
export type PacketInput = z.infer<typeof packetInput>;

export const createRequestBody = z
  .object({
    packetCount: z.number().int().min(1).max(20),
    note: z.string().trim().max(500).optional(),
    readyInMinutes: z.number().int().min(0).max(120).optional(),
    /** Optional, one entry per packet (as many as `packetCount`), in packet order. */
    packets: z.array(packetInput).min(1).max(20).optional(),
  })
  .refine((b) => !b.packets || b.packets.length === b.packetCount, { path: ['packets'], message: 'Paket bilgisi sayısı paket sayısına eşit olmalı' });
export type CreateRequestInput = z.infer<typeof createRequestBody>;

export const packetSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  status: z.enum(PACKET_STATUSES),
  toLocation: latLng.nullable(),
  toLocationSetDateTime: z.string().nullable(),
  distanceMeters: z.number().int().nullable(),
  /** How the fee's distance was measured: along the streets or the straight line. */
  distanceKind: z.enum(DISTANCE_KINDS).nullable(),
  fee: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
  /** The public tracking page of this packet for the end customer (`/t/{token}`); in a request's details. */
  trackingUrl: z.string().optional(),
  /** The end customer's details as the store gave them (the phone masked for a viewer without `personal.read`). */
  customerAddress: z.string().nullable(),
  customerLocation: latLng.nullable(),
  customerPhone: z.string().nullable(),
  orderReference: z.string().nullable(),
  cashOnDelivery: packetCashOnDelivery.nullable(),
});

export type Packet = z.infer<typeof packetSchema>;

/** Who settled a delivered packet's location: the store, the automatic approval after the deadline, or an operator. */
export const PACKET_DECIDERS = ['store', 'auto', 'operator'] as const;
export type PacketDecider = (typeof PACKET_DECIDERS)[number];

/** One row of the store's packet history ("Paket Geçmişi"): a packet with its request's readable number. */
export const storePacketRowSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  requestNumber: z.number().int(),
  position: z.number().int(),
  status: z.enum(PACKET_STATUSES),
  requestCreatedAt: z.string(),
  deliveredAt: z.string().nullable(),
  decidedBy: z.enum(PACKET_DECIDERS).nullable(),
  decidedAt: z.string().nullable(),
  distanceMeters: z.number().int().nullable(),
  distanceKind: z.enum(DISTANCE_KINDS).nullable(),
  fee: z.number().int().nullable(),
});
export type StorePacketRow = z.infer<typeof storePacketRowSchema>;
export const STORE_PACKET_SORTS = ['-deliveredAt', 'deliveredAt', '-fee', 'fee', '-requestNumber', 'requestNumber'] as const;

export const courierSummary = z.object({ id: z.string(), name: z.string(), phone: z.string(), position: latLng.nullable(), positionAt: z.string().nullable() });

/** A request's readable number: 24117 → "T-24117". */
export const formatRequestNumber = (n: number) => `T-${n}`;
/** A packet of a request: (24117, 2) → "T-24117/2". */
export const formatPacketNumber = (n: number, position: number) => `${formatRequestNumber(n)}/${position}`;

/** The ledger's line for a packet's charge: "Paket ücreti #1042/1 · 4,2 km (yol)". */
export const packetFeeDescription = (n: number, position: number, distanceMeters: number | null, kind: DistanceKind | null) =>
  `Paket ücreti ${formatPacketNumber(n, position)}${distanceMeters === null ? '' : ` · ${distanceLabel(distanceMeters, kind)}`}`;

export const requestSchema = z.object({
  id: z.string(),
  /** Readable sequence number, shown as `T-<number>` (see formatRequestNumber). */
  number: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  storeId: z.string(),
  storeName: z.string(),
  zoneId: z.string(),
  packetCount: z.number().int(),
  note: z.string().nullable(),
  readyInMinutes: z.number().int().nullable(),
  stage: z.number().int(),
  /** Before delivery: what the request is expected to cost (kuruş, KDV included). */
  estimatedFee: z.number().int(),
  /** What its approved packets were charged (kuruş, KDV included); null until one is approved. */
  chargedFee: z.number().int().nullable(),
  createdAt: z.string(),
  assignedAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  courier: courierSummary.nullable(),
  /**
   * In a store's list of its active requests: the expected driving time of its courier from the last known position
   * (seconds, measured at `at`), to the store while not yet there (0 once there) and to the next packet's customer point
   * when the store gave one; `kind` says whether by the streets or the straight line.
   */
  eta: z
    .object({
      pickupSeconds: z.number().int().nullable(),
      deliverySeconds: z.number().int().nullable(),
      kind: z.enum(DISTANCE_KINDS),
      at: z.string(),
    })
    .nullable()
    .optional(),
});
export type DeliveryRequest = z.infer<typeof requestSchema>;
export type RequestEta = NonNullable<DeliveryRequest['eta']>;

export const offerLogEntry = z.object({ at: z.string(), event: z.string(), stage: z.number().int(), carrierId: z.string().nullable() });

export type OfferLogEntry = z.infer<typeof offerLogEntry>;

export const requestDetailsSchema = requestSchema.extend({
  packets: z.array(packetSchema),
  offerLog: z.array(offerLogEntry),
  store: z.object({ name: z.string(), phone: z.string(), address: z.string(), location: latLng }),
});
export type RequestDetails = z.infer<typeof requestDetailsSchema>;

export const offerSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  stage: z.number().int(),
  expiresAt: z.string(),
  distanceMeters: z.number().int(),
  packetCount: z.number().int(),
  note: z.string().nullable(),
  readyInMinutes: z.number().int().nullable(),
  store: z.object({ name: z.string(), address: z.string(), phone: z.string(), location: latLng }),
});
export type Offer = z.infer<typeof offerSchema>;

export const positionBody = latLng.extend({ accuracy: z.number().min(0).max(100_000).optional(), recordedAt: z.iso.datetime().optional() });
export type PositionBody = z.infer<typeof positionBody>;

/**
 * `positionBody.safeParse(value)` for the ping hot path (thousands a second): the common ping — `{ latitude,
 * longitude, accuracy? }` in range and nothing else — is checked by hand without zod's allocations; anything else
 * (a `recordedAt`, an unknown field, a wrong value) goes to zod itself, so the answer and the error are always zod's.
 * `position-body.test.ts` checks both agree.
 */
export function parsePositionBody(value: unknown): ReturnType<typeof positionBody.safeParse> {
  if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    const { latitude, longitude, accuracy } = o;
    if (
      typeof latitude === 'number' &&
      latitude >= -90 &&
      latitude <= 90 &&
      typeof longitude === 'number' &&
      longitude >= -180 &&
      longitude <= 180 &&
      (accuracy === undefined || (typeof accuracy === 'number' && accuracy >= 0 && accuracy <= 100_000))
    ) {
      let keys = 0;
      for (const key in o) if (Object.hasOwn(o, key)) keys++;
      // Exactly the fields read above (own, not inherited): any other goes to zod (which drops unknown ones).
      if (
        keys === (accuracy === undefined ? 2 : 3) &&
        Object.hasOwn(o, 'latitude') &&
        Object.hasOwn(o, 'longitude') &&
        (accuracy === undefined || Object.hasOwn(o, 'accuracy')) &&
        !Array.isArray(o)
      ) {
        return { success: true, data: accuracy === undefined ? { latitude, longitude } : { latitude, longitude, accuracy } };
      }
    }
  }
  return positionBody.safeParse(value);
}

/** The delivery-location dialog's packet (specification §3). */
export const locationPacketSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  /** The request's readable number and the packet's place in it ("T-24117/2"). */
  requestNumber: z.number().int(),
  position: z.number().int(),
  toLocation: latLng,
  toLocationSetDateTime: z.string(),
  carrier: z.object({ name: z.string(), phone: z.string() }),
  fee: z.number().int(),
  autoApproveAt: z.string(),
});
export type LocationPacket = z.infer<typeof locationPacketSchema>;

/** Events on the socket `/api/ws`. Each message is `{ type, data }`. */
/**
 * The close code (1012, "service restart") the server closes sockets with when it shuts down: another process (or
 * this one again) takes over, so the apps reconnect at once instead of backing off.
 */
export const SOCKET_CLOSE_SERVICE_RESTART = 1012;

export interface SocketEvents {
  'offer.created': Offer;
  'offer.withdrawn': { offerId: string; requestId: string; reason: 'taken' | 'expired' | 'cancelled' };
  'request.status_changed': { requestId: string; storeId: string; zoneId: string; status: RequestStatus; carrierId: string | null; stage: number };
  'request.no_courier': { id: string; requestId: string; requestNumber: number; direction: string };
  'packet.location_set': LocationPacket;
  'packet.approved': { packetId: string; requestId: string; fee: number; by: 'store' | 'auto' | 'operator' };
  'packet.location_rejected': { packetId: string; requestId: string };
  'live.positions': { zoneId: string; couriers: [id: string, latitude: number, longitude: number, status: CarrierStatus][] };
  'carrier.status_changed': { carrierId: string; zoneId: string; status: CarrierStatus };
  /** A courier's SOS (to Admin and the zone's operators and chief couriers); `emergency.updated` on acknowledge/resolve. */
  'emergency.raised': import('./fieldops').Emergency;
  'emergency.updated': import('./fieldops').Emergency;
  /** A store raised a packet update request (operators of the zone); its outcome goes to the store. */
  'packet_update_request.created': { id: string; zoneId: string; kind: string };
  'packet_update_request.resolved': {
    id: string;
    packetId: string;
    requestId: string;
    action: string;
    status: string;
    fee: number | null;
    reason: string | null;
  };
  /** A request needs an operator (e.g. its courier was suspended after pickup). */
  'request.flagged': { requestId: string; zoneId: string; flag: string };
  /** Answer to a client message that carried an `id` (a courier's `position`): sent once it is stored, or refused. */
  ack: { id: number; ok: boolean; code?: string };
  /** Announcements for this store changed (created, edited): refresh the unread count. */
  'announcements.changed': Record<string, never>;
  /** A message to or from the signed-in user. */
  'message.created': { id: string; senderId: string; senderName: string; recipientId: string; text: string; createdAt: string };
  /** A new item in the signed-in user's notification feed (audience `user:<id>`). */
  'notification.created': import('./feeds').NotificationItem;
}
export type SocketEventType = keyof SocketEvents;
export interface SocketMessage<T extends SocketEventType = SocketEventType> {
  type: T;
  data: SocketEvents[T];
}

// ---- The courier's work (the courier app) and the operators' manual dispatch

/** The courier's pending offers. */
export const offerList = z.array(offerSchema);
/** An accepted offer: the request the courier now carries. */
export const acceptedOffer = z.object({ requestId: z.string() });
/** A dropped packet: its fee (kuruş) from the straight-line distance store → drop-off. */
export const deliveredPacket = z.object({ id: z.string(), fee: z.number().int(), distanceMeters: z.number().int(), distanceKind: z.enum(DISTANCE_KINDS) });
export type DeliveredPacket = z.infer<typeof deliveredPacket>;
/** The courier's day: packets delivered, earnings (kuruş) and the requests taken today. */
export const courierToday = z.object({
  deliveries: z.number().int(),
  earnings: z.number().int(),
  /** The part of today's earnings on packets waiting for the store's approval (payable once approved). */
  underReview: z.number().int(),
  underReviewPackets: z.number().int(),
  requests: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      storeName: z.string(),
      packetCount: z.number().int(),
      assignedAt: z.string().nullable(),
      earnings: z.number().int(),
    }),
  ),
});
export type CourierToday = z.infer<typeof courierToday>;
/** The courier's requests still in motion, with their packets. */
export const activeRequestList = z.array(requestDetailsSchema);
/** An operator gives a request to a courier. */
export const assignRequestBody = z.object({ carrierId: z.uuid() });

/** The statuses in which a request is in a courier's hands (assigned, at the store, picked up). */
export const CARRIED_STATUSES: RequestStatus[] = ['assigned', 'arrived', 'picked_up'];
