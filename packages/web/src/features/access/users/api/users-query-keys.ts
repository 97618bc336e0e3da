// Cache keys of the users screen; every change to a user invalidates `all`.
import type { PageQuery } from '@tms/contracts';

export const usersQueryKeys = {
  all: ['users'] as const,
  list: (query: PageQuery) => ['users', 'list', query] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};
