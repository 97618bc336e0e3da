// GET /api/kb/search?q= as a picker's options: the articles matching the words typed, best first (the reply editor's
// 'Insertar artículo').
import { queryOptions } from '@tanstack/react-query';
import type { KbSearchHit } from '@tms/contracts';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';
import { searchArticles } from './search-articles';

export const articleOptionsQuery = (text: string) =>
  queryOptions<KbSearchHit[]>({
    queryKey: [...knowledgeQueryKeys.search(text), 'options'],
    queryFn: async ({ signal }) => (await searchArticles(text, signal)).rows,
  });
