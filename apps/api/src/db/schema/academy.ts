import { boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { carriers } from './organisation';
import { createdAtColumn, timestamptz, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/** Course categories of the courier academy (specification §4: id, title, slug). */
export const academyCategories = pgTable('academy_categories', {
  id: uuidPrimaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
});

/** A course: ordered steps in `academy_steps`; `required_for` lists the carrier type codes that must complete it. */
export const academyCourses = pgTable('academy_courses', {
  id: uuidPrimaryKey(),
  categoryId: uuidReference('category_id', () => academyCategories.id),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Minutes. */
  duration: integer('duration').notNull(),
  featured: boolean('featured').notNull().default(false),
  requiredFor: jsonb('required_for').$type<string[]>().notNull().default([]),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

/** A course's steps, `order` from 1; `content` is sanitised HTML. */
export const academySteps = pgTable(
  'academy_steps',
  {
    id: uuidPrimaryKey(),
    courseId: uuidReference('course_id', () => academyCourses.id, 'cascade'),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('academy_steps_course_order_idx').on(t.courseId, t.order)],
);

/** A courier's progress in a course: the step they are on (1-based) and when they completed it. */
export const academyProgress = pgTable(
  'academy_progress',
  {
    carrierId: uuidReference('carrier_id', () => carriers.id),
    courseId: uuidReference('course_id', () => academyCourses.id, 'cascade'),
    currentStep: integer('current_step').notNull(),
    completedAt: timestamptz('completed_at'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.carrierId, t.courseId] })],
);
