// DELETE /api/deparments/{id}/members/{userId}: takes a user out of a department.
import type { Department } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { departmentsQueryKeys } from './departments-query-keys';

export const removeDepartmentMember = ({ id, userId }: { id: number; userId: number }) =>
  apiDelete<Department>(`/deparments/${id}/members/${userId}`);

export const useRemoveDepartmentMember = () => useCatalogueMutation(removeDepartmentMember, [departmentsQueryKeys.all]);
