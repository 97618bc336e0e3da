// DELETE /api/companylocations/{id}: deactivates a branch; it stays listed with isActive false
// (docs/product/catalogues.md#branches).
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { companyLocationsQueryKeys } from './company-locations-query-keys';

export const deleteCompanyLocation = (id: number) => apiDelete<ResultAnswer>(`/companylocations/${id}`);

export const useDeleteCompanyLocation = () => useCatalogueMutation(deleteCompanyLocation, [companyLocationsQueryKeys.all]);
