import type { CarrierStatus, DeliveryRequest, LatLng, Offer, PacketStatus } from '@kurye/contracts/delivery';

export type { CarrierStatus, LatLng, Offer };

export interface ActivePacket {
  id: string;
  position: number;
  status: PacketStatus;
  toLocation: LatLng | null;
  toLocationSetDateTime: string | null;
  /** The end customer as the store gave them (each may be missing). */
  customerAddress?: string | null;
  customerLocation?: LatLng | null;
  customerPhone?: string | null;
  orderReference?: string | null;
  cashOnDelivery?: { amount: number; method: 'cash' | 'card' } | null;
}

/** A request the courier carries, with its store and packets (GET /api/carrier/active). */
export interface ActiveRequest extends DeliveryRequest {
  packets: ActivePacket[];
  store: { name: string; phone: string; address: string; location: LatLng };
}
/** The statuses a courier may choose; `busy` is derived by the server. */
export type SettableStatus = 'available' | 'break' | 'offline';

export interface CarrierMe {
  carrierId: string;
  status: CarrierStatus;
}

export interface CarrierToday {
  deliveries: number;
  earnings: number;
  requests: { id: string; status: string; storeName: string; packetCount: number; assignedAt: string | null; earnings: number }[];
}

export interface PositionPoint {
  latitude: number;
  longitude: number;
  accuracy?: number;
  recordedAt?: string;
}
