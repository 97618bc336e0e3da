// POST /api/deparments/{id}/members: adds users to a department (present members and duplicates are ignored).
import type { Department } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { departmentsQueryKeys } from './departments-query-keys';

export const addDepartmentMembers = ({ id, userIds }: { id: number; userIds: number[] }) =>
  apiPost<Department>(`/deparments/${id}/members`, { userIds });

export const useAddDepartmentMembers = () => useCatalogueMutation(addDepartmentMembers, [departmentsQueryKeys.all]);
