// GET /api/usergroups/{id}: one group with its members.
import type { UserGroup } from '@tms/contracts';
import { useCatalogueRecord } from '@/components/catalogue-kit/api/catalogue-record-query';
import { apiGet } from '@/lib/api/api-client';
import { userGroupsQueryKeys } from './user-groups-query-keys';

export const getUserGroup = (id: number, signal?: AbortSignal) => apiGet<UserGroup>(`/usergroups/${id}`, undefined, signal);

export const useUserGroup = (id: number | null) => useCatalogueRecord(userGroupsQueryKeys, getUserGroup, id);
