// GET /api/categories/all: active categories the user may pick (drop-downs of the sub-category, attachment rule
// and task configuration screens).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryItem } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKey } from '@/lib/lookups/lookup-query';

export const getCategoryOptions = (signal?: AbortSignal) => apiGet<CategoryItem[]>('/categories/all', undefined, signal);

export const categoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: lookupKey('categories'),
    queryFn: ({ signal }) => getCategoryOptions(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useCategoryOptions = () => useQuery(categoryOptionsQueryOptions());
