// GET /api/users: one page of users, sorted and searched by the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PageQuery, User } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { usersQueryKeys } from './users-query-keys';

export const getUsers = (query: PageQuery, signal?: AbortSignal) => apiGet<Page<User>>('/users', query, signal);

export const usersQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: usersQueryKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: PageQuery) => useQuery(usersQueryOptions(query));
