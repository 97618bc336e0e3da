// GET /api/usergroups/all: the active groups, for the sub-category's group.
import { useQuery } from '@tanstack/react-query';
import type { LookupItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getUserGroupOptions = (signal?: AbortSignal) => apiGet<LookupItem[]>('/usergroups/all', undefined, signal);

export const userGroupOptionsQueryOptions = () => lookupQueryOptions(lookupKeys.userGroups(), getUserGroupOptions);

export const useUserGroupOptions = () => useQuery(userGroupOptionsQueryOptions());
