import type { PacketStatus, RequestStatus } from '@kurye/contracts/delivery';

const REQUEST_TRANSITIONS: Record<RequestStatus, readonly RequestStatus[]> = {
  searching: ['assigned', 'cancelled', 'no_courier'],
  assigned: ['arrived', 'picked_up', 'cancelled', 'assigned', 'searching'],
  arrived: ['picked_up', 'cancelled', 'assigned'],
  picked_up: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
  no_courier: [],
};

const PACKET_TRANSITIONS: Record<PacketStatus, readonly PacketStatus[]> = {
  pending: ['location_set'],
  location_set: ['approved', 'wrong_location'],
  wrong_location: ['approved'],
  approved: [],
};

export const canMoveRequest = (from: RequestStatus, to: RequestStatus) => REQUEST_TRANSITIONS[from].includes(to);
export const canMovePacket = (from: PacketStatus, to: PacketStatus) => PACKET_TRANSITIONS[from].includes(to);

/** Before pickup a store may cancel; after it the packets are on their way. */
export const storeMayCancel = (status: RequestStatus) => canMoveRequest(status, 'cancelled');
