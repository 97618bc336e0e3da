// POST /api/kb/articles: a new article (permission 32); its first version is kept.
import type { Article, ArticleInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const createArticle = (input: ArticleInputParsed) => apiPost<Article>('/kb/articles', input);

export const useCreateArticle = () => useCatalogueMutation(createArticle, [knowledgeQueryKeys.all]);
