// The knowledge base (docs/product/self-service.md#knowledge-base): articles, each save's version, what readers did
// with them, and the vocabulary the search corrects typos against. Migration 0042 adds what drizzle cannot spell:
// the `tms_spanish` text-search configuration (Spanish stems of unaccented words), the stored search vector's
// expression, its GIN indexes and the trigger keeping the vocabulary.
import { boolean, customType, index, integer, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamptz } from './columns';
import { companies } from './company';
import { categories, subCategories } from './catalogues';
import { users } from './organization';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const kbArticles = pgTable(
  'kb_articles',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised rich text; its images as unsigned /api/images links. */
    body: text('body').notNull(),
    /** The body's plain text: what the search reads and its fragments quote. */
    bodyText: text('body_text').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    /** 'internal' | 'public'. */
    audience: varchar('audience', { length: 10 }).notNull(),
    /** For a public article the entity types it is meant for (2 clients, 3 providers); empty for an internal one. */
    entityTypeIds: integer('entity_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** 'draft' | 'published' | 'archived'. */
    status: varchar('status', { length: 10 }).notNull(),
    /** The current version's number. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    modifiedBy: integer('modified_by')
      .notNull()
      .references(() => users.id),
    modifiedDate: timestamptz('modified_date').notNull().defaultNow(),
    /** Title (weight A) above body (weight B), Spanish stems of the unaccented words. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('tms_spanish'::regconfig, title), 'A') || setweight(to_tsvector('tms_spanish'::regconfig, body_text), 'B')`,
    ),
    /** The title unaccented and lower case, for its trigram word similarity (typos). */
    titleSearch: text('title_search').generatedAlwaysAs(sql`tms_unaccent(lower(title))`),
  },
  (t) => [
    index('kb_articles_status_idx').on(t.status, t.audience),
    index('kb_articles_category_idx').on(t.categoryId),
    index('kb_articles_modified_idx').on(t.modifiedDate),
  ],
);

/** Every save of an article, whole (docs/product/self-service.md#knowledge-base). */
export const kbArticleVersions = pgTable(
  'kb_article_versions',
  {
    id: id(),
    articleId: integer('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    categoryId: integer('category_id').notNull(),
    subCategoryId: integer('sub_category_id'),
    audience: varchar('audience', { length: 10 }).notNull(),
    entityTypeIds: integer('entity_type_ids').array().notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    /** The version a restore copied; null for an ordinary save. */
    restoredFrom: integer('restored_from'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [unique('kb_article_versions_number_uq').on(t.articleId, t.version)],
);

/** What readers did with an article: views, '¿Le fue útil?' answers, 'Esto resolvió mi problema'. Kept apart from
 * the article so counting never rewrites the article's row (and its search vector). */
export const kbArticleStats = pgTable(
  'kb_article_stats',
  {
    articleId: integer('article_id')
      .primaryKey()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
    helpful: integer('helpful').notNull().default(0),
    notHelpful: integer('not_helpful').notNull().default(0),
    deflections: integer('deflections').notNull().default(0),
  },
  (t) => [index('kb_article_stats_helpful_idx').on(t.helpful, t.views)],
);

/** One '¿Le fue útil?' answer per user and article: the last one counts. */
export const kbArticleFeedback = pgTable(
  'kb_article_feedback',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    helpful: boolean('helpful').notNull(),
    modifiedDate: timestamptz('modified_date').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
);

/** Every unaccented lower-case word of four letters or more of any article, kept by a trigger (typo corrections). */
export const kbWords = pgTable('kb_words', {
  word: varchar('word', { length: 60 }).primaryKey(),
});
