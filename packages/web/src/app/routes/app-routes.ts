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
  { path: '/dashboard', permissionId: Permission.Dashboard, title: labelOf(Permission.Dashboard), load: dashboard },
  { path: '/users', permissionId: Permission.Users, title: labelOf(Permission.Users), load: users },
  { path: '/profile', title: 'Perfil de usuario', load: changePassword },
  { path: '/change-password', title: 'Perfil de usuario', load: changePassword },

  { path: '/ticket', permissionId: Permission.CreateTicket, title: labelOf(Permission.CreateTicket), load: ticketPage },
  { path: '/ticket/:id', title: 'Detalle de ticket', load: ticketPage },
  {
    path: '/search-tickets',
    permissionId: Permission.SearchTickets,
    title: labelOf(Permission.SearchTickets),
    load: ticketSearchPage,
  },
  {
    path: '/received-tickets',
    permissionId: Permission.ReceivedTickets,
    title: labelOf(Permission.ReceivedTickets),
    load: ticketListPage,
  },
  { path: '/sent-tickets', permissionId: Permission.SentTickets, title: labelOf(Permission.SentTickets), load: ticketListPage },
  {
    path: '/subscribed-tickets',
    permissionId: Permission.SubscribedTickets,
    title: labelOf(Permission.SubscribedTickets),
    load: ticketListPage,
  },
  {
    path: '/assigned-tickets-report',
    permissionId: Permission.AssignedTicketsReport,
    title: labelOf(Permission.AssignedTicketsReport),
    load: assignedReportPage,
  },
  {
    path: '/attachmentconfig',
    permissionId: Permission.AttachmentConfig,
    title: labelOf(Permission.AttachmentConfig),
    load: attachmentConfigsPage,
  },
  {
    path: '/companylocations',
    permissionId: Permission.CompanyLocations,
    title: labelOf(Permission.CompanyLocations),
    load: companyLocationsPage,
  },
  { path: '/categories', permissionId: Permission.Categories, title: labelOf(Permission.Categories), load: categoriesPage },
  {
    path: '/sub-categories',
    permissionId: Permission.SubCategories,
    title: labelOf(Permission.SubCategories),
    load: subCategoriesPage,
  },
  { path: '/user-groups', permissionId: Permission.UserGroups, title: labelOf(Permission.UserGroups), load: userGroupsPage },
  { path: '/roles', permissionId: Permission.Roles, title: labelOf(Permission.Roles), load: rolesPage },
  { path: '/permissions', permissionId: Permission.Permissions, title: labelOf(Permission.Permissions), load: permissionsPage },
  { path: '/tasks', permissionId: Permission.TaskTypes, title: labelOf(Permission.TaskTypes), load: taskTypesPage },
  {
    path: '/task-configuration',
    permissionId: Permission.TaskConfiguration,
    title: labelOf(Permission.TaskConfiguration),
    load: taskConfigurationPage,
  },
  { path: '/departments', permissionId: Permission.Departments, title: labelOf(Permission.Departments), load: departmentsPage },
  { path: '/calendars', permissionId: Permission.Calendars, title: labelOf(Permission.Calendars), load: calendarsPage },
  {
    path: '/canned-responses',
    permissionId: Permission.CannedResponses,
    title: labelOf(Permission.CannedResponses),
    load: cannedResponsesPage,
  },
  { path: '/mailboxes', permissionId: Permission.Mailboxes, title: labelOf(Permission.Mailboxes), load: mailboxesPage },

  // Template demo pages (spec 2 "Demo pages"), not product behaviour.
  { path: '/account', title: 'Cuenta', load: account },
  { path: '/settings', title: 'Configuración', load: demoSettings },
  { path: '/typography', title: 'Tipografía', load: typography },
  { path: '/icons', title: 'Iconos', load: icons },
];
