import { api } from '../../../lib/api-client';
import type { PositionBody as PositionPoint } from '@kurye/contracts/delivery';

/** Sends points kept while offline (the server takes at most 500 at once). */
export const sendLocations = (points: PositionPoint[]) => api.post<{ ok: true }>('/api/carrier/locations', { points });
