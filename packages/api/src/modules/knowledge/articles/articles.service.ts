// Knowledge-base articles (docs/product/self-service.md#knowledge-base): writers (permission 32, the routes' gate for
// writes) list, create, change, delete and restore; every save and restore keeps a version. Anyone signed in opens an
// article they may read (a view is counted for a published one), answers '¿Le fue útil?' and counts 'Esto resolvió mi
// problema'; an article they may not read is a 404.
import { sql } from 'drizzle-orm';
import {
  knowledgeMessages,
  type ArticleFeedbackInput,
  type ArticleInputParsed,
  type ArticleListQueryParsed,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import { queryRows, type Executor } from '../../../db/client';
import { badRequest, found, notFound } from '../../../lib/errors';
import { richTextToPlain, sanitizeRichText } from '../../../lib/sanitize-rich-text';
import type { AuthUser } from '../../../plugins/current-user';
import { withoutUnreadableImages } from '../../tickets';
import { articlesPolicy, openableArticles, readableArticles } from './articles.policy';
import { presentArticle, presentArticleRow, presentVersion } from './articles.presenter';
import { articlesRepository as repository, type ArticleFields } from './articles.repository';

/** The characters the search's fragments mark words with (help/kb-search.ts): never stored in a searched text. */
const HIGHLIGHT_MARKERS = /[\uE000\uE001]/g;
/** An `<img>` of our own as sanitizeRichText writes it: the bare `/api/images/<name>`. */
const OWN_IMAGE_TAG = /<img\b[^>]*?\bsrc="\/api\/images\/([A-Za-z0-9_-]+\.(?:png|jpe?g|gif|webp))"[^>]*>/g;
const imageNamesIn = (html: string) => new Set([...html.matchAll(OWN_IMAGE_TAG)].map((match) => match[1]));

/** The text the search reads: the sanitised body's plain text. */
export const searchableText = (text: string) => text.replace(HIGHLIGHT_MARKERS, '');

/**
 * The body as stored: sanitised, with only the images the writer may name — an image an earlier version of the
 * article named (another writer's upload stays), or one the writer may see (their own upload, an image of a ticket
 * they may read; modules/tickets/files/image-references.ts).
 */
async function storableBody(db: Executor, user: AuthUser, html: string, earlierBodies: string[]): Promise<string> {
  const body = sanitizeRichText(html);
  const kept = new Set(earlierBodies.flatMap((earlier) => [...imageNamesIn(earlier)]));
  const fresh = [...imageNamesIn(body)].filter((name) => !kept.has(name));
  if (fresh.length === 0) return body;
  const probe = fresh.map((name) => `<img src="/api/images/${name}">`).join('');
  const readable = imageNamesIn(await withoutUnreadableImages(db, user, probe));
  return body.replace(OWN_IMAGE_TAG, (tag, name: string) => (kept.has(name) || readable.has(name) ? tag : ''));
}

/** A category and sub-category of the company: an unknown one, or a sub-category of another category, is its field's 400. */
async function checkCatalogues(db: Executor, user: AuthUser, categoryId: number, subCategoryId: number | null): Promise<void> {
  const [row] = await queryRows<{ category: boolean; subCategoryOf: number | null }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM categories WHERE id = ${categoryId} AND company_id = ${user.companyId}) AS category,
               (SELECT category_id FROM sub_categories WHERE id = ${subCategoryId ?? 0} AND company_id = ${user.companyId})
                 AS "subCategoryOf"`,
  );
  const fields: Record<string, string> = {};
  if (!row.category) fields.categoryId = knowledgeMessages.categoryUnknown;
  if (subCategoryId !== null && row.subCategoryOf === null) fields.subCategoryId = knowledgeMessages.subCategoryUnknown;
  else if (subCategoryId !== null && row.category && row.subCategoryOf !== categoryId)
    fields.subCategoryId = knowledgeMessages.subCategoryOutside;
  if (Object.keys(fields).length) throw badRequest(fields);
}

export function createArticlesService(ctx: Pick<AppContext, 'db' | 'tokens'>) {
  const { db, tokens } = ctx;

  async function fieldsOf(tx: Executor, user: AuthUser, input: ArticleInputParsed, earlierBodies: string[]) {
    await checkCatalogues(tx, user, input.categoryId, input.subCategoryId);
    const body = await storableBody(tx, user, input.body, earlierBodies);
    const bodyText = searchableText(richTextToPlain(body));
    if (!body || (!bodyText && !imageNamesIn(body).size)) throw badRequest({ body: knowledgeMessages.bodyRequired });
    const fields: ArticleFields = {
      title: searchableText(input.title).trim(),
      body,
      bodyText,
      categoryId: input.categoryId,
      subCategoryId: input.subCategoryId,
      audience: input.audience,
      entityTypeIds: input.entityTypeIds,
      status: input.status,
    };
    if (!fields.title) throw badRequest({ title: knowledgeMessages.titleRequired });
    return fields;
  }

  /** The article as `user` opens it; `countView`: a published article counts the reading. */
  async function read(user: AuthUser, id: number, countView: boolean) {
    const writer = articlesPolicy.isWriter(user);
    const scope = openableArticles(user);
    if (countView && (await repository.exists(db, id, readableArticles(user)))) await repository.countView(db, id);
    const row = found(await repository.find(db, id, scope));
    const myFeedback = await repository.feedbackOf(db, id, user.id);
    return presentArticle(row, { tokens, holder: user, writer, myFeedback });
  }

  /** The article `id` locked for a write by a writer; 404 when it is not the writer's company's. */
  async function lockArticle(tx: Executor, user: AuthUser, id: number): Promise<number> {
    const version = await repository.lockVersion(tx, id, user.companyId);
    if (version === undefined) throw notFound();
    return version;
  }

  /** 404 unless `user` may read the article as a reader (published, of their audience). */
  async function checkReadable(user: AuthUser, id: number): Promise<void> {
    if (!(await repository.exists(db, id, readableArticles(user)))) throw notFound();
  }

  return {
    async list(user: AuthUser, query: ArticleListQueryParsed) {
      const page = await repository.list(db, user.companyId, query);
      return { rows: page.rows.map(presentArticleRow), total: page.total };
    },

    get: (user: AuthUser, id: number, countView: boolean) => read(user, id, countView),

    async create(user: AuthUser, input: ArticleInputParsed) {
      const id = await db.transaction(async (tx) =>
        repository.insert(tx, user.companyId, user.id, await fieldsOf(tx, user, input, [])),
      );
      return read(user, id, false);
    },

    async update(user: AuthUser, id: number, input: ArticleInputParsed) {
      await db.transaction(async (tx) => {
        const version = await lockArticle(tx, user, id);
        const fields = await fieldsOf(tx, user, input, await repository.bodies(tx, id));
        await repository.update(tx, id, user.id, fields, version + 1);
      });
      return read(user, id, false);
    },

    async remove(user: AuthUser, id: number) {
      await db.transaction(async (tx) => {
        await lockArticle(tx, user, id);
        await repository.remove(tx, id);
      });
      return { result: true };
    },

    async versions(user: AuthUser, id: number) {
      if (!(await repository.exists(db, id, openableArticles(user)))) throw notFound();
      return (await repository.versions(db, id)).map((row) => presentVersion(row, tokens, user));
    },

    /** Makes the version the article's content again, as a new version that names the one it copied. */
    async restore(user: AuthUser, id: number, versionId: number) {
      await db.transaction(async (tx) => {
        const current = await lockArticle(tx, user, id);
        const version = found(await repository.findVersion(tx, id, versionId));
        await checkCatalogues(tx, user, version.categoryId, version.subCategoryId);
        const fields: ArticleFields = {
          title: version.title,
          body: version.body,
          bodyText: searchableText(richTextToPlain(version.body)),
          categoryId: version.categoryId,
          subCategoryId: version.subCategoryId,
          audience: version.audience,
          entityTypeIds: version.entityTypeIds,
          status: version.status,
        };
        await repository.update(tx, id, user.id, fields, current + 1, version.version);
      });
      return read(user, id, false);
    },

    async feedback(user: AuthUser, id: number, input: ArticleFeedbackInput) {
      await checkReadable(user, id);
      await db.transaction((tx) => repository.answer(tx, id, user.id, input.helpful));
      return { helpful: input.helpful };
    },

    async deflection(user: AuthUser, id: number) {
      await checkReadable(user, id);
      await repository.countDeflection(db, id);
      return { result: true };
    },
  };
}
