import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HelpAudience } from '@kurye/contracts/help-center';
import type { Db, Tx } from '../../db/client';
import { helpCategories, helpFaqs, helpGuides } from '../../db/schema';
import { foldedWordsMatch } from '../../db/turkish-fold';

export type HelpCategoryRow = typeof helpCategories.$inferSelect;

/** Categories written for `audience` (every category when null: the office). */
const forAudience = (audience: HelpAudience | null): SQL | undefined =>
  audience ? sql`${helpCategories.audiences} @> ${JSON.stringify([audience])}::jsonb` : undefined;

/** A guide's visible text: its HTML without tags (a search for "li" must not find every list). */
const guideText = sql`regexp_replace(${helpGuides.content}, '<[^>]*>', ' ', 'g')`;

const categoryFields = { id: helpCategories.id, slug: helpCategories.slug, title: helpCategories.title, audiences: helpCategories.audiences };
const guideSummary = { id: helpGuides.id, categoryId: helpGuides.categoryId, slug: helpGuides.slug, title: helpGuides.title, subtitle: helpGuides.subtitle };

/** The audience's categories of one kind, in order (only `slug` when given). */
export const findCategories = (db: Db | Tx, kind: 'faq' | 'guide', audience: HelpAudience | null, slug?: string) =>
  db
    .select(categoryFields)
    .from(helpCategories)
    .where(and(eq(helpCategories.kind, kind), forAudience(audience), slug ? eq(helpCategories.slug, slug) : undefined))
    .orderBy(asc(helpCategories.position), asc(helpCategories.title));

export const findCategoryById = async (db: Db | Tx, id: string) => (await db.select().from(helpCategories).where(eq(helpCategories.id, id)))[0];

export const findFaqsOf = (db: Db | Tx, categoryIds: string[]) =>
  categoryIds.length
    ? db
        .select({ id: helpFaqs.id, categoryId: helpFaqs.categoryId, question: helpFaqs.question, answer: helpFaqs.answer })
        .from(helpFaqs)
        .where(inArray(helpFaqs.categoryId, categoryIds))
        .orderBy(asc(helpFaqs.position), asc(helpFaqs.createdAt))
    : Promise.resolve([]);

/** The guides of the categories (summaries), in order. */
export const findGuidesOf = (db: Db | Tx, categoryIds: string[]) =>
  categoryIds.length
    ? db.select(guideSummary).from(helpGuides).where(inArray(helpGuides.categoryId, categoryIds)).orderBy(asc(helpGuides.position), asc(helpGuides.title))
    : Promise.resolve([]);

/** One guide with its content, by its category's and its own slug, if its category is written for `audience`. */
export const findGuide = async (db: Db | Tx, audience: HelpAudience | null, categorySlug: string, guideSlug: string) =>
  (
    await db
      .select({ guide: helpGuides, category: categoryFields })
      .from(helpGuides)
      .innerJoin(helpCategories, eq(helpCategories.id, helpGuides.categoryId))
      .where(and(eq(helpCategories.kind, 'guide'), eq(helpCategories.slug, categorySlug), eq(helpGuides.slug, guideSlug), forAudience(audience)))
  )[0];

/** Questions whose words all appear in the question or answer (at most 20). */
export const searchFaqs = (db: Db | Tx, audience: HelpAudience | null, q: string) =>
  db
    .select({
      id: helpFaqs.id,
      categoryId: helpFaqs.categoryId,
      question: helpFaqs.question,
      answer: helpFaqs.answer,
      categorySlug: helpCategories.slug,
      categoryTitle: helpCategories.title,
    })
    .from(helpFaqs)
    .innerJoin(helpCategories, eq(helpCategories.id, helpFaqs.categoryId))
    .where(and(forAudience(audience), foldedWordsMatch([helpFaqs.question, helpFaqs.answer], q)))
    .orderBy(asc(helpCategories.position), asc(helpFaqs.position))
    .limit(20);

/** Guides whose words all appear in the title, subtitle or visible text (at most 20). */
export const searchGuides = (db: Db | Tx, audience: HelpAudience | null, q: string) =>
  db
    .select({ ...guideSummary, categorySlug: helpCategories.slug, categoryTitle: helpCategories.title })
    .from(helpGuides)
    .innerJoin(helpCategories, eq(helpCategories.id, helpGuides.categoryId))
    .where(and(forAudience(audience), foldedWordsMatch([helpGuides.title, helpGuides.subtitle, guideText], q)))
    .orderBy(asc(helpCategories.position), asc(helpGuides.position))
    .limit(20);

export const insertGuide = async (db: Db | Tx, values: typeof helpGuides.$inferInsert) => (await db.insert(helpGuides).values(values).returning())[0];

export const updateGuide = async (db: Db | Tx, id: string, values: Partial<typeof helpGuides.$inferInsert>) =>
  (await db.update(helpGuides).set(values).where(eq(helpGuides.id, id)).returning())[0];

export const deleteGuide = async (db: Db | Tx, id: string) =>
  (await db.delete(helpGuides).where(eq(helpGuides.id, id)).returning({ id: helpGuides.id })).length > 0;

export const findGuideById = async (db: Db | Tx, id: string) => (await db.select().from(helpGuides).where(eq(helpGuides.id, id)))[0];

/** The next position at the end of a category's guides or questions. */
export async function nextPosition(db: Db | Tx, kind: 'faq' | 'guide', categoryId: string) {
  const table = kind === 'faq' ? helpFaqs : helpGuides;
  const [{ n }] = await db.select({ n: count() }).from(table).where(eq(table.categoryId, categoryId));
  return n;
}

export const insertFaq = async (db: Db | Tx, values: typeof helpFaqs.$inferInsert) => (await db.insert(helpFaqs).values(values).returning())[0];

export const updateFaq = async (db: Db | Tx, id: string, values: Partial<typeof helpFaqs.$inferInsert>) =>
  (await db.update(helpFaqs).set(values).where(eq(helpFaqs.id, id)).returning())[0];

export const deleteFaq = async (db: Db | Tx, id: string) => (await db.delete(helpFaqs).where(eq(helpFaqs.id, id)).returning({ id: helpFaqs.id })).length > 0;

export const insertCategories = (db: Db | Tx, rows: (typeof helpCategories.$inferInsert)[]) => db.insert(helpCategories).values(rows).returning();
