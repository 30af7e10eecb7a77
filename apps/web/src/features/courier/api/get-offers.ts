import { api } from '../../../lib/api-client';
import type { Offer } from './types';

export const getOffers = (signal?: AbortSignal) => api.get<Offer[]>('/api/carrier/offers', { signal });
