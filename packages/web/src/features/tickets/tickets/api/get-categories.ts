// GET /api/categories/all: the categories the user may pick (external users get only public ones for their type).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryItem } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { LOOKUP_STALE_TIME_MS } from '@/lib/lookups/lookup-query';
import { ticketQueryKeys } from './tickets-query-keys';

export const getCategories = (signal?: AbortSignal) => apiGet<CategoryItem[]>('/categories/all', undefined, signal);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ticketQueryKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LOOKUP_STALE_TIME_MS,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
