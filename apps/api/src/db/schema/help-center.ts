import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HelpAudience } from '@kurye/contracts/help-center';
import { createdAtColumn, updatedAtColumn, uuidPrimaryKey, uuidReference } from './columns';

/** A help center category: of questions (`faq`) or of guides (`guide`), written for some of the audiences. */
export const helpCategories = pgTable(
  'help_categories',
  {
    id: uuidPrimaryKey(),
    kind: text('kind').$type<'faq' | 'guide'>().notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    audiences: jsonb('audiences').$type<HelpAudience[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('help_categories_kind_slug_idx').on(t.kind, t.slug)],
);

/** A question and its answer (plain text). */
export const helpFaqs = pgTable(
  'help_faqs',
  {
    id: uuidPrimaryKey(),
    categoryId: uuidReference('category_id', () => helpCategories.id, 'cascade'),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('help_faqs_category_idx').on(t.categoryId)],
);

/** A guide: sanitised HTML (sanitised on every write). */
export const helpGuides = pgTable(
  'help_guides',
  {
    id: uuidPrimaryKey(),
    categoryId: uuidReference('category_id', () => helpCategories.id, 'cascade'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    content: text('content').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('help_guides_category_slug_idx').on(t.categoryId, t.slug)],
);
