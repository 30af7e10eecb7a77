import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CarrierToday } from '@kurye/contracts/courier-work';
import { courierKeys } from './keys';

export const getToday = (signal?: AbortSignal) => api.get<CarrierToday>('/api/carrier/today', { signal });

export const todayQueryOptions = () => queryOptions({ queryKey: courierKeys.today(), queryFn: ({ signal }) => getToday(signal) });
