// GET /api/kb/search?q=: the readable articles matching the words typed, best first, with the words found marked
// (docs/product/self-service.md#search). While the next text's answer comes, the last results stay on screen.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KbSearchPage } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const searchArticles = (text: string, signal?: AbortSignal) => apiGet<KbSearchPage>('/kb/search', { q: text }, signal);

export const articleSearchQueryOptions = (text: string) =>
  queryOptions({ queryKey: knowledgeQueryKeys.search(text), queryFn: ({ signal }) => searchArticles(text, signal) });

/** Nothing is asked for an empty text. */
export const useArticleSearch = (text: string) =>
  useQuery({ ...articleSearchQueryOptions(text), enabled: text.length > 0, placeholderData: keepPreviousData });
