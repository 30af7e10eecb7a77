import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Page } from '@kurye/contracts/paging';
import { orgKeys } from './keys';

export interface ZonePolygon {
  type: 'Polygon';
  /** Rings of [longitude, latitude]; the first ring is the outline, closed (last point = first). */
  coordinates: [number, number][][];
}
export interface Zone {
  id: string;
  name: string;
  provinceId: number;
  provinceName: string;
  active: boolean;
  polygon: ZonePolygon;
}
export interface ZoneListParams {
  page: number;
  size: number;
  sort: 'name' | '-name' | 'createdAt' | '-createdAt';
  q?: string;
  active?: 'true' | 'false';
  provinceId?: number;
}

export const listZones = (params: ZoneListParams) => api.get<Page<Zone>>('/api/zones', { params: { ...params } });

export const zoneListQuery = (params: ZoneListParams) =>
  queryOptions({ queryKey: orgKeys.zoneList(params), queryFn: () => listZones(params), placeholderData: keepPreviousData });

export const useZoneList = (params: ZoneListParams) => useQuery(zoneListQuery(params));

/** Every zone (up to the API's page limit): for the map's context and zone pickers. */
export const useAllZones = () => useQuery({ ...zoneListQuery({ page: 1, size: 100, sort: 'name' }), placeholderData: undefined });
