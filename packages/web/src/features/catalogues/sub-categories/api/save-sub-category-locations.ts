// POST /api/subcategorylocations/save-multiple: the branches of a sub-category with their responsibles, all or none;
// refused with 'Primero se necesita configurar responsables a sucursales de categoria' while the category has no
// responsible at a branch being linked.
import type { SubCategoryLocation, SubCategoryLocationInput } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const saveSubCategoryLocations = (list: SubCategoryLocationInput[]) =>
  apiPost<SubCategoryLocation[]>('/subcategorylocations/save-multiple', list);

export const useSaveSubCategoryLocations = () => useCatalogueMutation(saveSubCategoryLocations, [subCategoriesQueryKeys.all]);
