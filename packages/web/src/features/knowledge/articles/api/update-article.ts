// PUT /api/kb/articles/{id}: saves an article (permission 32); the save is kept as a new version.
import type { Article, ArticleInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const updateArticle = ({ id, input }: { id: number; input: ArticleInputParsed }) =>
  apiPut<Article>(`/kb/articles/${id}`, input);

export const useUpdateArticle = () => useCatalogueMutation(updateArticle, [knowledgeQueryKeys.all]);
