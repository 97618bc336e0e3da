// The screens inside the signed-in layout: one entry per path with its permission id (spec 2's route table) and
// its lazily loaded screen. Each screen lives in its feature's routes/ folder.
import type { ComponentType } from 'react';
import { businessFunctionDefinitions, Permission, type PermissionId } from '@tms/contracts';

export interface AppRouteDefinition {
  path: string;
  title: string;
  /** Absent: any signed-in user may open it (spec 2: /profile, /ticket/{id}). */
  permissionId?: PermissionId;
  load: () => Promise<ComponentType>;
}

const labelOf = (id: PermissionId): string => businessFunctionDefinitions.find((definition) => definition.id === id)?.label ?? '';

/** A screen behind a permission: its title is the permission's label. */
const guarded = (path: string, permissionId: PermissionId, load: AppRouteDefinition['load']): AppRouteDefinition => ({
  path,
  permissionId,
  title: labelOf(permissionId),
  load,
});

const dashboard = () => import('@/features/finding/dashboard/routes/dashboard-page').then((m) => m.DashboardPage);
const users = () => import('@/features/access/users/routes/users-page').then((m) => m.UsersPage);
const changePassword = () => import('@/features/access/auth/routes/change-password-page').then((m) => m.ChangePasswordPage);
const account = () => import('@/features/system/demo/routes/account-page').then((m) => m.AccountPage);
const demoSettings = () => import('@/features/system/demo/routes/settings-page').then((m) => m.SettingsPage);
const typography = () => import('@/features/system/demo/routes/typography-page').then((m) => m.TypographyPage);
const icons = () => import('@/features/system/demo/routes/icons-page').then((m) => m.IconsPage);
const ticketPage = () => import('@/features/tickets/tickets/routes/ticket-page').then((m) => m.TicketPage);
const ticketSearchPage = () =>
  import('@/features/finding/ticket-search/routes/ticket-search-page').then((m) => m.TicketSearchPage);
const ticketListPage = () => import('@/features/finding/ticket-lists/routes/ticket-list-page').then((m) => m.TicketListPage);
const assignedReportPage = () =>
  import('@/features/finding/assigned-report/routes/assigned-report-page').then((m) => m.AssignedReportPage);
const attachmentConfigsPage = () =>
  import('@/features/catalogues/attachment-configs/routes/attachment-configs-page').then((m) => m.AttachmentConfigsPage);
const companyLocationsPage = () =>
  import('@/features/catalogues/company-locations/routes/company-locations-page').then((m) => m.CompanyLocationsPage);
const categoriesPage = () => import('@/features/catalogues/categories/routes/categories-page').then((m) => m.CategoriesPage);
const subCategoriesPage = () =>
  import('@/features/catalogues/sub-categories/routes/sub-categories-page').then((m) => m.SubCategoriesPage);
const userGroupsPage = () => import('@/features/catalogues/user-groups/routes/user-groups-page').then((m) => m.UserGroupsPage);
const rolesPage = () => import('@/features/access/roles/routes/roles-page').then((m) => m.RolesPage);
const permissionsPage = () => import('@/features/access/permissions/routes/permissions-page').then((m) => m.PermissionsPage);
const taskTypesPage = () => import('@/features/catalogues/task-types/routes/task-types-page').then((m) => m.TaskTypesPage);
const taskConfigurationPage = () =>
  import('@/features/catalogues/task-configuration/routes/task-configuration-page').then((m) => m.TaskConfigurationPage);
const departmentsPage = () => import('@/features/catalogues/departments/routes/departments-page').then((m) => m.DepartmentsPage);
const calendarsPage = () => import('@/features/calendars/routes/calendars-page').then((m) => m.CalendarsPage);
const cannedResponsesPage = () =>
  import('@/features/catalogues/canned-responses/routes/canned-responses-page').then((m) => m.CannedResponsesPage);
const mailboxesPage = () => import('@/features/channels/mailboxes/routes/mailboxes-page').then((m) => m.MailboxesPage);

export const appRoutes: AppRouteDefinition[] = [
  guarded('/dashboard', Permission.Dashboard, dashboard),
  guarded('/users', Permission.Users, users),
  { path: '/profile', title: 'Perfil de usuario', load: changePassword },
  { path: '/change-password', title: 'Perfil de usuario', load: changePassword },

  guarded('/ticket', Permission.CreateTicket, ticketPage),
  { path: '/ticket/:id', title: 'Detalle de ticket', load: ticketPage },
  guarded('/search-tickets', Permission.SearchTickets, ticketSearchPage),
  guarded('/received-tickets', Permission.ReceivedTickets, ticketListPage),
  guarded('/sent-tickets', Permission.SentTickets, ticketListPage),
  guarded('/subscribed-tickets', Permission.SubscribedTickets, ticketListPage),
  guarded('/assigned-tickets-report', Permission.AssignedTicketsReport, assignedReportPage),
  guarded('/attachmentconfig', Permission.AttachmentConfig, attachmentConfigsPage),
  guarded('/companylocations', Permission.CompanyLocations, companyLocationsPage),
  guarded('/categories', Permission.Categories, categoriesPage),
  guarded('/sub-categories', Permission.SubCategories, subCategoriesPage),
  guarded('/user-groups', Permission.UserGroups, userGroupsPage),
  guarded('/roles', Permission.Roles, rolesPage),
  guarded('/permissions', Permission.Permissions, permissionsPage),
  guarded('/tasks', Permission.TaskTypes, taskTypesPage),
  guarded('/task-configuration', Permission.TaskConfiguration, taskConfigurationPage),
  guarded('/departments', Permission.Departments, departmentsPage),
  guarded('/calendars', Permission.Calendars, calendarsPage),
  guarded('/canned-responses', Permission.CannedResponses, cannedResponsesPage),
  guarded('/mailboxes', Permission.Mailboxes, mailboxesPage),

  // Template demo pages (spec 2 "Demo pages"), not product behaviour.
  { path: '/account', title: 'Cuenta', load: account },
  { path: '/settings', title: 'Configuración', load: demoSettings },
  { path: '/typography', title: 'Tipografía', load: typography },
  { path: '/icons', title: 'Iconos', load: icons },
];
