// POST /api/categoryLocations/save-multiple: the branches of a category with their responsibles, all or none (an
// empty list does nothing, docs/product/catalogues.md#validation).
import type { CategoryLocation, CategoryLocationInput } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { categoriesQueryKeys } from './categories-query-keys';

export const saveCategoryLocations = (list: CategoryLocationInput[]) =>
  apiPost<CategoryLocation[]>('/categoryLocations/save-multiple', list);

export const useSaveCategoryLocations = () => useCatalogueMutation(saveCategoryLocations, [categoriesQueryKeys.all]);
