// GET /api/categories/all: the categories the user may pick (external users: public ones only).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryItem } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKey } from '@/lib/lookups/lookup-query';

export const getCategories = (signal?: AbortSignal) => apiGet<CategoryItem[]>('/categories/all', undefined, signal);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKey('categories'),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
