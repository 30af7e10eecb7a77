import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CourierToday } from '@kurye/contracts/delivery';
import { courierKeys } from './keys';

export const getToday = (signal?: AbortSignal) => api.get<CourierToday>('/api/carrier/today', { signal });

export const todayQueryOptions = () => queryOptions({ queryKey: courierKeys.today(), queryFn: ({ signal }) => getToday(signal) });
