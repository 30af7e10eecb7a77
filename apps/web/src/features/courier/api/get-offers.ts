import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Offer } from '@kurye/contracts/delivery';
import { courierKeys } from './keys';

export const getOffers = (signal?: AbortSignal) => api.get<Offer[]>('/api/carrier/offers', { signal });

export const offersQueryOptions = () => queryOptions({ queryKey: courierKeys.offers(), queryFn: ({ signal }) => getOffers(signal) });
