// Knowledge-base articles (docs/product/self-service.md#knowledge-base): writers hold permission 32 ('Base de
// conocimiento', /knowledge-base) and keep every save as a version; every signed-in user reads the published articles
// of their audience at /help. Every bad value is a 400 with a Spanish message on its field.
import { z } from 'zod';
import { MAX_ID, optionalIdFilter, pathId, requiredId, requiredText } from '../common/fields';
import { messages } from '../common/messages';
import { EntityType } from '../common/permissions';

export const ARTICLE_TITLE_MAX = 200;
/** The body's limit, as a ticket's discussion message (rich text, sanitised on the server). */
export const ARTICLE_BODY_MAX = 100_000;
const WRITER_LIST_MAX_PAGE_SIZE = 100;
const WRITER_LIST_DEFAULT_PAGE_SIZE = 15;
const TITLE_FILTER_MAX = 100;

export const articleAudiences = ['internal', 'public'] as const;
export type ArticleAudience = (typeof articleAudiences)[number];
export const articleStatuses = ['draft', 'published', 'archived'] as const;
export type ArticleStatus = (typeof articleStatuses)[number];
/** The entity types a public article may be meant for: clients and providers. */
export const articleEntityTypeIds = [EntityType.Client, EntityType.Provider] as const;

export const articleAudienceLabels: Record<ArticleAudience, string> = {
  internal: 'Interno',
  public: 'Público',
};
export const articleStatusLabels: Record<ArticleStatus, string> = {
  draft: 'Borrador',
  published: 'Publicado',
  archived: 'Archivado',
};

export const knowledgeMessages = {
  titleRequired: 'El título es requerido.',
  bodyRequired: 'El contenido del artículo es requerido.',
  categoryRequired: 'Seleccione una categoría.',
  categoryUnknown: 'La categoría seleccionada no existe.',
  subCategoryUnknown: 'La subcategoría seleccionada no existe.',
  subCategoryOutside: 'La subcategoría no pertenece a la categoría elegida.',
  audience: 'Seleccione la audiencia: interno o público.',
  status: 'Seleccione el estado: borrador, publicado o archivado.',
  entityTypesRequired: 'Seleccione a quién va dirigido el artículo público: clientes, proveedores o ambos.',
  entityTypeInvalid: 'Un artículo público se dirige solo a clientes o proveedores.',
  helpfulFlag: 'Indique si el artículo le fue útil (sí o no).',
  feedbackThanks: '¡Gracias por su opinión!',
  deflected: '¡Nos alegra que el artículo resolviera su problema!',
  restored: 'Versión restaurada.',
  versionsForWriters: 'Solo quienes escriben artículos ven sus versiones.',
  helpfulQuestion: '¿Le fue útil?',
  resolvedMyProblem: 'Esto resolvió mi problema',
  mostUseful: 'Artículos más útiles',
  searchText: `Escriba a lo sumo 200 caracteres.`,
  suggestionText: 'Máximo 4000 caracteres.',
  pageSize: (max: number) => `El tamaño de página debe estar entre 1 y ${max}.`,
  wholeNumber: 'Ingrese un número entero válido.',
} as const;

const option = <const T extends readonly [string, ...string[]]>(values: T, error: string = messages.invalidOption) =>
  z.enum(values, { error });
const wholeNumber = () => z.coerce.number({ error: knowledgeMessages.wholeNumber }).int(knowledgeMessages.wholeNumber);
/** Paging of a list: `page` from 0, `pageSize` from 1 to `max`. */
export const pageFields = (max: number, fallback: number) => ({
  page: wholeNumber().min(0, knowledgeMessages.wholeNumber).max(MAX_ID, knowledgeMessages.wholeNumber).default(0),
  pageSize: wholeNumber().min(1, knowledgeMessages.pageSize(max)).max(max, knowledgeMessages.pageSize(max)).default(fallback),
});

/**
 * `POST kb/articles`, `PUT kb/articles/{id}`. An internal article is for internal users only, so its entity types are
 * stored empty; a public one names clients (2), providers (3) or both. The sub-category is optional and must belong to
 * the category; unknown ids are the 400 of their field (checked on the server).
 */
export const articleInput = z
  .object(
    {
      title: requiredText(ARTICLE_TITLE_MAX, knowledgeMessages.titleRequired),
      body: z
        .string({ error: knowledgeMessages.bodyRequired })
        .trim()
        .min(1, knowledgeMessages.bodyRequired)
        .max(ARTICLE_BODY_MAX, messages.maxLength(ARTICLE_BODY_MAX)),
      categoryId: requiredId(knowledgeMessages.categoryRequired),
      subCategoryId: z.coerce
        .number({ error: messages.invalidOption })
        .int(messages.invalidOption)
        .max(MAX_ID, messages.invalidOption)
        .nullish()
        .transform((v) => (v && v > 0 ? v : null)),
      audience: option(articleAudiences, knowledgeMessages.audience),
      entityTypeIds: z
        .array(z.number({ error: knowledgeMessages.entityTypeInvalid }), { error: knowledgeMessages.entityTypeInvalid })
        .max(articleEntityTypeIds.length, knowledgeMessages.entityTypeInvalid)
        .default([]),
      status: option(articleStatuses, knowledgeMessages.status).default('draft'),
    },
    { error: messages.badRequest },
  )
  .superRefine((v, ctx) => {
    if (v.audience !== 'public') return;
    const allowed: readonly number[] = articleEntityTypeIds;
    if (v.entityTypeIds.some((id) => !allowed.includes(id)))
      ctx.addIssue({ code: 'custom', path: ['entityTypeIds'], message: knowledgeMessages.entityTypeInvalid });
    else if (v.entityTypeIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['entityTypeIds'], message: knowledgeMessages.entityTypesRequired });
  })
  .transform((v) => ({
    ...v,
    entityTypeIds: v.audience === 'public' ? [...new Set(v.entityTypeIds)].sort((a, b) => a - b) : [],
  }));
