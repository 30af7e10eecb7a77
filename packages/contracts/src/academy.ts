import { z } from 'zod';
import { listQuery } from './common';
import { pageOf, type Wire } from './paging';

/**
 * The courier academy (specification §4 "Category (academy)" and "Course", §7 `api/apps/academy/*`): courses in
 * categories, made of ordered steps, with each courier's progress. A course may be required for carrier types: such a
 * courier cannot go available until it is completed.
 */
export const academyCategory = z.object({ id: z.string(), title: z.string(), slug: z.string() });
export type AcademyCategory = z.infer<typeof academyCategory>;
export const academyCategoryList = z.array(academyCategory);

/** The caller's progress: `currentStep` is the step the courier is on (1-based), `completed` once the last is done. */
export const courseProgress = z.object({ currentStep: z.number().int(), completed: z.boolean() });
export type CourseProgress = z.infer<typeof courseProgress>;

export const course = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  /** The category's slug. */
  category: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  totalSteps: z.number().int(),
  updatedAt: z.date(),
  featured: z.boolean(),
  /** Carrier type codes that must complete the course before going available (empty: optional). */
  requiredFor: z.array(z.string()),
  /** Whether the calling courier must complete it (false for office users). */
  required: z.boolean(),
  /** The calling courier's progress; `currentStep` 0 and not completed for office users and before the first step. */
  progress: courseProgress,
});
export type Course = Wire<z.infer<typeof course>>;
export const courseList = z.array(course);

export const courseStep = z.object({ order: z.number().int(), title: z.string(), subtitle: z.string(), content: z.string().describe('sanitised HTML') });
export type CourseStep = z.infer<typeof courseStep>;
export const courseDetail = course.extend({ steps: z.array(courseStep) });
export type CourseDetail = Wire<z.infer<typeof courseDetail>>;

export const courseIdQuery = z.object({ id: z.uuid() });

const slugText = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** What an admin writes: the course and all its steps (the steps are replaced as a whole; content is sanitised). */
export const courseBody = z.object({
  title: z.string().trim().min(2).max(150),
  slug: slugText,
  description: z.string().trim().max(1000).default(''),
  /** A category's slug. */
  category: slugText,
  duration: z.number().int().min(1).max(600),
  featured: z.boolean().default(false),
  requiredFor: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  steps: z
    .array(
      z.object({
        title: z.string().trim().min(1).max(150),
        subtitle: z.string().trim().max(200).default(''),
        content: z.string().max(50_000),
      }),
    )
    .min(1)
    .max(50),
});
export type CourseBody = z.input<typeof courseBody>;
export const updateCourseBody = courseBody.extend({ id: z.uuid() });
export type UpdateCourseBody = z.input<typeof updateCourseBody>;

/** The courier finished `step` (1-based) of the course: steps are taken in order. */
export const courseStepBody = z.object({ courseId: z.uuid(), step: z.number().int().min(1).max(50) });
export type CourseStepBody = z.infer<typeof courseStepBody>;

// ---- Who completed what (operators)
export const COURSE_PROGRESS_STATES = ['completed', 'started', 'not_started'] as const;
export type CourseProgressState = (typeof COURSE_PROGRESS_STATES)[number];
export const courseProgressQuery = listQuery(['name', 'currentStep', 'completedAt'], 'name').extend({
  courseId: z.uuid(),
  state: z.enum(COURSE_PROGRESS_STATES).optional(),
});
export type CourseProgressQuery = z.infer<typeof courseProgressQuery>;
export const courseProgressRow = z.object({
  carrierId: z.string(),
  name: z.string(),
  zoneName: z.string(),
  carrierTypeCode: z.string(),
  currentStep: z.number().int(),
  totalSteps: z.number().int(),
  completed: z.boolean(),
  completedAt: z.date().nullable(),
  updatedAt: z.date().nullable(),
});
export const courseProgressPage = pageOf(courseProgressRow);
export type CourseProgressRow = Wire<z.infer<typeof courseProgressRow>>;

/** A courier's courses and their state (the courier's details page). */
export const carrierCourse = z.object({
  courseId: z.string(),
  title: z.string(),
  required: z.boolean(),
  currentStep: z.number().int(),
  totalSteps: z.number().int(),
  completed: z.boolean(),
  completedAt: z.date().nullable(),
});
export const carrierCourses = z.array(carrierCourse);
export type CarrierCourse = Wire<z.infer<typeof carrierCourse>>;
