// POST /api/users: a new user; answers the user and, when no password was given, the generated temporary one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserInputParsed, UserSaved } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { invalidateUserReads } from './users-query-keys';

export const createUser = (input: UserInputParsed) => apiPost<UserSaved>('/users', input);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => invalidateUserReads(queryClient),
  });
}
