import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcademyCategory, Course, CourseBody, CourseDetail, CourseProgressRow, CourseProgressState } from '@kurye/contracts/academy';
import type { Page } from '@kurye/contracts/paging';
import { api } from '../../../lib/api-client';

export interface ProgressParams {
  courseId: string;
  state?: CourseProgressState;
  q?: string;
  page: number;
  size: number;
  sort: string;
}

export const academyKeys = {
  all: ['academy'] as const,
  categories: ['academy', 'categories'] as const,
  courses: ['academy', 'courses'] as const,
  course: (id: string) => ['academy', 'course', id] as const,
  progress: (p: ProgressParams) => ['academy', 'progress', p] as const,
};

export const categoriesQuery = () =>
  queryOptions({ queryKey: academyKeys.categories, queryFn: () => api.get<AcademyCategory[]>('/api/apps/academy/categories') });
export const useCategories = () => useQuery(categoriesQuery());
export const coursesQuery = () => queryOptions({ queryKey: academyKeys.courses, queryFn: () => api.get<Course[]>('/api/apps/academy/courses') });
export const useCourses = () => useQuery(coursesQuery());
export const courseQuery = (id: string) =>
  queryOptions({ queryKey: academyKeys.course(id), queryFn: () => api.get<CourseDetail>('/api/apps/academy/courses/course', { params: { id } }) });
export const useCourse = (id: string, enabled = true) => useQuery({ ...courseQuery(id), enabled });
export const progressQuery = (p: ProgressParams) =>
  queryOptions({
    queryKey: academyKeys.progress(p),
    queryFn: () => api.get<Page<CourseProgressRow>>('/api/apps/academy/courses/progress', { params: { ...p } }),
    placeholderData: keepPreviousData,
  });
export const useCourseProgress = (p: ProgressParams) => useQuery(progressQuery(p));

/** Creates a course, or rewrites one with `id` (its steps are replaced). */
export function useSaveCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CourseBody }) =>
      id ? api.patch<CourseDetail>('/api/apps/academy/courses/course', { ...body, id }) : api.post<CourseDetail>('/api/apps/academy/courses/course', body),
    onSettled: () => qc.invalidateQueries({ queryKey: academyKeys.all }),
  });
}
