import { z } from 'zod';
import { latLng } from './delivery';

// ---- Emergencies (courier SOS)

export const EMERGENCY_STATUSES = ['open', 'resolved'] as const;
export type EmergencyStatus = (typeof EMERGENCY_STATUSES)[number];

export const raiseEmergencyBody = z.object({ description: z.string().trim().max(500).optional() });
export const resolveEmergencyBody = z.object({ note: z.string().trim().min(3).max(500) });

/** The specification's Emergency entity plus the audit trail of who acknowledged and resolved it. */
export const emergencySchema = z.object({
  id: z.string(),
  status: z.enum(EMERGENCY_STATUSES),
  description: z.string().nullable(),
  carrierId: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  carrierName: z.string(),
  carrierSurname: z.string(),
  carrierPhone: z.string(),
  /** Where the courier was when they pressed SOS. */
  location: latLng.nullable(),
  /** The courier's latest known position (live while open). */
  carrierLocation: latLng.nullable(),
  carrierLocationTime: z.string().nullable(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
/** A courier's own latest emergency, or null (`GET /api/carrier/emergency`). */
export const ownEmergency = emergencySchema.nullable();
export type Emergency = z.infer<typeof emergencySchema>;

// ---- Packet update requests (store requests)

export const PACKET_UPDATE_KINDS = ['wrong_location', 'fee_objection', 'cancel'] as const;
export type PacketUpdateKind = (typeof PACKET_UPDATE_KINDS)[number];
export const PACKET_UPDATE_STATUSES = ['open', 'resolved', 'rejected'] as const;

export const createPacketUpdateBody = z.object({
  packetId: z.uuid(),
  kind: z.enum(PACKET_UPDATE_KINDS),
  note: z.string().trim().min(3).max(500),
});

export const resolvePacketUpdateBody = z.discriminatedUnion('action', [
  /** Move the delivery point: the fee is re-priced from the new distance and charged. */
  z.object({ action: z.literal('move'), latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  /** Set the packet's fee (kuruş) with a reason. */
  z.object({ action: z.literal('adjust_fee'), fee: z.number().int().min(0).max(100_000_00), reason: z.string().trim().min(3).max(300) }),
  /** Cancel the packet's request (not picked up) or the packet's charge, refunding what was charged. */
  z.object({ action: z.literal('cancel'), reason: z.string().trim().min(3).max(300) }),
  /** Nothing changes; the store is told why. */
  z.object({ action: z.literal('reject'), reason: z.string().trim().min(3).max(300) }),
]);
export type ResolvePacketUpdate = z.infer<typeof resolvePacketUpdateBody>;

export const packetUpdateRequestSchema = z.object({
  id: z.string(),
  packetId: z.string(),
  requestId: z.string(),
  /** The request's readable number, shown as `T-<number>` (with the packet: `T-24117/2`). */
  requestNumber: z.number().int(),
  packetPosition: z.number().int(),
  packetStatus: z.string(),
  kind: z.enum(PACKET_UPDATE_KINDS),
  note: z.string().nullable(),
  status: z.enum(PACKET_UPDATE_STATUSES),
  storeId: z.string(),
  storeName: z.string(),
  storeLocation: latLng,
  zoneId: z.string(),
  toLocation: latLng.nullable(),
  /** What the store typed for the packet's end customer (the address, its point when given, the order reference). */
  customerAddress: z.string().nullable(),
  customerLocation: latLng.nullable(),
  orderReference: z.string().nullable(),
  distanceMeters: z.number().int().nullable(),
  fee: z.number().int().nullable().describe('kuruş'),
  charged: z.boolean(),
  seen: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolution: z.record(z.string(), z.unknown()).nullable(),
});
export type PacketUpdateRequest = z.infer<typeof packetUpdateRequestSchema>;

// ---- Joker stations

export const jokerStationBody = z.object({
  name: z.string().trim().min(2).max(120),
  zoneId: z.uuid(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  capacity: z.number().int().min(1).max(100),
});

/** A joker courier waits "at" a station within this distance of it. */
export const JOKER_STATION_RADIUS_METERS = 1000;

export const jokerSchema = z.object({
  carrierId: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.string(),
  /** waiting: at the station and free; sent_out: carrying a request or away from the station; offline. */
  state: z.enum(['waiting', 'sent_out', 'offline']),
  position: latLng.nullable(),
  distanceMeters: z.number().int().nullable(),
  load: z.number().int(),
});

export const jokerStationSchema = z.object({
  id: z.string(),
  name: z.string(),
  zoneId: z.string(),
  zoneName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  capacity: z.number().int(),
  jokers: z.array(jokerSchema),
});
export type JokerStation = z.infer<typeof jokerStationSchema>;
export type Joker = z.infer<typeof jokerSchema>;
