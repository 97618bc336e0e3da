// GET /api/kb/articles/{id}/versions: every save of an article, newest first (permission 32).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleVersion } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const getArticleVersions = (id: number, signal?: AbortSignal) =>
  apiGet<ArticleVersion[]>(`/kb/articles/${id}/versions`, undefined, signal);

export const articleVersionsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: knowledgeQueryKeys.versions(id),
    queryFn: ({ signal }) => getArticleVersions(id, signal),
    staleTime: 0,
  });

/** Read once the 'Versiones' tab is on screen. */
export const useArticleVersions = (id: number, enabled: boolean) => useQuery({ ...articleVersionsQueryOptions(id), enabled });
