// GET /api/users/all: the active users, for the member dialogs of the catalogues; with ?internal=true the internal
// ones only, for the owner (responsible) pickers: clients and providers are never responsibles
// (docs/product/tickets.md#routing-and-sla).
import { useQuery } from '@tanstack/react-query';
import type { UserSearchItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getActiveUsers = (signal?: AbortSignal) => apiGet<UserSearchItem[]>('/users/all', undefined, signal);

export const activeUsersQueryOptions = () => lookupQueryOptions(lookupKeys.activeUsers(), getActiveUsers);

export const useActiveUsers = () => useQuery(activeUsersQueryOptions());

export const getInternalUsers = (signal?: AbortSignal) => apiGet<UserSearchItem[]>('/users/all', { internal: 'true' }, signal);

export const internalUsersQueryOptions = () => lookupQueryOptions(lookupKeys.internalUsers(), getInternalUsers);

/** The users a catalogue may name as responsible: active and internal. */
export const useInternalUsers = () => useQuery(internalUsersQueryOptions());

export const userLabel = (user: Pick<UserSearchItem, 'displayName' | 'userName'>) => `${user.displayName} (${user.userName})`;
