// GET /api/deparments/all: the active departments, for the category's department.
import { useQuery } from '@tanstack/react-query';
import type { LookupItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { lookupKeys } from './lookup-keys';
import { lookupQueryOptions } from './lookup-query-options';

export const getDepartmentOptions = (signal?: AbortSignal) => apiGet<LookupItem[]>('/deparments/all', undefined, signal);

export const departmentOptionsQueryOptions = () => lookupQueryOptions(lookupKeys.departments(), getDepartmentOptions);

export const useDepartmentOptions = () => useQuery(departmentOptionsQueryOptions());
