// GET /api/categories/{id}: one category with its public configs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { categoriesQueryKeys } from './categories-query-keys';

export const getCategory = (id: number, signal?: AbortSignal) => apiGet<Category>(`/categories/${id}`, undefined, signal);

export const categoryQueryOptions = (id: number) =>
  queryOptions({ queryKey: categoriesQueryKeys.detail(id), queryFn: ({ signal }) => getCategory(id, signal), staleTime: 0 });

export const useCategory = (id: number | null) => useQuery({ ...categoryQueryOptions(id ?? 0), enabled: id !== null });
