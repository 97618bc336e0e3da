// The screens table (docs/product/screens.md#route-table): every screen behind a permission, with its path, its
// menu label (also its title) and its menu group, in menu order. The web's router and sidebar and the browser
// journeys read it; the web adds each screen's lazy page (packages/web/src/app/routes/app-routes.ts). The
// business_functions reference rows are derived from it.
import { Permission, type PermissionId } from './permissions';

interface MenuGroupDefinition {
  permissionId: PermissionId;
  label: string;
}

/** The sidebar's groups, in menu order; a group shows only with its own permission (docs/product/screens.md#layout). */
export const menuGroups = [
  { permissionId: Permission.Tickets, label: 'Tickets' },
  { permissionId: Permission.Administration, label: 'Administración' },
] as const satisfies readonly MenuGroupDefinition[];

export type MenuGroup = (typeof menuGroups)[number];
type MenuGroupId = MenuGroup['permissionId'];

interface ScreenDefinition {
  permissionId: PermissionId;
  path: string;
  /** The menu entry's text and the screen's title (top bar, browser tab). */
  label: string;
  /** The menu group it is listed in; null: an entry of its own at the top of the menu. */
  group: MenuGroupId | null;
}

const tickets = Permission.Tickets;
const administration = Permission.Administration;

/** One row per screen, in menu order. A screen opens only with its permission (docs/product/screens.md#access-to-screens). */
export const screens = [
  { permissionId: Permission.Dashboard, path: '/dashboard', label: 'Dashboard', group: null },
  { permissionId: Permission.CreateTicket, path: '/ticket', label: 'Crear ticket', group: tickets },
  { permissionId: Permission.SearchTickets, path: '/search-tickets', label: 'Buscador', group: tickets },
  { permissionId: Permission.ReceivedTickets, path: '/received-tickets', label: 'Recibidos', group: tickets },
  { permissionId: Permission.SentTickets, path: '/sent-tickets', label: 'Creados', group: tickets },
  { permissionId: Permission.SubscribedTickets, path: '/subscribed-tickets', label: 'Suscrito', group: tickets },
  {
    permissionId: Permission.AssignedTicketsReport,
    path: '/assigned-tickets-report',
    label: 'Reporte asignados',
    group: tickets,
  },
  { permissionId: Permission.Indicators, path: '/indicators', label: 'Indicadores', group: tickets },
  { permissionId: Permission.AttachmentConfig, path: '/attachmentconfig', label: 'Archivos', group: administration },
  { permissionId: Permission.CompanyLocations, path: '/companylocations', label: 'Sucursales', group: administration },
  { permissionId: Permission.Categories, path: '/categories', label: 'Categorias', group: administration },
  { permissionId: Permission.SubCategories, path: '/sub-categories', label: 'SubCategorias', group: administration },
  { permissionId: Permission.Users, path: '/users', label: 'Usuarios', group: administration },
  { permissionId: Permission.UserGroups, path: '/user-groups', label: 'Grupos', group: administration },
  { permissionId: Permission.Roles, path: '/roles', label: 'Roles', group: administration },
  { permissionId: Permission.Permissions, path: '/permissions', label: 'Permisos', group: administration },
  { permissionId: Permission.TaskTypes, path: '/tasks', label: 'Tareas', group: administration },
  { permissionId: Permission.TaskConfiguration, path: '/task-configuration', label: 'Configurar Tareas', group: administration },
  { permissionId: Permission.Departments, path: '/departments', label: 'Departamentos', group: administration },
  {
    permissionId: Permission.CannedResponses,
    path: '/canned-responses',
    label: 'Respuestas predefinidas',
    group: administration,
  },
  { permissionId: Permission.Mailboxes, path: '/mailboxes', label: 'Correo entrante', group: administration },
  { permissionId: Permission.Calendars, path: '/calendars', label: 'Horarios', group: administration },
  { permissionId: Permission.Automations, path: '/automations', label: 'Automatizaciones', group: administration },
  {
    permissionId: Permission.KnowledgeBase,
    path: '/knowledge-base',
    label: 'Base de conocimiento',
    group: administration,
  },
  { permissionId: Permission.AuditLog, path: '/audit-log', label: 'Bitácora', group: administration },
] as const satisfies readonly ScreenDefinition[];

export type Screen = (typeof screens)[number];
export type ScreenPermissionId = Screen['permissionId'];

export interface MenuSection {
  group: MenuGroup;
  screens: Screen[];
}

/** The sidebar of a user: the entries of their own, then the groups, each listing the screens the user may open. */
export interface Menu {
  screens: Screen[];
  sections: MenuSection[];
}

/**
 * The menu a permission list shows: a screen with its permission; a group with its own permission and at least one
 * screen (docs/product/screens.md#layout).
 */
export function menuFor(permissionIds: readonly number[]): Menu {
  const holds = (id: number) => permissionIds.includes(id);
  const shown: Screen[] = screens.filter((screen) => holds(screen.permissionId));
  const listedIn = (group: MenuGroupId | null) => shown.filter((screen) => screen.group === group);
  const sections = menuGroups
    .filter((group) => holds(group.permissionId))
    .map((group) => ({ group, screens: listedIn(group.permissionId) }))
    .filter((section) => section.screens.length > 0);
  return { screens: listedIn(null), sections };
}

/** The menu's screens in the order it lists them. */
export const menuScreens = (menu: Menu): Screen[] => [...menu.screens, ...menu.sections.flatMap((section) => section.screens)];

interface BusinessFunctionDefinition {
  id: PermissionId;
  label: string;
  url: string | null;
}

/** Permissions that open no screen of their own: an action on tickets. */
const actionFunctions: BusinessFunctionDefinition[] = [
  { id: Permission.ReassignResponsible, label: 'Reasignar responsable', url: null },
];

/** Reference rows of the business_functions table, seeded in every environment: the screens, groups and actions. */
export const businessFunctionDefinitions: BusinessFunctionDefinition[] = [
  ...screens.map((screen) => ({ id: screen.permissionId, label: screen.label, url: screen.path })),
  ...menuGroups.map((group) => ({ id: group.permissionId, label: group.label, url: null })),
  ...actionFunctions,
].sort((a, b) => a.id - b.id);

/** The screen every signed-in user opens, without a permission of its own (docs/product/screens.md#route-table). */
export const helpScreen = { path: '/help', label: 'Ayuda' } as const;
/** An article's page under 'Ayuda': the link agents insert into a reply. */
export const helpArticlePath = (articleId: number) => `${helpScreen.path}/articles/${articleId}`;
