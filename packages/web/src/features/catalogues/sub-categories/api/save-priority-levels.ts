// POST /api/prioritylevel/multiple: the SLA levels of a sub-category at once; active rows are kept, inactive rows
// remove the level of their severity.
import type { PriorityLevelsInputParsed, SubCategoryPriorityLevel } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { subCategoriesQueryKeys } from './sub-categories-query-keys';

export const savePriorityLevels = (input: PriorityLevelsInputParsed) =>
  apiPost<SubCategoryPriorityLevel[]>('/prioritylevel/multiple', input);

export const useSavePriorityLevels = () => useCatalogueMutation(savePriorityLevels, [subCategoriesQueryKeys.all]);
