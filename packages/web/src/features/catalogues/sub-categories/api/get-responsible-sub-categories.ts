// GET /api/subcategories/responsible: the sub-categories the signed-in user is responsible for, directly or at a
// branch (the standalone screen's list, docs/product/catalogues.md#sub-categories).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubCategory } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const getResponsibleSubCategories = (signal?: AbortSignal) =>
  apiGet<SubCategory[]>('/subcategories/responsible', undefined, signal);

export const responsibleSubCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: subCategoriesQueryKeys.of('responsible'),
    queryFn: ({ signal }) => getResponsibleSubCategories(signal),
  });

export const useResponsibleSubCategories = (enabled: boolean) => useQuery({ ...responsibleSubCategoriesQueryOptions(), enabled });
