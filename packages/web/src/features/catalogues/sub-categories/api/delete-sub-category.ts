// DELETE /api/subcategories/{id}: removes a sub-category with its configuration; 409 while tickets use it.
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const deleteSubCategory = (id: number) => apiDelete<ResultAnswer>(`/subcategories/${id}`);

export const useDeleteSubCategory = () => useCatalogueMutation(deleteSubCategory, [subCategoriesQueryKeys.all]);
