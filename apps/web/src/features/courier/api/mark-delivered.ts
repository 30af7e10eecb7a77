import type { DeliveredPacket } from '@kurye/contracts/delivery';
import { api } from '../../../lib/api-client';

/** The courier's current position becomes the packet's delivery location. */
export const markDelivered = (packetId: string, point: { latitude: number; longitude: number }) =>
  api.post<DeliveredPacket>(`/api/packets/${packetId}/delivered`, point);
