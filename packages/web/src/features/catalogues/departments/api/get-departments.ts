// GET /api/deparments (spelled so, docs/product/conventions.md#api-conventions): every department, active or not
// (admin list, permission 24).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { departmentsQueryKeys } from './departments-query-keys';

export const getDepartments = (signal?: AbortSignal) => apiGet<Department[]>('/deparments', undefined, signal);

export const departmentsQueryOptions = () =>
  queryOptions({ queryKey: departmentsQueryKeys.list, queryFn: ({ signal }) => getDepartments(signal) });

export const useDepartments = () => useQuery(departmentsQueryOptions());
