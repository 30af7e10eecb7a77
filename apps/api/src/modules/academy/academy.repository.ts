import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { CourseProgressQuery } from '@kurye/contracts/academy';
import type { Tx } from '../../db/client';
import { academyCategories, academyCourses, academyProgress, academySteps, carrierTypes, carriers, users, zones } from '../../db/schema';
import { turkishOrder } from '../../db/turkish-order';
import { foldedWordsMatch } from '../../db/turkish-fold';
import { listOrder, onePage, rowsWithTotal } from '../../db/paging';
import { zoneWhere } from '../../access/zone-where.repository';
import type { AuthContext } from '../../access/auth-context';

export type CourseInsert = typeof academyCourses.$inferInsert;
export type StepInsert = Omit<typeof academySteps.$inferInsert, 'courseId'>;

/** Categories by title, in Turkish order (§7: sorted by title). */
export const listCategories = (db: Tx) => db.select().from(academyCategories).orderBy(turkishOrder(academyCategories.title));

export async function categoryIdBySlug(db: Tx, slug: string) {
  const [row] = await db.select({ id: academyCategories.id }).from(academyCategories).where(eq(academyCategories.slug, slug));
  return row?.id;
}

const totalSteps = sql<number>`(select count(*)::int from ${academySteps} where ${academySteps.courseId} = ${academyCourses.id})`;

/** Courses (one, or all: featured first, then by title) with the category's slug, the step count and `carrierId`'s progress. */
export function findCourses(db: Tx, carrierId: string | undefined, id?: string) {
  return db
    .select({
      c: academyCourses,
      category: academyCategories.slug,
      totalSteps,
      currentStep: academyProgress.currentStep,
      completedAt: academyProgress.completedAt,
    })
    .from(academyCourses)
    .innerJoin(academyCategories, eq(academyCategories.id, academyCourses.categoryId))
    .leftJoin(academyProgress, and(eq(academyProgress.courseId, academyCourses.id), carrierId ? eq(academyProgress.carrierId, carrierId) : sql`false`))
    .where(id ? eq(academyCourses.id, id) : undefined)
    .orderBy(sql`${academyCourses.featured} desc`, turkishOrder(academyCourses.title), asc(academyCourses.id));
}
export type CourseView = Awaited<ReturnType<typeof findCourses>>[number];

export const stepsOf = (db: Tx, courseId: string) =>
  db
    .select({ order: academySteps.order, title: academySteps.title, subtitle: academySteps.subtitle, content: academySteps.content })
    .from(academySteps)
    .where(eq(academySteps.courseId, courseId))
    .orderBy(asc(academySteps.order));

export async function insertCourse(db: Tx, values: CourseInsert) {
  const [row] = await db.insert(academyCourses).values(values).returning({ id: academyCourses.id });
  return row.id;
}

export async function updateCourse(db: Tx, id: string, values: Partial<CourseInsert>) {
  const rows = await db.update(academyCourses).set(values).where(eq(academyCourses.id, id)).returning({ id: academyCourses.id });
  return rows.length > 0;
}

/** Replaces the course's steps; progress past the new last step is brought back to it. */
export async function replaceSteps(db: Tx, courseId: string, steps: StepInsert[]) {
  await db.delete(academySteps).where(eq(academySteps.courseId, courseId));
  await db.insert(academySteps).values(steps.map((s) => ({ ...s, courseId })));
  await db
    .update(academyProgress)
    .set({ currentStep: steps.length })
    .where(and(eq(academyProgress.courseId, courseId), sql`${academyProgress.currentStep} > ${steps.length}`));
}

/** The courier's carrier type code. */
export async function carrierTypeOf(db: Tx, carrierId: string) {
  const [row] = await db
    .select({ code: carrierTypes.code })
    .from(carriers)
    .innerJoin(carrierTypes, eq(carrierTypes.id, carriers.carrierTypeId))
    .where(eq(carriers.id, carrierId));
  return row?.code;
}

/** The courier's progress row in the course, locked for the update. */
export async function lockProgress(db: Tx, carrierId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(academyProgress)
    .where(and(eq(academyProgress.carrierId, carrierId), eq(academyProgress.courseId, courseId)))
    .for('update');
  return row;
}

export async function saveProgress(db: Tx, row: { carrierId: string; courseId: string; currentStep: number; completedAt: Date | null; updatedAt: Date }) {
  await db
    .insert(academyProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [academyProgress.carrierId, academyProgress.courseId],
      set: { currentStep: row.currentStep, completedAt: row.completedAt, updatedAt: row.updatedAt },
    });
}

/** Titles of the courses required for the courier's carrier type that it has not completed. */
export async function missingRequiredCourses(db: Tx, carrierId: string) {
  const rows = await db
    .select({ title: academyCourses.title })
    .from(carriers)
    .innerJoin(carrierTypes, eq(carrierTypes.id, carriers.carrierTypeId))
    .innerJoin(academyCourses, sql`${academyCourses.requiredFor} @> jsonb_build_array(${carrierTypes.code})`)
    .leftJoin(academyProgress, and(eq(academyProgress.courseId, academyCourses.id), eq(academyProgress.carrierId, carriers.id)))
    .where(and(eq(carriers.id, carrierId), isNull(academyProgress.completedAt)))
    .orderBy(turkishOrder(academyCourses.title));
  return rows.map((r) => r.title);
}

/** Couriers of the caller's zones and their progress in one course, paged. */
export async function courseProgressRows(db: Tx, auth: Pick<AuthContext, 'zones'>, q: CourseProgressQuery) {
  const progress = and(eq(academyProgress.carrierId, carriers.id), eq(academyProgress.courseId, q.courseId));
  const state: SQL | undefined =
    q.state === 'completed'
      ? isNotNull(academyProgress.completedAt)
      : q.state === 'started'
        ? and(isNotNull(academyProgress.carrierId), isNull(academyProgress.completedAt))
        : q.state === 'not_started'
          ? isNull(academyProgress.carrierId)
          : undefined;
  const where = and(zoneWhere(carriers.zoneId, auth), q.q ? foldedWordsMatch([users.name], q.q) : undefined, state);
  const descending = q.sort.startsWith('-');
  const field = q.sort.replace(/^-/, '');
  const column = field === 'currentStep' ? academyProgress.currentStep : field === 'completedAt' ? academyProgress.completedAt : users.name;
  const rows = db
    .select({
      carrierId: carriers.id,
      name: users.name,
      zoneName: zones.name,
      carrierTypeCode: carrierTypes.code,
      currentStep: academyProgress.currentStep,
      completedAt: academyProgress.completedAt,
      updatedAt: academyProgress.updatedAt,
    })
    .from(carriers)
    .innerJoin(users, eq(users.id, carriers.userId))
    .innerJoin(zones, eq(zones.id, carriers.zoneId))
    .innerJoin(carrierTypes, eq(carrierTypes.id, carriers.carrierTypeId))
    .leftJoin(academyProgress, progress)
    .where(where)
    .orderBy(sql`${listOrder(column, descending, field === 'name')} nulls last`, asc(carriers.id))
    .$dynamic();
  const counted = db.select({ total: count() }).from(carriers).innerJoin(users, eq(users.id, carriers.userId)).leftJoin(academyProgress, progress).where(where);
  return rowsWithTotal(onePage(rows, q), counted);
}

/** Every course with the courier's progress in it (the courier's details page). */
export function carrierCourseRows(db: Tx, carrierId: string) {
  return findCourses(db, carrierId);
}
