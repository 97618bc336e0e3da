// POST /api/businessFunctionRoles/massive: with type 'role', the permissions a role must hold; with type
// 'businessFunction', the roles that must hold a permission. Answers true
// (docs/product/access.md#permissions).
import type { MassiveAssignment } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { OWN_PERMISSIONS_KEY, permissionsQueryKeys } from './permissions-query-keys';

export const saveAssignments = (input: MassiveAssignment) => apiPost<true>('/businessFunctionRoles/massive', input);

export const useSaveAssignments = () => useCatalogueMutation(saveAssignments, [permissionsQueryKeys.all, OWN_PERMISSIONS_KEY]);
