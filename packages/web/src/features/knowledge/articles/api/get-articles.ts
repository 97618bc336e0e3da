// GET /api/kb/articles: one page of the writers' list (permission 32), filtered by title words, sorted by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticlePage, ArticleSortField } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

/** The page the writers' table asks for (`articleListQuery` of the contracts); no sort: newest change first. */
export interface ArticleListRequest {
  page: number;
  pageSize: number;
  q?: string;
  sortField?: ArticleSortField;
  sortOrder?: 'asc' | 'desc';
}

export const getArticles = (query: ArticleListRequest, signal?: AbortSignal) =>
  apiGet<ArticlePage>('/kb/articles', { ...query }, signal);

export const articlesQueryOptions = (query: ArticleListRequest) =>
  queryOptions({
    queryKey: knowledgeQueryKeys.articles(query),
    queryFn: ({ signal }) => getArticles(query, signal),
    placeholderData: keepPreviousData,
  });

export const useArticles = (query: ArticleListRequest) => useQuery(articlesQueryOptions(query));
