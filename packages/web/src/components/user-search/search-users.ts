// GET /api/users/search/{text}: active users matching a text (type-ahead of user pickers in several screens).
import { queryOptions } from '@tanstack/react-query';
import type { UserSearchItem } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';

/** A user as a picker holds it: enough to show and to send. */
export interface UserOption {
  id: number;
  displayName: string;
  userName?: string;
}

export const searchUsers = (text: string, signal?: AbortSignal) =>
  apiGet<UserSearchItem[]>(`/users/search/${encodeURIComponent(text)}`, undefined, signal);

export const userSearchQueryOptions = (text: string) =>
  queryOptions<UserOption[]>({
    queryKey: ['users', 'search', text],
    queryFn: ({ signal }) => searchUsers(text, signal),
    staleTime: 60_000,
  });

export const userOptionLabel = (user: UserOption) =>
  user.userName ? `${user.displayName} (${user.userName})` : user.displayName;
