import { api } from '../../../lib/api-client';
import type { ActiveRequest } from './types';

export const getActiveRequests = (signal?: AbortSignal) => api.get<ActiveRequest[]>('/api/carrier/active', { signal });
