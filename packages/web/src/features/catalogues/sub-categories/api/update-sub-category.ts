// PUT /api/subcategories/{id}: saves a sub-category's general data.
import type { SubCategory, SubCategoryInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const updateSubCategory = ({ id, input }: { id: number; input: SubCategoryInputParsed }) =>
  apiPut<SubCategory>(`/subcategories/${id}`, input);

export const useUpdateSubCategory = () => useCatalogueMutation(updateSubCategory, [subCategoriesQueryKeys.all]);
