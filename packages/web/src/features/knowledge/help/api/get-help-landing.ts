// GET /api/kb/help: the landing of 'Ayuda' — each category with its most useful readable articles, and the most useful
// articles of all (docs/product/self-service.md#knowledge-base). Only published articles of the caller's audience.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpLanding } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { knowledgeQueryKeys } from '../../knowledge-query-keys';

export const getHelpLanding = (signal?: AbortSignal) => apiGet<HelpLanding>('/kb/help', undefined, signal);

export const helpLandingQueryOptions = () =>
  queryOptions({ queryKey: knowledgeQueryKeys.landing, queryFn: ({ signal }) => getHelpLanding(signal), staleTime: 0 });

export const useHelpLanding = () => useQuery(helpLandingQueryOptions());
