// Knowledge-base articles' rows (docs/product/self-service.md#knowledge-base): the writers' list, one article, its
// writes with their versions, and the readers' counts (views, '¿Le fue útil?', deflections) kept in kb_article_stats
// so counting never rewrites the article's row and its search vector.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ArticleListQueryParsed, ArticleSortField } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { isoText } from '../../../db/iso-text';
import { kbArticles, kbArticleVersions } from '../../../db/schema';

/** An article's stored fields as a save writes them. */
export interface ArticleFields {
  title: string;
  body: string;
  bodyText: string;
  categoryId: number;
  subCategoryId: number | null;
  audience: string;
  entityTypeIds: number[];
  status: string;
}

export interface ArticleCountsRow {
  views: number;
  helpful: number;
  notHelpful: number;
  deflections: number;
}

export interface ArticleRowData extends ArticleCountsRow {
  id: number;
  title: string;
  categoryId: number;
  categoryName: string;
  subCategoryId: number | null;
  subCategoryName: string | null;
  audience: string;
  entityTypeIds: number[];
  status: string;
  version: number;
  modifiedDate: string;
  modifiedByName: string;
}

export interface ArticleDetailData extends ArticleRowData {
  body: string;
  createdDate: string;
}

export interface VersionRow {
  id: number;
  version: number;
  title: string;
  body: string;
  categoryId: number;
  subCategoryId: number | null;
  audience: string;
  entityTypeIds: number[];
  status: string;
  restoredFrom: number | null;
  createdDate: string;
  createdBy: number;
  createdByName: string;
}

const rowColumns = sql`a.id, a.title, a.category_id AS "categoryId", c.code AS "categoryName",
  a.sub_category_id AS "subCategoryId", s.code AS "subCategoryName", a.audience, a.entity_type_ids AS "entityTypeIds",
  a.status, a.version, ${isoText(sql`a.modified_date`)} AS "modifiedDate", m.display_name AS "modifiedByName",
  COALESCE(st.views, 0) AS views, COALESCE(st.helpful, 0) AS helpful, COALESCE(st.not_helpful, 0) AS "notHelpful",
  COALESCE(st.deflections, 0) AS deflections`;
const rowFrom = sql`kb_articles a JOIN categories c ON c.id = a.category_id
  LEFT JOIN sub_categories s ON s.id = a.sub_category_id JOIN users m ON m.id = a.modified_by
  LEFT JOIN kb_article_stats st ON st.article_id = a.id`;

/** The writers' list's orders; the title ignores case and accents. */
const sortColumns: Record<ArticleSortField, SQL> = {
  title: sql`a.title_search`,
  status: sql`a.status`,
  categoryName: sql`lower(c.code)`,
  modifiedDate: sql`a.modified_date`,
  views: sql`COALESCE(st.views, 0)`,
  helpfulCount: sql`COALESCE(st.helpful, 0)`,
};

/** The lower-case text as a LIKE operand: its wildcards and escape character taken literally. */
const literalForLike = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

function listConditions(companyId: number, query: ArticleListQueryParsed): SQL {
  const conditions: SQL[] = [sql`a.company_id = ${companyId}`];
  if (query.q) conditions.push(sql`a.title_search LIKE '%' || tms_unaccent(${literalForLike(query.q)}) || '%'`);
  if (query.status) conditions.push(sql`a.status = ${query.status}`);
  if (query.audience) conditions.push(sql`a.audience = ${query.audience}`);
  if (query.categoryId) conditions.push(sql`a.category_id = ${query.categoryId}`);
  if (query.subCategoryId) conditions.push(sql`a.sub_category_id = ${query.subCategoryId}`);
  return sql.join(conditions, sql` AND `);
}

const versionColumns = (fields: ArticleFields, articleId: number, version: number, userId: number) => ({
  articleId,
  version,
  title: fields.title,
  body: fields.body,
  categoryId: fields.categoryId,
  subCategoryId: fields.subCategoryId,
  audience: fields.audience,
  entityTypeIds: fields.entityTypeIds,
  status: fields.status,
  createdBy: userId,
});

/** Makes sure the article has its counts row and locks it for the caller's transaction. */
async function lockCounts(db: Executor, articleId: number): Promise<void> {
  await db.execute(sql`INSERT INTO kb_article_stats (article_id) VALUES (${articleId}) ON CONFLICT DO NOTHING`);
  await db.execute(sql`SELECT 1 FROM kb_article_stats WHERE article_id = ${articleId} FOR UPDATE`);
}

