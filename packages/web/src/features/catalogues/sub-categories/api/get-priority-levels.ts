// GET /api/prioritylevel/subcategory/{id}: one row per active severity, with the sub-category's level for it when one
// exists (then isActive) — the 'SLA' tab.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubCategoryPriorityLevel } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const getPriorityLevels = (subCategoryId: number, signal?: AbortSignal) =>
  apiGet<SubCategoryPriorityLevel[]>(`/prioritylevel/subcategory/${subCategoryId}`, undefined, signal);

export const priorityLevelsQueryOptions = (subCategoryId: number) =>
  queryOptions({
    queryKey: subCategoriesQueryKeys.of('priority-levels', subCategoryId),
    queryFn: ({ signal }) => getPriorityLevels(subCategoryId, signal),
    staleTime: 0,
  });

export const usePriorityLevels = (subCategoryId: number) => useQuery(priorityLevelsQueryOptions(subCategoryId));
