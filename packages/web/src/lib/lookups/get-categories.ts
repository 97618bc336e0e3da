// GET /api/categories/all: the active categories the user may pick (external users get only the public ones for
// their entity type). The ticket form, the Buscador and the catalogue screens offer them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryItem } from '@tms/contracts';
import { apiGet } from '../api/api-client';
import { LOOKUP_STALE_TIME_MS, lookupKeys } from './lookup-keys';

export const getCategories = (signal?: AbortSignal) => apiGet<CategoryItem[]>('/categories/all', undefined, signal);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
