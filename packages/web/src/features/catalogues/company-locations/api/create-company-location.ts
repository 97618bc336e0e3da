// POST /api/companylocations: a new branch with its address, in one call.
import type { CompanyLocation, CompanyLocationInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { companyLocationsQueryKeys } from './company-locations-query-keys';

export const createCompanyLocation = (input: CompanyLocationInputParsed) => apiPost<CompanyLocation>('/companylocations', input);

export const useCreateCompanyLocation = () => useCatalogueMutation(createCompanyLocation, [companyLocationsQueryKeys.all]);