export const articlesRepository = {
  async list(db: Executor, companyId: number, query: ArticleListQueryParsed): Promise<{ rows: ArticleRowData[]; total: number }> {
    const where = listConditions(companyId, query);
    const order = sql.raw(query.sortOrder === 'asc' ? 'ASC' : 'DESC');
    const [rows, [{ total }]] = await Promise.all([
      queryRows<ArticleRowData>(
        db,
        sql`SELECT ${rowColumns} FROM ${rowFrom} WHERE ${where}
             ORDER BY ${sortColumns[query.sortField]} ${order}, a.id ${order}
             LIMIT ${query.pageSize} OFFSET ${query.page * query.pageSize}`,
      ),
      queryRows<{ total: number }>(
        db,
        sql`SELECT count(*)::integer AS total FROM kb_articles a JOIN categories c ON c.id = a.category_id WHERE ${where}`,
      ),
    ]);
    return { rows, total };
  },

  /** The article `id` when `scope` (a condition on `a`) lets the caller open it. */
  async find(db: Executor, id: number, scope: SQL): Promise<ArticleDetailData | undefined> {
    const [row] = await queryRows<ArticleDetailData>(
      db,
      sql`SELECT ${rowColumns}, a.body, ${isoText(sql`a.created_date`)} AS "createdDate"
            FROM ${rowFrom} WHERE a.id = ${id} AND ${scope}`,
    );
    return row;
  },

  /** Whether `scope` lets the caller open the article `id`. */
  async exists(db: Executor, id: number, scope: SQL): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(db, sql`SELECT a.id FROM kb_articles a WHERE a.id = ${id} AND ${scope}`);
    return rows.length > 0;
  },

  /** The article's current version number, locked for the caller's transaction; undefined when it is gone. */
  async lockVersion(db: Executor, id: number, companyId: number): Promise<number | undefined> {
    const [row] = await queryRows<{ version: number }>(
      db,
      sql`SELECT version FROM kb_articles WHERE id = ${id} AND company_id = ${companyId} FOR UPDATE`,
    );
    return row?.version;
  },

  /** Inserts the article and its version 1; answers its id. */
  async insert(db: Executor, companyId: number, userId: number, fields: ArticleFields): Promise<number> {
    const [{ id }] = await db
      .insert(kbArticles)
      .values({ ...fields, companyId, version: 1, createdBy: userId, modifiedBy: userId })
      .returning({ id: kbArticles.id });
    await db.insert(kbArticleVersions).values(versionColumns(fields, id, 1, userId));
    return id;
  },

  /** Writes the article as version `version` and keeps that version (`restoredFrom`: the version a restore copied). */
  async update(
    db: Executor,
    id: number,
    userId: number,
    fields: ArticleFields,
    version: number,
    restoredFrom: number | null = null,
  ): Promise<void> {
    await db
      .update(kbArticles)
      .set({ ...fields, version, modifiedBy: userId, modifiedDate: new Date() })
      .where(eq(kbArticles.id, id));
    await db.insert(kbArticleVersions).values({ ...versionColumns(fields, id, version, userId), restoredFrom });
  },

  async remove(db: Executor, id: number): Promise<void> {
    await db.delete(kbArticles).where(eq(kbArticles.id, id));
  },

  /** The article's versions, newest first. */
  versions(db: Executor, articleId: number): Promise<VersionRow[]> {
    return queryRows<VersionRow>(
      db,
      sql`SELECT v.id, v.version, v.title, v.body, v.category_id AS "categoryId", v.sub_category_id AS "subCategoryId",
                 v.audience, v.entity_type_ids AS "entityTypeIds", v.status, v.restored_from AS "restoredFrom",
                 ${isoText(sql`v.created_date`)} AS "createdDate", v.created_by AS "createdBy", u.display_name AS "createdByName"
            FROM kb_article_versions v JOIN users u ON u.id = v.created_by
           WHERE v.article_id = ${articleId} ORDER BY v.version DESC`,
    );
  },

  async findVersion(db: Executor, articleId: number, versionId: number) {
    const [row] = await db
      .select()
      .from(kbArticleVersions)
      .where(and(eq(kbArticleVersions.articleId, articleId), eq(kbArticleVersions.id, versionId)));
    return row;
  },

  /** The bodies of every version of the article: the images they name stay allowed in its next save. */
  async bodies(db: Executor, articleId: number): Promise<string[]> {
    const rows = await db
      .select({ body: kbArticleVersions.body })
      .from(kbArticleVersions)
      .where(eq(kbArticleVersions.articleId, articleId));
    return rows.map((row) => row.body);
  },

  async countView(db: Executor, articleId: number): Promise<void> {
    await db.execute(
      sql`INSERT INTO kb_article_stats (article_id, views) VALUES (${articleId}, 1)
          ON CONFLICT (article_id) DO UPDATE SET views = kb_article_stats.views + 1`,
    );
  },

  async countDeflection(db: Executor, articleId: number): Promise<void> {
    await db.execute(
      sql`INSERT INTO kb_article_stats (article_id, deflections) VALUES (${articleId}, 1)
          ON CONFLICT (article_id) DO UPDATE SET deflections = kb_article_stats.deflections + 1`,
    );
  },

  /** The user's '¿Le fue útil?' answer, null before one. */
  async feedbackOf(db: Executor, articleId: number, userId: number): Promise<boolean | null> {
    const [row] = await queryRows<{ helpful: boolean }>(
      db,
      sql`SELECT helpful FROM kb_article_feedback WHERE article_id = ${articleId} AND user_id = ${userId}`,
    );
    return row ? row.helpful : null;
  },

  /**
   * Records the user's answer (replacing an earlier one) and moves the article's counts with it, in the caller's
   * transaction: the counts row is locked first, so two answers to one article count one after the other.
   */
  async answer(db: Executor, articleId: number, userId: number, helpful: boolean): Promise<void> {
    await lockCounts(db, articleId);
    const previous = await this.feedbackOf(db, articleId, userId);
    if (previous === helpful) return;
    await db.execute(
      sql`INSERT INTO kb_article_feedback (article_id, user_id, helpful) VALUES (${articleId}, ${userId}, ${helpful})
          ON CONFLICT (article_id, user_id) DO UPDATE SET helpful = EXCLUDED.helpful, modified_date = now()`,
    );
    const delta = (answer: boolean) => (helpful === answer ? 1 : 0) - (previous === answer ? 1 : 0);
    await db.execute(
      sql`UPDATE kb_article_stats SET helpful = helpful + ${delta(true)}, not_helpful = not_helpful + ${delta(false)}
           WHERE article_id = ${articleId}`,
    );
  },
};
