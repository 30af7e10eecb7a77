import { api } from '../../../lib/api-client';
import type { PositionPoint } from './types';

export const sendLocation = (point: PositionPoint) => api.post<{ ok: true }>('/api/carrier/location', point);
