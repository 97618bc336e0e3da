// GET /api/subcategories: every sub-category with its category, owner and group names, active or not (permission 9;
// the standalone screen's 'Ver todas', docs/product/catalogues.md#sub-categories).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubCategory } from '@tms/contracts';
import { apiGet } from '@/lib/api/api-client';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const getSubCategories = (signal?: AbortSignal) => apiGet<SubCategory[]>('/subcategories', undefined, signal);

export const subCategoriesQueryOptions = () =>
  queryOptions({ queryKey: subCategoriesQueryKeys.list, queryFn: ({ signal }) => getSubCategories(signal) });

export const useSubCategories = (enabled: boolean) => useQuery({ ...subCategoriesQueryOptions(), enabled });
