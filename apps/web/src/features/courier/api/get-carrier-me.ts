import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CarrierMe } from '@kurye/contracts/live';
import { courierKeys } from './keys';

export const getCarrierMe = (signal?: AbortSignal) => api.get<CarrierMe>('/api/carrier/me', { signal });

export const carrierMeQueryOptions = () => queryOptions({ queryKey: courierKeys.me(), queryFn: ({ signal }) => getCarrierMe(signal) });
