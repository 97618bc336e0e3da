// PUT /api/deparments/{id}: saves a department's data (its members stay as they are: the form omits them).
import type { Department, DepartmentInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { departmentsQueryKeys } from './departments-query-keys';

export const updateDepartment = ({ id, input }: { id: number; input: DepartmentInputParsed }) =>
  apiPut<Department>(`/deparments/${id}`, input);

export const useUpdateDepartment = () => useCatalogueMutation(updateDepartment, [departmentsQueryKeys.all]);
