// GET /api/categories: every category with its owner and department names, active or not (permission 8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { categoriesQueryKeys } from './categories-query-keys';

export const getCategories = (signal?: AbortSignal) => apiGet<Category[]>('/categories', undefined, signal);

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: categoriesQueryKeys.list, queryFn: ({ signal }) => getCategories(signal) });

export const useCategories = () => useQuery(categoriesQueryOptions());
