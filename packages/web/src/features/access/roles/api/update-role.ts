// PUT /api/roles/{id}: saves a role; 400 'El rol no es editable.' for a locked one.
import type { Role, RoleInputParsed } from '@tms/contracts';
import { apiPut } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { rolesQueryKeys } from './roles-query-keys';

export const updateRole = ({ id, input }: { id: number; input: RoleInputParsed }) => apiPut<Role>(`/roles/${id}`, input);

export const useUpdateRole = () => useCatalogueMutation(updateRole, [rolesQueryKeys.all]);
