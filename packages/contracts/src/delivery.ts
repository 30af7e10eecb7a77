import { z } from 'zod';

export const REQUEST_STATUSES = ['searching', 'assigned', 'arrived', 'picked_up', 'delivered', 'completed', 'cancelled', 'no_courier'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Statuses of a request that is still in motion (the store's live list, the live map). */
export const ACTIVE_REQUEST_STATUSES: RequestStatus[] = ['searching', 'assigned', 'arrived', 'picked_up', 'delivered'];

export const PACKET_STATUSES = ['pending', 'location_set', 'approved', 'wrong_location'] as const;
export type PacketStatus = (typeof PACKET_STATUSES)[number];

export const CARRIER_STATUSES = ['offline', 'available', 'busy', 'break'] as const;
export type CarrierStatus = (typeof CARRIER_STATUSES)[number];

export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

export const latLng = z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) });
export type LatLng = z.infer<typeof latLng>;

export const createRequestBody = z.object({
  packetCount: z.number().int().min(1).max(20),
  note: z.string().trim().max(500).optional(),
  readyInMinutes: z.number().int().min(0).max(120).optional(),
});

export const packetSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  status: z.enum(PACKET_STATUSES),
  toLocation: latLng.nullable(),
  toLocationSetDateTime: z.string().nullable(),
  distanceMeters: z.number().int().nullable(),
  fee: z.number().int().nullable(),
  approvedAt: z.string().nullable(),
});

export type Packet = z.infer<typeof packetSchema>;

export const courierSummary = z.object({ id: z.string(), name: z.string(), phone: z.string(), position: latLng.nullable(), positionAt: z.string().nullable() });

export const requestSchema = z.object({
  id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  storeId: z.string(),
  storeName: z.string(),
  zoneId: z.string(),
  packetCount: z.number().int(),
  note: z.string().nullable(),
  readyInMinutes: z.number().int().nullable(),
  stage: z.number().int(),
  estimatedFee: z.number().int(),
  createdAt: z.string(),
  assignedAt: z.string().nullable(),
  pickedUpAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  courier: courierSummary.nullable(),
});
export type DeliveryRequest = z.infer<typeof requestSchema>;

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

/** The delivery-location dialog's packet (specification §3). */
export const locationPacketSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  toLocation: latLng,
  toLocationSetDateTime: z.string(),
  carrier: z.object({ name: z.string(), phone: z.string() }),
  fee: z.number().int(),
  autoApproveAt: z.string(),
});
export type LocationPacket = z.infer<typeof locationPacketSchema>;

/** Events on the socket `/api/ws`. Each message is `{ type, data }`. */
export interface SocketEvents {
  'offer.created': Offer;
  'offer.withdrawn': { offerId: string; requestId: string; reason: 'taken' | 'expired' | 'cancelled' };
  'request.status_changed': { requestId: string; storeId: string; zoneId: string; status: RequestStatus; carrierId: string | null; stage: number };
  'request.no_courier': { id: string; requestId: string; direction: string };
  'packet.location_set': LocationPacket;
  'packet.approved': { packetId: string; requestId: string; fee: number; by: 'store' | 'auto' };
  'live.positions': { zoneId: string; couriers: [id: string, latitude: number, longitude: number, status: CarrierStatus][] };
  'carrier.status_changed': { carrierId: string; zoneId: string; status: CarrierStatus };
}
export type SocketEventType = keyof SocketEvents;
export interface SocketMessage<T extends SocketEventType = SocketEventType> {
  type: T;
  data: SocketEvents[T];
}
