import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Course, CourseDetail } from '@kurye/contracts/academy';
import { api } from '../../../lib/api-client';
import { courierKeys } from './keys';

/** The academy's courses with the courier's progress (§7 `GET api/apps/academy/courses`). */
export const coursesQuery = () =>
  queryOptions({ queryKey: courierKeys.courses(), queryFn: ({ signal }) => api.get<Course[]>('/api/apps/academy/courses', { signal }) });
export const useCourses = (enabled = true) => useQuery({ ...coursesQuery(), enabled });

/** One course with its steps (§7 `GET api/apps/academy/courses/course?id=`). */
export const courseQuery = (id: string) =>
  queryOptions({
    queryKey: courierKeys.course(id),
    queryFn: ({ signal }) => api.get<CourseDetail>('/api/apps/academy/courses/course', { params: { id }, signal }),
  });
export const useCourse = (id: string) => useQuery(courseQuery(id));

/** The courier finished a step. */
export function useCompleteStep(courseId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (step: number) => api.post<CourseDetail>('/api/apps/academy/courses/progress', { courseId, step }),
    onSuccess: (course) => qc.setQueryData(courierKeys.course(courseId), course),
    onSettled: () => qc.invalidateQueries({ queryKey: courierKeys.courses() }),
  });
}
