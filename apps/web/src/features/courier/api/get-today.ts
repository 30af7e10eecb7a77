import { api } from '../../../lib/api-client';
import type { CarrierToday } from './types';

export const getToday = (signal?: AbortSignal) => api.get<CarrierToday>('/api/carrier/today', { signal });
