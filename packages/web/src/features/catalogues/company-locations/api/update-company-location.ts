// PUT /api/companylocations/{id}: saves a branch and its address.
import type { CompanyLocation, CompanyLocationInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { companyLocationsQueryKeys } from './company-locations-query-keys';

export const updateCompanyLocation = ({ id, input }: { id: number; input: CompanyLocationInputParsed }) =>
  apiPut<CompanyLocation>(`/companylocations/${id}`, input);

export const useUpdateCompanyLocation = () => useCatalogueMutation(updateCompanyLocation, [companyLocationsQueryKeys.all]);