export type ArticleInput = z.input<typeof articleInput>;
export type ArticleInputParsed = z.output<typeof articleInput>;

export const articleIdParams = z.object({ id: pathId });
export const articleVersionParams = z.object({ id: pathId, versionId: pathId });

export const articleSortFields = ['title', 'status', 'categoryName', 'modifiedDate', 'views', 'helpfulCount'] as const;
export type ArticleSortField = (typeof articleSortFields)[number];

/** `GET kb/articles` (writers): paged, filtered by title words, status, audience, category and sub-category, sorted. */
export const articleListQuery = z.object(
  {
    ...pageFields(WRITER_LIST_MAX_PAGE_SIZE, WRITER_LIST_DEFAULT_PAGE_SIZE),
    q: z.string().trim().max(TITLE_FILTER_MAX, messages.maxLength(TITLE_FILTER_MAX)).optional(),
    status: option(articleStatuses).optional(),
    audience: option(articleAudiences).optional(),
    categoryId: optionalIdFilter,
    subCategoryId: optionalIdFilter,
    sortField: option(articleSortFields).default('modifiedDate'),
    sortOrder: option(['asc', 'desc']).default('desc'),
  },
  { error: messages.badRequest },
);
export type ArticleListQuery = z.input<typeof articleListQuery>;
export type ArticleListQueryParsed = z.output<typeof articleListQuery>;

/** `GET kb/articles/{id}`: `countView=false` reads it without counting a view (the writers' form). */
export const articleReadQuery = z.object(
  {
    countView: option(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  },
  { error: messages.badRequest },
);
export type ArticleReadQuery = z.input<typeof articleReadQuery>;

/** What an article's readers did with it: views, '¿Le fue útil?' answers and 'Esto resolvió mi problema'. */
export const articleCounts = z
  .object({ views: z.number(), helpful: z.number(), notHelpful: z.number(), deflections: z.number() })
  .meta({ id: 'ArticleCounts' });
export type ArticleCounts = z.infer<typeof articleCounts>;

const articleFields = {
  id: z.number(),
  title: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  subCategoryId: z.number().nullable(),
  subCategoryName: z.string().nullable(),
  audience: z.enum(articleAudiences),
  entityTypeIds: z.array(z.number()),
  status: z.enum(articleStatuses),
  /** The number of the current version (1 for a new article, one more with each save or restore). */
  version: z.number(),
  modifiedDate: z.string(),
  modifiedByName: z.string(),
};

/** A row of the writers' list. */
export const articleRow = z.object({ ...articleFields, counts: articleCounts }).meta({ id: 'ArticleRow' });
export type ArticleRow = z.infer<typeof articleRow>;
export const articlePage = z.object({ rows: z.array(articleRow), total: z.number() }).meta({ id: 'ArticlePage' });
export type ArticlePage = z.infer<typeof articlePage>;

/**
 * `GET kb/articles/{id}` (and the answer of create, update and restore): the body with its images' signed links.
 * `counts` only for writers (null for readers); `myFeedback` is the caller's '¿Le fue útil?' answer, null before one.
 */
export const article = z
  .object({
    ...articleFields,
    body: z.string(),
    createdDate: z.string(),
    counts: articleCounts.nullable(),
    myFeedback: z.boolean().nullable(),
    /** Holds permission 32: may edit, delete, see the versions and restore. */
    canEdit: z.boolean(),
  })
  .meta({ id: 'Article' });
export type Article = z.infer<typeof article>;

/** `GET kb/articles/{id}/versions` (writers), newest first: each save's whole article. */
export const articleVersion = z
  .object({
    id: z.number(),
    version: z.number(),
    title: z.string(),
    body: z.string(),
    categoryId: z.number(),
    subCategoryId: z.number().nullable(),
    audience: z.enum(articleAudiences),
    entityTypeIds: z.array(z.number()),
    status: z.enum(articleStatuses),
    createdDate: z.string(),
    createdBy: z.number(),
    createdByName: z.string(),
    /** The version it restored, null for an ordinary save. */
    restoredFrom: z.number().nullable(),
  })
  .meta({ id: 'ArticleVersion' });
export type ArticleVersion = z.infer<typeof articleVersion>;

/** `POST kb/articles/{id}/feedback`: '¿Le fue útil?' — one answer per user and article, the last one counts. */
export const articleFeedbackInput = z.object(
  { helpful: z.boolean({ error: knowledgeMessages.helpfulFlag }) },
  { error: messages.badRequest },
);
export type ArticleFeedbackInput = z.input<typeof articleFeedbackInput>;
export const articleFeedbackResult = z.object({ helpful: z.boolean() }).meta({ id: 'ArticleFeedbackResult' });
export type ArticleFeedbackResult = z.infer<typeof articleFeedbackResult>;
