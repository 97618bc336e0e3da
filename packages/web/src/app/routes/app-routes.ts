// The screens inside the signed-in layout: the screens table of @tms/contracts (path, permission id, title) with
// each screen's lazily loaded page, and the few paths any signed-in user may open (docs/product/screens.md#route-table).
// Each page lives in its feature's routes/ folder.
import type { ComponentType } from 'react';
import { helpScreen, Permission, screens, type PermissionId, type ScreenPermissionId } from '@tms/contracts';

type LoadPage = () => Promise<ComponentType>;

export interface AppRouteDefinition {
  path: string;
  title: string;
  /** Absent: any signed-in user may open it (docs/product/screens.md#access-to-screens: /profile, /ticket/{id}). */
  permissionId?: PermissionId;
  load: LoadPage;
}

const changePassword = () => import('@/features/access/auth/routes/change-password-page').then((m) => m.ChangePasswordPage);
// With what other features lend the ticket screen (./ticket-aids.tsx).
const ticketPage = () =>
  Promise.all([import('@/features/tickets/tickets/routes/ticket-page'), import('./ticket-aids')]).then(([page, aids]) =>
    aids.withTicketAids(page.TicketPage),
  );
const ticketListPage = () => import('@/features/finding/ticket-lists/routes/ticket-list-page').then((m) => m.TicketListPage);

/** The page of every screen of the table: a screen without a page, or a page of no screen, fails type-checking. */
const screenPages: Record<ScreenPermissionId, LoadPage> = {
  [Permission.Dashboard]: () => import('@/features/finding/dashboard/routes/dashboard-page').then((m) => m.DashboardPage),
  [Permission.CreateTicket]: ticketPage,
  [Permission.SearchTickets]: () =>
    import('@/features/finding/ticket-search/routes/ticket-search-page').then((m) => m.TicketSearchPage),
  [Permission.ReceivedTickets]: ticketListPage,
  [Permission.SentTickets]: ticketListPage,
  [Permission.SubscribedTickets]: ticketListPage,
  [Permission.AssignedTicketsReport]: () =>
    import('@/features/finding/assigned-report/routes/assigned-report-page').then((m) => m.AssignedReportPage),
  [Permission.AttachmentConfig]: () =>
    import('@/features/catalogues/attachment-configs/routes/attachment-configs-page').then((m) => m.AttachmentConfigsPage),
  [Permission.CompanyLocations]: () =>
    import('@/features/catalogues/company-locations/routes/company-locations-page').then((m) => m.CompanyLocationsPage),
  [Permission.Categories]: () => import('@/features/catalogues/categories/routes/categories-page').then((m) => m.CategoriesPage),
  [Permission.SubCategories]: () =>
    import('@/features/catalogues/sub-categories/routes/sub-categories-page').then((m) => m.SubCategoriesPage),
  [Permission.Users]: () => import('@/features/access/users/routes/users-page').then((m) => m.UsersPage),
  [Permission.UserGroups]: () =>
    import('@/features/catalogues/user-groups/routes/user-groups-page').then((m) => m.UserGroupsPage),
  [Permission.Roles]: () => import('@/features/access/roles/routes/roles-page').then((m) => m.RolesPage),
  [Permission.Permissions]: () => import('@/features/access/permissions/routes/permissions-page').then((m) => m.PermissionsPage),
  [Permission.TaskTypes]: () => import('@/features/catalogues/task-types/routes/task-types-page').then((m) => m.TaskTypesPage),
  [Permission.TaskConfiguration]: () =>
    import('@/features/catalogues/task-configuration/routes/task-configuration-page').then((m) => m.TaskConfigurationPage),
  [Permission.Departments]: () =>
    import('@/features/catalogues/departments/routes/departments-page').then((m) => m.DepartmentsPage),
  [Permission.CannedResponses]: () =>
    import('@/features/catalogues/canned-responses/routes/canned-responses-page').then((m) => m.CannedResponsesPage),
  [Permission.Mailboxes]: () => import('@/features/channels/mailboxes/routes/mailboxes-page').then((m) => m.MailboxesPage),
  [Permission.Calendars]: () => import('@/features/calendars/routes/calendars-page').then((m) => m.CalendarsPage),
  [Permission.Automations]: () => import('@/features/automations/routes/automations-page').then((m) => m.AutomationsPage),
  [Permission.Indicators]: () => import('@/features/quality/indicators/routes/indicators-page').then((m) => m.IndicatorsPage),
  [Permission.KnowledgeBase]: () =>
    import('@/features/knowledge/articles/routes/knowledge-base-page').then((m) => m.KnowledgeBasePage),
  [Permission.AuditLog]: () => import('@/features/audit/routes/audit-log-page').then((m) => m.AuditLogPage),
};

/** Paths without a permission of their own: any signed-in user may open them. */
const openRoutes: AppRouteDefinition[] = [
  { path: '/profile', title: 'Perfil de usuario', load: changePassword },
  { path: '/change-password', title: 'Perfil de usuario', load: changePassword },
  {
    path: '/two-step-setup',
    title: 'Verificación en dos pasos',
    load: () => import('@/features/access/auth/routes/two-step-setup-page').then((m) => m.TwoStepSetupPage),
  },
  { path: '/ticket/:id', title: 'Detalle de ticket', load: ticketPage },
  // 'Ayuda' and its articles (docs/product/self-service.md#knowledge-base).
  {
    path: helpScreen.path,
    title: helpScreen.label,
    load: () => import('@/features/knowledge/help/routes/help-page').then((m) => m.HelpPage),
  },
  {
    path: `${helpScreen.path}/articles/:id`,
    title: helpScreen.label,
    load: () => import('@/features/knowledge/help/routes/help-article-page').then((m) => m.HelpArticlePage),
  },

  // Template demo pages (docs/product/screens.md#demo-pages), not product behaviour.
  {
    path: '/account',
    title: 'Cuenta',
    load: () => import('@/features/system/demo/routes/account-page').then((m) => m.AccountPage),
  },
  {
    path: '/settings',
    title: 'Configuración',
    load: () => import('@/features/system/demo/routes/settings-page').then((m) => m.SettingsPage),
  },
  {
    path: '/typography',
    title: 'Tipografía',
    load: () => import('@/features/system/demo/routes/typography-page').then((m) => m.TypographyPage),
  },
  { path: '/icons', title: 'Iconos', load: () => import('@/features/system/demo/routes/icons-page').then((m) => m.IconsPage) },
];

export const appRoutes: AppRouteDefinition[] = [
  ...screens.map((screen) => ({
    path: screen.path,
    title: screen.label,
    permissionId: screen.permissionId,
    load: screenPages[screen.permissionId],
  })),
  ...openRoutes,
];
