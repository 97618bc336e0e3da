// Cache keys of the users screen; every change to a user invalidates `all` and the active-users picker list.
import type { QueryClient } from '@tanstack/react-query';
import type { PageQuery } from '@tms/contracts';
import { lookupKeys } from '@/lib/lookups/lookup-keys';

export const usersQueryKeys = {
  all: ['users'] as const,
  list: (query: PageQuery) => ['users', 'list', query] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

/** After a user is created, changed or deleted: the users screen and the owner / member pickers of the catalogues. */
export const invalidateUserReads = (queryClient: QueryClient) =>
  Promise.all([usersQueryKeys.all, lookupKeys.activeUsers()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
