import type { z } from 'zod';
import type { HelpAudience, helpFaqInput, helpGuideInput } from '@kurye/contracts/help-center';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthContext } from '../../access/auth-context';
import { sanitizeAnnouncement, textOf } from '../../lib/rich-text';
import * as repo from './help-center.repository';

export interface HelpCenterDeps {
  db: Db;
  clock: Clock;
}

/** Whose help the caller reads: a store's, a courier's, or (office staff) every category. */
export function audienceOf(auth: AuthContext): HelpAudience | null {
  const first = auth.roles[0];
  return first === 'Store' ? 'store' : first === 'Carrier' ? 'courier' : null;
}

type GuideInput = z.infer<typeof helpGuideInput>;
type FaqInput = z.infer<typeof helpFaqInput>;

/** The guide's HTML as it is stored: sanitised; nothing visible left is a 400 like an empty field. */
function cleanContent(html: string) {
  const content = sanitizeAnnouncement(html);
  if (!textOf(content)) throw new AppError(400, 'validation_error', { fields: 'content' });
  return content;
}

/**
 * The help center: everyone signed in reads the categories written for them (the office reads all); an Admin
 * (`help.write`) writes guides and questions.
 */
export function createHelpCenterService({ db, clock }: HelpCenterDeps) {
  async function category(kind: 'faq' | 'guide', id: string) {
    const row = await repo.findCategoryById(db, id);
    if (!row || row.kind !== kind) throw new AppError(400, 'help_category_not_found');
    return row;
  }

  async function guideById(id: string) {
    const row = await repo.findGuideById(db, id);
    if (!row) throw notFound();
    const cat = (await repo.findCategoryById(db, row.categoryId))!;
    const { position: _p, createdAt: _c, ...guide } = row;
    return { ...guide, category: { id: cat.id, slug: cat.slug, title: cat.title, audiences: cat.audiences } };
  }

  const guideConflict = (err: unknown) => {
    if (isUniqueViolation(err)) throw new AppError(409, 'guide_slug_taken');
    throw err;
  };

  return {
    /** FAQ categories with their questions (only `slug` when given). */
    async faqs(auth: AuthContext, slug?: string) {
      const categories = await repo.findCategories(db, 'faq', audienceOf(auth), slug);
      const faqs = await repo.findFaqsOf(
        db,
        categories.map((c) => c.id),
      );
      return categories.map((c) => ({ ...c, faqs: faqs.filter((f) => f.categoryId === c.id) }));
    },

    /** Guide categories, each with its first `limit` guides (every guide with `slug`), `visibleGuides` and `totalGuides`. */
    async guides(auth: AuthContext, q: { slug?: string; limit: number }) {
      const categories = await repo.findCategories(db, 'guide', audienceOf(auth), q.slug);
      const guides = await repo.findGuidesOf(
        db,
        categories.map((c) => c.id),
      );
      return categories.map((c) => {
        const all = guides.filter((g) => g.categoryId === c.id);
        const shown = q.slug ? all : all.slice(0, q.limit);
        return { ...c, visibleGuides: shown.length, totalGuides: all.length, guides: shown };
      });
    },

    async guide(auth: AuthContext, categorySlug: string, guideSlug: string) {
      const row = await repo.findGuide(db, audienceOf(auth), categorySlug, guideSlug);
      if (!row) throw notFound();
      const { position: _p, createdAt: _c, ...guide } = row.guide;
      return { ...guide, category: row.category };
    },

    async search(auth: AuthContext, query: string) {
      const audience = audienceOf(auth);
      const [faqs, guides] = await Promise.all([repo.searchFaqs(db, audience, query), repo.searchGuides(db, audience, query)]);
      return { faqs, guides };
    },

    async createGuide(input: GuideInput) {
      await category('guide', input.categoryId);
      const position = await repo.nextPosition(db, 'guide', input.categoryId);
      const row = await repo.insertGuide(db, { ...input, content: cleanContent(input.content), position }).catch(guideConflict);
      return guideById(row.id);
    },

    async updateGuide(id: string, input: Partial<GuideInput>) {
      if (!(await repo.findGuideById(db, id))) throw notFound();
      if (input.categoryId) await category('guide', input.categoryId);
      const values = { ...input, ...(input.content !== undefined ? { content: cleanContent(input.content) } : {}), updatedAt: clock.now() };
      await repo.updateGuide(db, id, values).catch(guideConflict);
      return guideById(id);
    },

    async deleteGuide(id: string) {
      if (!(await repo.deleteGuide(db, id))) throw notFound();
      return true;
    },

    async createFaq(input: FaqInput) {
      await category('faq', input.categoryId);
      const position = await repo.nextPosition(db, 'faq', input.categoryId);
      const { id, categoryId, question, answer } = await repo.insertFaq(db, { ...input, position });
      return { id, categoryId, question, answer };
    },

    async updateFaq(id: string, input: Partial<FaqInput>) {
      if (input.categoryId) await category('faq', input.categoryId);
      const row = await repo.updateFaq(db, id, { ...input, updatedAt: clock.now() });
      if (!row) throw notFound();
      return { id: row.id, categoryId: row.categoryId, question: row.question, answer: row.answer };
    },

    async deleteFaq(id: string) {
      if (!(await repo.deleteFaq(db, id))) throw notFound();
      return true;
    },
  };
}
export type HelpCenterService = ReturnType<typeof createHelpCenterService>;
