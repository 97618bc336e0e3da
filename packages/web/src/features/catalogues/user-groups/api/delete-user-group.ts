// DELETE /api/usergroups/{id}: deactivates a group; it stays listed with isActive false.
import type { ResultAnswer } from '@tms/contracts';
import { apiDelete } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { userGroupsQueryKeys } from './user-groups-query-keys';

export const deleteUserGroup = (id: number) => apiDelete<ResultAnswer>(`/usergroups/${id}`);

export const useDeleteUserGroup = () => useCatalogueMutation(deleteUserGroup, [userGroupsQueryKeys.all]);
