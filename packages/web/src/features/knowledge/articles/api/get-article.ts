// GET /api/kb/articles/{id}: one article. A reader's read counts a view; the writers' form reads it with
// `countView=false`, afresh each time it opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const getArticle = (id: number, countView: boolean, signal?: AbortSignal) =>
  apiGet<Article>(`/kb/articles/${id}`, countView ? undefined : { countView: 'false' }, signal);

export const articleQueryOptions = (id: number, countView: boolean) =>
  queryOptions({
    queryKey: knowledgeQueryKeys.article(id, countView),
    queryFn: ({ signal }) => getArticle(id, countView, signal),
    staleTime: 0,
  });

/** A reader opening the article (counts a view); none while `id` is null. */
export const useArticle = (id: number | null) => useQuery({ ...articleQueryOptions(id ?? 0, true), enabled: id !== null });

/** The writers' record (no view counted); none while `id` is null, a new article. */
export const useArticleRecord = (id: number | null) => useQuery({ ...articleQueryOptions(id ?? 0, false), enabled: id !== null });
