// What readers read (docs/product/self-service.md#search): the landing's categories and most useful articles, a
// category's list, the search and the suggested articles — always through `readableArticles`, so an article a reader
// may not read never appears.
import { sql, type SQL } from 'drizzle-orm';
import { HELP_LANDING_ARTICLES } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { isoText } from '../../../db/iso-text';
import type { AuthUser } from '../../../plugins/current-user';
import { readableArticles } from '../articles/articles.policy';
import { bodyHeadline, textQuery, titleHeadline, type SearchText } from './kb-search';

const SUMMARY_LENGTH = 200;

export interface CardRow {
  id: number;
  title: string;
  summary: string;
  categoryId: number;
  categoryName: string;
  subCategoryId: number | null;
  subCategoryName: string | null;
  audience: string;
  modifiedDate: string;
  views: number;
  helpfulCount: number;
}

export interface HitRow {
  id: number;
  title: string;
  titleHighlight: string;
  fragment: string;
  categoryId: number;
  categoryName: string;
  subCategoryName: string | null;
  audience: string;
  modifiedDate: string;
  helpfulCount: number;
}

export type HelpSort = 'helpful' | 'views' | 'title' | 'modifiedDate';

const cardColumns = sql`a.id, a.title, left(regexp_replace(a.body_text, '\\s+', ' ', 'g'), ${SUMMARY_LENGTH}) AS summary,
  a.category_id AS "categoryId", c.code AS "categoryName", a.sub_category_id AS "subCategoryId",
  s.code AS "subCategoryName", a.audience, ${isoText(sql`a.modified_date`)} AS "modifiedDate",
  COALESCE(st.views, 0) AS views, COALESCE(st.helpful, 0) AS "helpfulCount"`;
const cardJoins = sql`JOIN categories c ON c.id = a.category_id
  LEFT JOIN sub_categories s ON s.id = a.sub_category_id LEFT JOIN kb_article_stats st ON st.article_id = a.id`;
const cardFrom = sql`kb_articles a ${cardJoins}`;

/** 'Artículos más útiles': most yes answers, then most views, then the newest. */
const mostUseful = sql`COALESCE(st.helpful, 0) DESC, COALESCE(st.views, 0) DESC, a.id DESC`;
const helpOrders: Record<HelpSort, SQL> = {
  helpful: mostUseful,
  views: sql`COALESCE(st.views, 0) DESC, a.id DESC`,
  title: sql`a.title_search ASC, a.id ASC`,
  modifiedDate: sql`a.modified_date DESC, a.id DESC`,
};

/**
 * How many of a search's matches are ranked and counted. A word in more articles than this tells them apart no
 * better than none: the reader types another, and the total reads as this many at most
 * (docs/product/self-service.md#search). Ranking every match of such a word costs its every article.
 */
const RANKED_MATCHES = 500;
/**
 * The suggestions' matches ranked: any of a ticket's dozen words matches most articles, and five are shown, so the
 * first 200 found stand for them.
 */
const SUGGESTED_MATCHES = 200;

/**
 * The search's matches readable by `user` (the first RANKED_MATCHES the index finds), each with its rank (title words
 * weigh more than body words).
 */
function hits(user: AuthUser, categoryId: number | null, ranked = RANKED_MATCHES): SQL {
  const category = categoryId ? sql`AND a.category_id = ${categoryId}` : sql``;
  return sql`SELECT f.id, ts_rank(f.search_vector, q.query) AS rank
               FROM (SELECT a.id, a.search_vector FROM kb_articles a, q
                      WHERE a.search_vector @@ q.query AND ${readableArticles(user)} ${category}
                      LIMIT ${ranked}) f, q`;
}

/**
 * A page of the matches `m` (a CTE of `hits` beside the query `q`), best first, with the title and fragments marked
 * and the count of every match (one statement: the matches are read once).
 */
