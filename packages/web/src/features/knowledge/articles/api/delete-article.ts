// DELETE /api/kb/articles/{id}: removes an article (permission 32).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const deleteArticle = (id: number) => apiDelete<ResultAnswer>(`/kb/articles/${id}`);

export const useDeleteArticle = () => useCatalogueMutation(deleteArticle, [knowledgeQueryKeys.all]);
