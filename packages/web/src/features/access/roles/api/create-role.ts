// POST /api/roles: a new (editable) role; 400 'El rol ya existe' for a taken code.
import type { Role, RoleInputParsed } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';
import { useCatalogueMutation } from '@/components/catalogue-kit/api/use-catalogue-mutation';
import { rolesQueryKeys } from './roles-query-keys';

export const createRole = (input: RoleInputParsed) => apiPost<Role>('/roles', input);

export const useCreateRole = () => useCatalogueMutation(createRole, [rolesQueryKeys.all]);
