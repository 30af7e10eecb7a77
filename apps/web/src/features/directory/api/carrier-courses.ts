import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarrierCourse } from '@kurye/contracts/academy';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './keys';

/** Every academy course and the courier's state in it. */
export const getCarrierCourses = (carrierId: string) => api.get<CarrierCourse[]>(`/api/carriers/${encodeURIComponent(carrierId)}/courses`);
export const carrierCoursesQueryOptions = (carrierId: string) =>
  queryOptions({ queryKey: directoryKeys.carrierCourses(carrierId), queryFn: () => getCarrierCourses(carrierId) });
export const useCarrierCourses = (carrierId: string, enabled: boolean) => useQuery({ ...carrierCoursesQueryOptions(carrierId), enabled });
