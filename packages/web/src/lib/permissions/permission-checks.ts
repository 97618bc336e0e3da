// Questions about a loaded permission list.
import type { PermissionItem } from '@tms/contracts';

export type PermissionList = readonly Pick<PermissionItem, 'id' | 'url'>[];

export const hasPermission = (permissions: PermissionList, permissionId: number) =>
  permissions.some((permission) => permission.id === permissionId);

/** The first screen the user may open, for users without the dashboard. */
export const firstPermittedUrl = (permissions: PermissionList): string | undefined =>
  permissions.find((permission) => permission.url)?.url ?? undefined;
