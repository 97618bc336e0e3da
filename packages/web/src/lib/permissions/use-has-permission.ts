// Whether the signed-in user holds a permission id (false while the list loads).
import { hasPermission } from './permission-checks';
import { usePermissions } from './get-permissions';

export function useHasPermission(permissionId: number): boolean {
  const { data } = usePermissions();
  return data ? hasPermission(data, permissionId) : false;
}
