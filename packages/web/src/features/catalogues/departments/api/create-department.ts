// POST /api/deparments: a new department.
import type { Department, DepartmentInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { departmentsQueryKeys } from './departments-query-keys';

export const createDepartment = (input: DepartmentInputParsed) => apiPost<Department>('/deparments', input);

export const useCreateDepartment = () => useCatalogueMutation(createDepartment, [departmentsQueryKeys.all]);
