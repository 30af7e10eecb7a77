import type { CourseBody, CourseProgressQuery, UpdateCourseBody } from '@kurye/contracts/academy';
import { courseBody } from '@kurye/contracts/academy';
import type { Db, Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { sanitizeCourseStep } from '../../lib/rich-text';
import type { AuthContext } from '../../access/auth-context';
import { writeAudit } from '../audit/audit.service';
import * as repo from './academy.repository';

/** What the academy needs from the app. */
export interface AcademyDeps {
  db: Db;
  clock: Clock;
}

/**
 * The courier academy: courses in categories, ordered steps of sanitised HTML, each courier's progress, and courses
 * required for carrier types before the courier may go available (`assertRequiredCoursesDone`).
 */
export function createAcademyService({ db, clock }: AcademyDeps) {
  const toCourse = (r: repo.CourseView, carrierType: string | undefined) => ({
    id: r.c.id,
    title: r.c.title,
    slug: r.c.slug,
    description: r.c.description,
    category: r.category,
    duration: r.c.duration,
    totalSteps: Number(r.totalSteps),
    updatedAt: r.c.updatedAt,
    featured: r.c.featured,
    requiredFor: r.c.requiredFor,
    required: carrierType !== undefined && r.c.requiredFor.includes(carrierType),
    progress: { currentStep: r.currentStep ?? 0, completed: r.completedAt !== null },
  });

  async function courses(carrierId: string | undefined) {
    const type = carrierId ? await repo.carrierTypeOf(db, carrierId) : undefined;
    return (await repo.findCourses(db, carrierId)).map((r) => toCourse(r, type));
  }

  async function course(carrierId: string | undefined, id: string) {
    const [row] = await repo.findCourses(db, carrierId, id);
    if (!row) throw new AppError(404, 'not_found');
    const type = carrierId ? await repo.carrierTypeOf(db, carrierId) : undefined;
    return { ...toCourse(row, type), steps: await repo.stepsOf(db, id) };
  }

  /** Writes the course and its steps (sanitised), creating it without `id`. */
  async function save(auth: AuthContext, input: CourseBody | UpdateCourseBody) {
    const body = courseBody.parse(input);
    const id = 'id' in input ? input.id : undefined;
    try {
      const courseId = await db.transaction(async (tx) => {
        const categoryId = await repo.categoryIdBySlug(tx, body.category);
        if (!categoryId) throw new AppError(400, 'unknown_category');
        const values = {
          categoryId,
          title: body.title,
          slug: body.slug,
          description: body.description,
          duration: body.duration,
          featured: body.featured,
          requiredFor: [...new Set(body.requiredFor)],
          updatedAt: clock.now(),
        };
        const saved = id ? ((await repo.updateCourse(tx, id, values)) ? id : undefined) : await repo.insertCourse(tx, values);
        if (!saved) throw new AppError(404, 'not_found');
        await repo.replaceSteps(
          tx,
          saved,
          body.steps.map((s, i) => ({ order: i + 1, title: s.title, subtitle: s.subtitle, content: sanitizeCourseStep(s.content) })),
        );
        await writeAudit(tx, { actorId: auth.userId, action: id ? 'update' : 'create', entity: 'course', entityId: saved, after: values });
        return saved;
      });
      return course(undefined, courseId);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'course_slug_taken');
      throw err;
    }
  }

  /** The courier finished `step`: steps go in order; finishing the last completes the course (once). */
  async function completeStep(carrierId: string, courseId: string, step: number) {
    await db.transaction(async (tx) => {
      const [row] = await repo.findCourses(tx, carrierId, courseId);
      if (!row) throw new AppError(404, 'not_found');
      const total = Number(row.totalSteps);
      const progress = await repo.lockProgress(tx, carrierId, courseId);
      const current = progress?.currentStep ?? 1;
      if (step > total || step > current) throw new AppError(409, 'course_step_locked');
      if (progress?.completedAt) return;
      const now = clock.now();
      const done = step === total;
      await repo.saveProgress(tx, {
        carrierId,
        courseId,
        currentStep: done ? total : Math.max(current, step + 1),
        completedAt: done ? now : null,
        updatedAt: now,
      });
    });
    return course(carrierId, courseId);
  }

  return {
    categories: () => repo.listCategories(db),
    courses,
    course,
    save,
    completeStep,
    progress: async (auth: AuthContext, q: CourseProgressQuery) => {
      const [row] = await repo.findCourses(db, undefined, q.courseId);
      if (!row) throw new AppError(404, 'not_found');
      const { rows, total } = await repo.courseProgressRows(db, auth, q);
      return {
        items: rows.map((r) => ({
          ...r,
          currentStep: r.currentStep ?? 0,
          totalSteps: Number(row.totalSteps),
          completed: r.completedAt !== null,
        })),
        total,
        page: q.page,
        size: q.size,
      };
    },
    /** Every course and the courier's state in it (the courier's details page). */
    carrierCourses: async (carrierId: string) => {
      const type = await repo.carrierTypeOf(db, carrierId);
      return (await repo.carrierCourseRows(db, carrierId)).map((r) => ({
        courseId: r.c.id,
        title: r.c.title,
        required: type !== undefined && r.c.requiredFor.includes(type),
        currentStep: r.currentStep ?? 0,
        totalSteps: Number(r.totalSteps),
        completed: r.completedAt !== null,
        completedAt: r.completedAt,
      }));
    },
  };
}

export type AcademyService = ReturnType<typeof createAcademyService>;

/** Refuses (409 `required_courses_incomplete`) a courier who has not completed the courses required for its type. */
export async function assertRequiredCoursesDone(db: Tx, carrierId: string) {
  const missing = await repo.missingRequiredCourses(db, carrierId);
  if (missing.length) throw new AppError(409, 'required_courses_incomplete', { courses: missing.join(', ') });
}
