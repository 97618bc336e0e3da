// GET /api/deparments/{id}: one department with its members.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Department } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { departmentsQueryKeys } from './departments-query-keys';

export const getDepartment = (id: number, signal?: AbortSignal) => apiGet<Department>(`/deparments/${id}`, undefined, signal);

export const departmentQueryOptions = (id: number) =>
  queryOptions({ queryKey: departmentsQueryKeys.detail(id), queryFn: ({ signal }) => getDepartment(id, signal), staleTime: 0 });

export const useDepartment = (id: number | null) => useQuery({ ...departmentQueryOptions(id ?? 0), enabled: id !== null });
