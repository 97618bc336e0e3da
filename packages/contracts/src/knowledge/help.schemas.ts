// What 'Ayuda' (/help) and the new-ticket form read (docs/product/self-service.md#search and #suggestions): the
// landing (categories with their articles, the most useful), a category's list, the search as one types, and the
// suggestions while a ticket is written. Only published articles of the caller's audience ever appear.
import { z } from 'zod';
import { messages } from '../common/messages';
import { optionalIdFilter } from '../common/fields';
import { articleAudiences, knowledgeMessages, pageFields } from './articles.schemas';

export const KB_SEARCH_TEXT_MAX = 200;
export const KB_SEARCH_MAX_PAGE_SIZE = 20;
const KB_SEARCH_DEFAULT_PAGE_SIZE = 10;
/** Subject and detail as typed (plain text): the web sends at most this many characters. */
export const SUGGESTION_TEXT_MAX = 4000;
/** Articles and tickets each the suggestions answer with at most. */
export const SUGGESTIONS_LIMIT = 5;
/** Articles each category of the landing lists, and the landing's 'Artículos más útiles'. */
export const HELP_LANDING_ARTICLES = 5;
const HELP_LIST_MAX_PAGE_SIZE = 100;
const HELP_LIST_DEFAULT_PAGE_SIZE = 20;

/** The text of `GET kb/suggestions`: the subject, a space and the detail's plain text, cut to the limit. */
export const suggestionText = (subject: string, detailText: string) =>
  `${subject.trim()} ${detailText.trim()}`.trim().slice(0, SUGGESTION_TEXT_MAX);

/** An article as the reader lists show it. `summary`: the first plain-text characters of the body. */
export const articleCard = z
  .object({
    id: z.number(),
    title: z.string(),
    summary: z.string(),
    categoryId: z.number(),
    categoryName: z.string(),
    subCategoryId: z.number().nullable(),
    subCategoryName: z.string().nullable(),
    audience: z.enum(articleAudiences),
    modifiedDate: z.string(),
    views: z.number(),
    helpfulCount: z.number(),
  })
  .meta({ id: 'ArticleCard' });
export type ArticleCard = z.infer<typeof articleCard>;

/** `GET kb/help`: the landing of 'Ayuda' — each category with readable articles, and the most useful articles. */
export const helpLanding = z
  .object({
    categories: z.array(
      z.object({
        categoryId: z.number(),
        categoryName: z.string(),
        /** Readable articles in the category; `articles` lists the HELP_LANDING_ARTICLES most useful. */
        articleCount: z.number(),
        articles: z.array(articleCard),
      }),
    ),
    mostUseful: z.array(articleCard),
  })
  .meta({ id: 'HelpLanding' });
export type HelpLanding = z.infer<typeof helpLanding>;

/** 'helpful': most '¿Le fue útil?' yes answers first ('Artículos más útiles'), then views. */
export const helpSortFields = ['helpful', 'views', 'title', 'modifiedDate'] as const;

/** `GET kb/help/articles`: the readable articles, of one category or all, paged. */
export const helpListQuery = z.object(
  {
    ...pageFields(HELP_LIST_MAX_PAGE_SIZE, HELP_LIST_DEFAULT_PAGE_SIZE),
    categoryId: optionalIdFilter,
    subCategoryId: optionalIdFilter,
    sortField: z.enum(helpSortFields, { error: messages.invalidOption }).default('helpful'),
  },
  { error: messages.badRequest },
);
export type HelpListQuery = z.input<typeof helpListQuery>;
export type HelpListQueryParsed = z.output<typeof helpListQuery>;
export const articleCardPage = z.object({ rows: z.array(articleCard), total: z.number() }).meta({ id: 'ArticleCardPage' });
export type ArticleCardPage = z.infer<typeof articleCardPage>;

/** `GET kb/search?q=`: words as typed (accents, case and small typos do not matter), a page of at most 20. */
export const kbSearchQuery = z.object(
  {
    q: z
      .string({ error: messages.fieldRequired })
      .trim()
      .min(1, messages.fieldRequired)
      .max(KB_SEARCH_TEXT_MAX, knowledgeMessages.searchText),
    ...pageFields(KB_SEARCH_MAX_PAGE_SIZE, KB_SEARCH_DEFAULT_PAGE_SIZE),
    categoryId: optionalIdFilter,
  },
  { error: messages.badRequest },
);
export type KbSearchQuery = z.input<typeof kbSearchQuery>;
export type KbSearchQueryParsed = z.output<typeof kbSearchQuery>;

/**
 * A search hit, best first. `titleHighlight` and `fragment` are HTML whose only element is `<mark>` around the words
 * found (everything else escaped), ready to render as HTML.
 */
export const kbSearchHit = z
  .object({
    id: z.number(),
    title: z.string(),
    titleHighlight: z.string(),
    fragment: z.string(),
    categoryId: z.number(),
    categoryName: z.string(),
    subCategoryName: z.string().nullable(),
    audience: z.enum(articleAudiences),
    modifiedDate: z.string(),
    helpfulCount: z.number(),
  })
  .meta({ id: 'KbSearchHit' });
export type KbSearchHit = z.infer<typeof kbSearchHit>;
/** `total` counts every hit (the page shows `pageSize` of them). */
export const kbSearchPage = z.object({ rows: z.array(kbSearchHit), total: z.number() }).meta({ id: 'KbSearchPage' });
export type KbSearchPage = z.infer<typeof kbSearchPage>;

/** `GET kb/suggestions?text=`: the subject and detail being typed. Fewer than 3 letters answers nothing. */
export const kbSuggestionsQuery = z.object(
  {
    text: z.string({ error: messages.fieldRequired }).trim().max(SUGGESTION_TEXT_MAX, knowledgeMessages.suggestionText),
  },
  { error: messages.badRequest },
);
export type KbSuggestionsQuery = z.input<typeof kbSuggestionsQuery>;

/** A similar open ticket the caller may see (internal users only). */
export const similarTicket = z
  .object({
    id: z.number(),
    subject: z.string(),
    statusId: z.number(),
    status: z.string(),
    modifiedDate: z.string(),
  })
  .meta({ id: 'SimilarTicket' });
export type SimilarTicket = z.infer<typeof similarTicket>;

/** Up to five readable published articles, and for internal users up to five similar open tickets (else []). */
export const kbSuggestions = z
  .object({ articles: z.array(kbSearchHit), tickets: z.array(similarTicket) })
  .meta({ id: 'KbSuggestions' });
export type KbSuggestions = z.infer<typeof kbSuggestions>;

/** `POST kb/articles/{id}/deflection` ('Esto resolvió mi problema'): counted; no body. */
export const deflectionResult = z.object({ result: z.boolean() }).meta({ id: 'DeflectionResult' });
export type DeflectionResult = z.infer<typeof deflectionResult>;
