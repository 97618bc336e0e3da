// GET /api/api-tokens: the signed-in user's tokens (everyone's for an administrator of users), newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiToken } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { apiTokensQueryKey } from './api-tokens-query-keys';

export const getApiTokens = (signal?: AbortSignal) => apiGet<ApiToken[]>('/api-tokens', undefined, signal);

export const apiTokensQueryOptions = () =>
  queryOptions({ queryKey: apiTokensQueryKey, queryFn: ({ signal }) => getApiTokens(signal) });

export const useApiTokens = () => useQuery(apiTokensQueryOptions());
