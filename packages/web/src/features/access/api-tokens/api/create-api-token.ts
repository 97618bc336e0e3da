// POST /api/api-tokens: a token of the signed-in user; the answer carries the token this once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenInput, CreatedApiToken } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { apiTokensQueryKey } from './api-tokens-query-keys';

export const createApiToken = (input: ApiTokenInput) => apiPost<CreatedApiToken>('/api-tokens', input);

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
