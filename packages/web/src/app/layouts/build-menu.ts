// The sidebar's entries for a permission list: Dashboard (2), then the groups Tickets (4) and Administración (3),
// each shown with its own id and listing only the children whose ids the user holds.
import { businessFunctionDefinitions, menuGroups, Permission, type PermissionId } from '@tms/contracts';
import { hasPermission, type PermissionList } from '@/lib/permissions/permission-checks';

export interface MenuLink {
  id: PermissionId;
  label: string;
  url: string;
}

export interface MenuSection {
  id: PermissionId;
  label: string;
  links: MenuLink[];
}

export interface Menu {
  dashboard?: MenuLink;
  sections: MenuSection[];
}

function linkOf(id: PermissionId): MenuLink | undefined {
  const definition = businessFunctionDefinitions.find((candidate) => candidate.id === id);
  return definition?.url ? { id, label: definition.label, url: definition.url } : undefined;
}

export function buildMenu(permissions: PermissionList): Menu {
  const holds = (id: PermissionId) => hasPermission(permissions, id);
  const sections = menuGroups
    .filter((group) => holds(group.permissionId))
    .map((group) => ({
      id: group.permissionId,
      label: group.label,
      links: group.children.filter(holds).flatMap((id) => linkOf(id) ?? []),
    }))
    .filter((section) => section.links.length > 0);
  return { dashboard: holds(Permission.Dashboard) ? linkOf(Permission.Dashboard) : undefined, sections };
}
