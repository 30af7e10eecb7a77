import { api } from '../../../lib/api-client';

/** The courier's current position becomes the packet's delivery location. */
export const markDelivered = (packetId: string, point: { latitude: number; longitude: number }) =>
  api.post<{ id: string; fee: number; distanceMeters: number }>(`/api/packets/${packetId}/delivered`, point);
