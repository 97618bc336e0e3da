// PUT /api/usergroups/{id}: saves a group; its members become exactly the ones sent.
import type { UserGroup, UserGroupInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { userGroupsQueryKeys } from './user-groups-query-keys';

export const updateUserGroup = ({ id, input }: { id: number; input: UserGroupInputParsed }) =>
  apiPut<UserGroup>(`/usergroups/${id}`, input);

export const useUpdateUserGroup = () => useCatalogueMutation(updateUserGroup, [userGroupsQueryKeys.all]);
