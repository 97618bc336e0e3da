// DELETE /api/categories/{id}: removes a category; 409 while sub-categories or tickets use it
// (docs/product/catalogues.md#errors).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { categoriesQueryKeys } from './categories-query-keys';

export const deleteCategory = (id: number) => apiDelete<ResultAnswer>(`/categories/${id}`);

export const useDeleteCategory = () => useCatalogueMutation(deleteCategory, [categoriesQueryKeys.all]);
