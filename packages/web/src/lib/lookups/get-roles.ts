// GET /api/roles/all: active roles with their code (the code decides a user's entity type, spec 4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getRoles = (signal?: AbortSignal) => apiGet<RoleItem[]>('/roles/all', undefined, signal);

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: lookupKeys.roles(), queryFn: ({ signal }) => getRoles(signal), staleTime: LOOKUP_STALE_TIME_MS });

export const useRoles = () => useQuery(rolesQueryOptions());
