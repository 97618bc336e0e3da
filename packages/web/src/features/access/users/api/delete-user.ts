// DELETE /api/users/{id}: 409 when tickets or catalogues still point at the user (deactivate instead).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/lib/api/api-client';
import { invalidateUserReads } from './users-query-keys';

export const deleteUser = (id: number) => apiDelete<{ result: boolean }>(`/users/${id}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => invalidateUserReads(queryClient),
  });
}
