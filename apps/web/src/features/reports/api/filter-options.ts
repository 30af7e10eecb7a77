import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportKeys } from './keys';

interface Named {
  id: string | number;
  name: string;
}
interface Page<T> {
  items: T[];
}

/** Options of the report filters: the zones, provinces, stores and couriers the user may see. */
const options = (key: string, load: () => Promise<Named[]>) => queryOptions({ queryKey: reportKeys.options(key), queryFn: load, staleTime: 5 * 60_000 });

export const zoneOptions = options('zones', async () => (await api.get<Page<Named>>('/api/zones', { params: { size: 100 } })).items);
export const provinceOptions = options('provinces', () => api.get<Named[]>('/api/geo/provinces'));
export const storeOptions = options('stores', async () => (await api.get<Page<Named>>('/api/stores', { params: { size: 100 } })).items);
export const carrierOptions = options(
  'carriers',
  async () => (await api.get<Page<Named & { fullName?: string }>>('/api/carriers', { params: { size: 100 } })).items,
);

export const useFilterOptions = (which: 'zones' | 'provinces' | 'stores' | 'carriers', enabled = true) =>
  useQuery({ ...{ zones: zoneOptions, provinces: provinceOptions, stores: storeOptions, carriers: carrierOptions }[which], enabled });
