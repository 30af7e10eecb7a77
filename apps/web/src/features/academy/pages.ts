import type { PageLoaders } from '../../lib/page-loaders';

/** This feature's area pages by page key (see AREAS in @kurye/contracts/areas). */
export const pages: PageLoaders = {
  academy: () => import('./routes/academy-page').then((m) => m.AcademyPage),
  academyCourse: () => import('./routes/course-page').then((m) => m.CoursePage),
  courseForm: () => import('./routes/course-form-page').then((m) => m.CourseFormPage),
};
