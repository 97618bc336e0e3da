// POST /api/subcategories: a new sub-category.
import type { SubCategory, SubCategoryInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const createSubCategory = (input: SubCategoryInputParsed) => apiPost<SubCategory>('/subcategories', input);

export const useCreateSubCategory = () => useCatalogueMutation(createSubCategory, [subCategoriesQueryKeys.all]);
