import { z } from 'zod';
import { patchBody } from './common';

/**
 * The help center (specification §3, §7): FAQ categories and questions, guide categories and guides, for stores,
 * couriers and the office. Guides are sanitised HTML that an Admin (`help.write`) edits; everyone signed in reads the
 * categories meant for them.
 */

/** Who a category is written for. The office reads every category (it answers stores and couriers on the phone). */
export const HELP_AUDIENCES = ['store', 'courier', 'office'] as const;
export type HelpAudience = (typeof HELP_AUDIENCES)[number];

/** Specification §9: a guide category shows 5 guides unless asked for more. */
export const DEFAULT_GUIDES_PER_CATEGORY = 5;
/** Specification §4: search is sent at 2 characters or more, 300 ms after the last key. */
export const HELP_SEARCH_MIN_LENGTH = 2;
export const HELP_SEARCH_DEBOUNCE_MS = 300;

const slug = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const helpCategory = z.object({ id: z.string(), slug: z.string(), title: z.string(), audiences: z.array(z.enum(HELP_AUDIENCES)) });

export const helpFaq = z.object({ id: z.string(), categoryId: z.string(), question: z.string(), answer: z.string() });
export type HelpFaq = z.infer<typeof helpFaq>;

/** A FAQ category with its questions (`GET faqs`). */
export const helpFaqCategory = helpCategory.extend({ faqs: z.array(helpFaq) });
export const helpFaqCategories = z.array(helpFaqCategory);
export type HelpFaqCategory = z.infer<typeof helpFaqCategory>;

export const helpFaqsQuery = z.object({ slug: slug.optional() });

/** A guide as lists show it (no content). */
export const helpGuideSummary = z.object({ id: z.string(), categoryId: z.string(), slug: z.string(), title: z.string(), subtitle: z.string() });
export type HelpGuideSummary = z.infer<typeof helpGuideSummary>;

/** A guide category with its first `limit` guides and how many it has (`GET guides`). */
export const helpGuideCategory = helpCategory.extend({
  visibleGuides: z.number().int(),
  totalGuides: z.number().int(),
  guides: z.array(helpGuideSummary),
});
export const helpGuideCategories = z.array(helpGuideCategory);
export type HelpGuideCategory = z.infer<typeof helpGuideCategory>;

/** Without `slug`: every category, each cut to `limit` guides; with it: that category with every guide. */
export const helpGuidesQuery = z.object({ slug: slug.optional(), limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_GUIDES_PER_CATEGORY) });

export const helpGuideQuery = z.object({ categorySlug: slug, guideSlug: slug });

/** One guide with its sanitised HTML content and its category. */
export const helpGuide = helpGuideSummary.extend({
  content: z.string(),
  updatedAt: z.date(),
  category: helpCategory,
});
export type HelpGuide = z.infer<typeof helpGuide>;

export const helpSearchQuery = z.object({ query: z.string().trim().min(HELP_SEARCH_MIN_LENGTH).max(100) });

/** What a search found: questions and guides whose words all appear (Turkish letters and case folded). */
export const helpSearchResult = z.object({
  faqs: z.array(helpFaq.extend({ categorySlug: z.string(), categoryTitle: z.string() })),
  guides: z.array(helpGuideSummary.extend({ categorySlug: z.string(), categoryTitle: z.string() })),
});
export type HelpSearchResult = z.infer<typeof helpSearchResult>;

/** An Admin's guide: written as HTML, sanitised on save (only simple formatting and links are kept). */
const guideFields = z.object({
  categoryId: z.uuid(),
  slug,
  title: z.string().trim().min(2).max(160),
  subtitle: z.string().trim().max(300),
  content: z.string().trim().min(1).max(50_000),
});
export const helpGuideInput = guideFields.extend({ subtitle: guideFields.shape.subtitle.default('') });
export const createHelpGuideBody = z.object({ guide: helpGuideInput });
/** Only the fields given change (no defaults here: a PATCH of the title keeps the subtitle). */
export const updateHelpGuideBody = z.object({ id: z.uuid(), guide: patchBody(guideFields.partial()) });

export const helpFaqInput = z.object({
  categoryId: z.uuid(),
  question: z.string().trim().min(5).max(300),
  answer: z.string().trim().min(1).max(5_000),
});
export const createHelpFaqBody = z.object({ faq: helpFaqInput });
export const updateHelpFaqBody = z.object({ id: z.uuid(), faq: patchBody(helpFaqInput.partial()) });

/**
 * The guide that explains a page (the `?` in the page frame), by page key (`AREAS` in `areas.ts`, or the courier app).
 * Each target is a seeded guide; a test checks that every one exists.
 */
export const HELP_FOR_PAGE: Readonly<Record<string, { category: string; guide: string }>> = {
  storePacket: { category: 'isletmeler-icin', guide: 'kurye-talebi-olusturma' },
  storeRequests: { category: 'isletmeler-icin', guide: 'konum-onaylama' },
  creditBuy: { category: 'isletmeler-icin', guide: 'kontor-yukleme' },
  storeUsage: { category: 'isletmeler-icin', guide: 'kontor-yukleme' },
  serviceAccount: { category: 'isletmeler-icin', guide: 'api-anahtari-olusturma' },
  adminApiKeys: { category: 'isletmeler-icin', guide: 'api-anahtari-olusturma' },
  emergency: { category: 'ofis-icin', guide: 'acil-durum-sos-takibi' },
  currentCarrierPayments: { category: 'ofis-icin', guide: 'kurye-hakedis-odemeleri' },
  paymentGroups: { category: 'ofis-icin', guide: 'kurye-hakedis-odemeleri' },
  courierApp: { category: 'kuryeler-icin', guide: 'acil-durum-sos' },
};
