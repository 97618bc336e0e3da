// POST /api/usergroups: a new group with its members.
import type { UserGroup, UserGroupInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { userGroupsQueryKeys } from './user-groups-query-keys';

export const createUserGroup = (input: UserGroupInputParsed) => apiPost<UserGroup>('/usergroups', input);

export const useCreateUserGroup = () => useCatalogueMutation(createUserGroup, [userGroupsQueryKeys.all]);
