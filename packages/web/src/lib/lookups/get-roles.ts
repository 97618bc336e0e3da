// GET /api/roles/all: active roles with their code (the code decides a user's entity type,
// docs/product/access.md#users).
import { useQuery } from '@tanstack/react-query';
import type { RoleItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getRoles = (signal?: AbortSignal) => apiGet<RoleItem[]>('/roles/all', undefined, signal);

export const rolesQueryOptions = () => lookupQueryOptions(lookupKeys.roles(), getRoles);

export const useRoles = () => useQuery(rolesQueryOptions());
