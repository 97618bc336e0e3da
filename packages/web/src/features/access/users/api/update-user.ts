// PUT /api/users/{id}: saves a user's data (a password given here must be changed at the next sign-in).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInputParsed, UserSaved } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { invalidateUserReads } from './users-query-keys';

export const updateUser = ({ id, input }: { id: number; input: UserInputParsed }) => apiPut<UserSaved>(`/users/${id}`, input);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => invalidateUserReads(queryClient),
  });
}
