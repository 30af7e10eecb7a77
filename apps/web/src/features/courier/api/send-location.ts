import { api } from '../../../lib/api-client';
import type { PositionBody as PositionPoint } from '@kurye/contracts/delivery';

export const sendLocation = (point: PositionPoint) => api.post<{ ok: true }>('/api/carrier/location', point);
