// GET /api/kb/suggestions?text=: while a ticket is written, up to five readable articles and, for internal users, up
// to five similar open tickets (docs/product/self-service.md#suggestions). The last answer stays until the next one.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { KbSuggestions } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const getSuggestions = (text: string, signal?: AbortSignal) => apiGet<KbSuggestions>('/kb/suggestions', { text }, signal);

export const suggestionsQueryOptions = (text: string) =>
  queryOptions({ queryKey: knowledgeQueryKeys.suggestions(text), queryFn: ({ signal }) => getSuggestions(text, signal) });

export const useSuggestions = (text: string, enabled: boolean) =>
  useQuery({ ...suggestionsQueryOptions(text), enabled, placeholderData: keepPreviousData });