function hitPage(limit: number, offset: number): SQL {
  return sql`SELECT a.id, a.title, ts_headline('tms_spanish', a.title, q.query, ${titleHeadline}) AS "titleHighlight",
                    ts_headline('tms_spanish', a.body_text, q.query, ${bodyHeadline}) AS fragment,
                    a.category_id AS "categoryId", c.code AS "categoryName", s.code AS "subCategoryName", a.audience,
                    ${isoText(sql`a.modified_date`)} AS "modifiedDate", COALESCE(st.helpful, 0) AS "helpfulCount",
                    p.total
               FROM (SELECT id, rank, count(*) OVER ()::integer AS total FROM m
                      ORDER BY rank DESC, id DESC LIMIT ${limit} OFFSET ${offset}) p
               JOIN kb_articles a ON a.id = p.id ${cardJoins} CROSS JOIN q
              ORDER BY p.rank DESC, p.id DESC`;
}

export const helpRepository = {
  /** Each category with readable articles: how many, and its most useful few. */
  landingCategories(db: Executor, user: AuthUser): Promise<(CardRow & { articleCount: number })[]> {
    return queryRows(
      db,
      sql`SELECT * FROM (
            SELECT ${cardColumns}, count(*) OVER (PARTITION BY a.category_id)::integer AS "articleCount",
                   row_number() OVER (PARTITION BY a.category_id ORDER BY ${mostUseful}) AS place
              FROM ${cardFrom} WHERE ${readableArticles(user)}) r
           WHERE r.place <= ${HELP_LANDING_ARTICLES}
           ORDER BY lower(r."categoryName"), r."categoryId", r.place`,
    );
  },

  /** The readable articles under the filters, in `sort` order. */
  async list(
    db: Executor,
    user: AuthUser,
    filters: { categoryId: number | null; subCategoryId: number | null },
    sort: HelpSort,
    page: { limit: number; offset: number },
  ): Promise<{ rows: CardRow[]; total: number }> {
    const conditions = [readableArticles(user)];
    if (filters.categoryId) conditions.push(sql`a.category_id = ${filters.categoryId}`);
    if (filters.subCategoryId) conditions.push(sql`a.sub_category_id = ${filters.subCategoryId}`);
    const where = sql.join(conditions, sql` AND `);
    const [rows, [{ total }]] = await Promise.all([
      queryRows<CardRow>(
        db,
        sql`SELECT ${cardColumns} FROM ${cardFrom} WHERE ${where} ORDER BY ${helpOrders[sort]}
             LIMIT ${page.limit} OFFSET ${page.offset}`,
      ),
      queryRows<{ total: number }>(db, sql`SELECT count(*)::integer AS total FROM kb_articles a WHERE ${where}`),
    ]);
    return { rows, total };
  },

  /** A page of the search's hits (all words must match), best first, and how many there are. */
  async search(
    db: Executor,
    user: AuthUser,
    search: SearchText,
    categoryId: number | null,
    page: { limit: number; offset: number },
  ): Promise<{ rows: HitRow[]; total: number }> {
    if (search.words.length === 0) return { rows: [], total: 0 };
    const withQuery = sql`WITH q AS (SELECT ${textQuery(search, true)} AS query), m AS (${hits(user, categoryId)})`;
    const rows = await queryRows<HitRow & { total: number }>(db, sql`${withQuery} ${hitPage(page.limit, page.offset)}`);
    if (rows.length > 0) return { rows, total: rows[0].total };
    if (page.offset === 0) return { rows, total: 0 };
    // A page past the last: the count alone.
    const [{ total }] = await queryRows<{ total: number }>(db, sql`${withQuery} SELECT count(*)::integer AS total FROM m`);
    return { rows, total };
  },

  /** The best few articles holding any of the words (a ticket's subject and detail as typed). */
  suggest(db: Executor, user: AuthUser, search: SearchText, limit: number): Promise<HitRow[]> {
    if (search.words.length === 0) return Promise.resolve([]);
    return queryRows<HitRow>(
      db,
      sql`WITH q AS (SELECT ${textQuery(search, false)} AS query), m AS (${hits(user, null, SUGGESTED_MATCHES)}) ${hitPage(limit, 0)}`,
    );
  },
};
