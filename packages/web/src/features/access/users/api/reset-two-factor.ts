// DELETE /api/users/{id}/two-factor: an administrator turns a user's second step off (docs/product/access.md#two-step-sign-in).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api/api-client';
import { usersQueryKeys } from './users-query-keys';

export const resetTwoFactor = (id: number) => apiDelete<{ result: boolean }>(`/users/${id}/two-factor`);

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: (_answer, id) => queryClient.invalidateQueries({ queryKey: usersQueryKeys.detail(id) }),
  });
}
