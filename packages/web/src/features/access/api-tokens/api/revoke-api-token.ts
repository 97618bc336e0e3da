// DELETE /api/api-tokens/{id}: revokes a token; it answers 401 to every call from then on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { apiTokensQueryKey } from './api-tokens-query-keys';

export const revokeApiToken = (id: number) => apiDelete<ApiToken>(`/api-tokens/${id}`);

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
