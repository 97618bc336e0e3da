// The screens inside the signed-in layout: one entry per path with its permission id (spec 2's route table) and
// its lazily loaded screen. Menu entries without a screen yet point at the pending-feature screen; building a
// screen means replacing its `load` here.
import type { ComponentType } from 'react';
import { businessFunctionDefinitions, Permission, type PermissionId } from '@tms/contracts';

export interface AppRouteDefinition {
  path: string;
  title: string;
  /** Absent: any signed-in user may open it (spec 2: /profile, /ticket/{id}). */
  permissionId?: PermissionId;
  load: () => Promise<ComponentType>;
}

const labelOf = (id: PermissionId): string =>
  businessFunctionDefinitions.find((definition) => definition.id === id)?.label ?? '';

const pendingFeature = () => import('@/features/system/routes/pending-feature-page').then((m) => m.PendingFeaturePage);

const dashboard = () => import('@/features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage);
const users = () => import('@/features/users/routes/users-page').then((m) => m.UsersPage);
const changePassword = () =>
  import('@/features/auth/routes/change-password-page').then((m) => m.ChangePasswordPage);
const account = () => import('@/features/demo/routes/account-page').then((m) => m.AccountPage);
const demoSettings = () => import('@/features/demo/routes/settings-page').then((m) => m.SettingsPage);
const typography = () => import('@/features/demo/routes/typography-page').then((m) => m.TypographyPage);
const icons = () => import('@/features/demo/routes/icons-page').then((m) => m.IconsPage);

/** A menu screen that is not built yet: the path and permission are final, the screen is a placeholder. */
const pending = (path: string, permissionId: PermissionId): AppRouteDefinition => ({
  path,
  permissionId,
  title: labelOf(permissionId),
  load: pendingFeature,
});

export const appRoutes: AppRouteDefinition[] = [
  { path: '/dashboard', permissionId: Permission.Dashboard, title: labelOf(Permission.Dashboard), load: dashboard },
  { path: '/users', permissionId: Permission.Users, title: labelOf(Permission.Users), load: users },
  { path: '/profile', title: 'Perfil de usuario', load: changePassword },
  { path: '/change-password', title: 'Perfil de usuario', load: changePassword },

  pending('/ticket', Permission.CreateTicket),
  { path: '/ticket/:id', title: 'Detalle de ticket', load: pendingFeature },
  pending('/search-tickets', Permission.SearchTickets),
  pending('/received-tickets', Permission.ReceivedTickets),
  pending('/sent-tickets', Permission.SentTickets),
  pending('/subscribed-tickets', Permission.SubscribedTickets),
  pending('/assigned-tickets-report', Permission.AssignedTicketsReport),
  pending('/attachmentconfig', Permission.AttachmentConfig),
  pending('/companylocations', Permission.CompanyLocations),
  pending('/categories', Permission.Categories),
  pending('/sub-categories', Permission.SubCategories),
  pending('/user-groups', Permission.UserGroups),
  pending('/roles', Permission.Roles),
  pending('/permissions', Permission.Permissions),
  pending('/tasks', Permission.TaskTypes),
  pending('/task-configuration', Permission.TaskConfiguration),
  pending('/departments', Permission.Departments),

  // Template demo pages (spec 2 "Demo pages"), not product behaviour.
  { path: '/account', title: 'Cuenta', load: account },
  { path: '/settings', title: 'Configuración', load: demoSettings },
  { path: '/typography', title: 'Tipografía', load: typography },
  { path: '/icons', title: 'Iconos', load: icons },
];
