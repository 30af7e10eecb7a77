import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sendLocation } from './send-location';
import type { PositionBody as PositionPoint } from '@kurye/contracts/delivery';

/** SOS: the freshest position first (when the device gives one), then the emergency; the server attaches the position. */
export async function raiseEmergency({ description, position }: { description?: string; position: PositionPoint | null }) {
  if (position) await sendLocation(position).catch(() => undefined);
  return api.post<{ id: string }>('/api/carrier/emergency', { description: description?.trim() || undefined });
}

export const useRaiseEmergency = () => useMutation({ mutationFn: raiseEmergency });
