// POST /api/kb/articles/{id}/versions/{versionId}/restore: the article takes that version's content again, kept as a
// new version (permission 32); answers the article.
import type { Article } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const restoreArticleVersion = ({ id, versionId }: { id: number; versionId: number }) =>
  apiPost<Article>(`/kb/articles/${id}/versions/${versionId}/restore`);

export const useRestoreArticleVersion = () => useCatalogueMutation(restoreArticleVersion, [knowledgeQueryKeys.all]);
