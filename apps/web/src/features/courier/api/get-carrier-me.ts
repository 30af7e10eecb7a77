import { api } from '../../../lib/api-client';
import type { CarrierMe } from './types';

export const getCarrierMe = (signal?: AbortSignal) => api.get<CarrierMe>('/api/carrier/me', { signal });
