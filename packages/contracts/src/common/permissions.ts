// Business function (permission) ids of the spec and PRODUCT.md §4, and the menu they drive.
export const Permission = {
  Dashboard: 2,
  Administration: 3,
  Tickets: 4,
  CreateTicket: 5,
  AttachmentConfig: 6,
  CompanyLocations: 7,
  Categories: 8,
  SubCategories: 9,
  Users: 10,
  UserGroups: 11,
  Roles: 12,
  SearchTickets: 13,
  ReceivedTickets: 14,
  SentTickets: 15,
  SubscribedTickets: 16,
  Permissions: 17,
  TaskTypes: 22,
  TaskConfiguration: 23,
  Departments: 24,
  AssignedTicketsReport: 25,
  ReassignResponsible: 26,
  CannedResponses: 27,
  Mailboxes: 28,
  Calendars: 29,
} as const;
export type PermissionId = (typeof Permission)[keyof typeof Permission];

export const SUPERUSER_ROLE_ID = 1;

export const EntityType = { Internal: 1, Client: 2, Provider: 3 } as const;

/** Severities (the priorities catalogue) of the reference data: 1 Baja, 2 Media, 3 Alta, 4 Crítica. */
export const Severity = { Low: 1, Medium: 2, High: 3, Critical: 4 } as const;

/** Response-time types of SLA levels, by id: 1 minutos, 2 horas, 3 días. */
export const ResponseTimeTypeId = { Minutes: 1, Hours: 2, Days: 3 } as const;

export interface BusinessFunctionDefinition {
  id: PermissionId;
  label: string;
  url: string | null;
}

/** Reference rows of the business_functions table, seeded in every environment. */
export const businessFunctionDefinitions: BusinessFunctionDefinition[] = [
  { id: 2, label: 'Dashboard', url: '/dashboard' },
  { id: 3, label: 'Administración', url: null },
  { id: 4, label: 'Tickets', url: null },
  { id: 5, label: 'Crear ticket', url: '/ticket' },
  { id: 6, label: 'Archivos', url: '/attachmentconfig' },
  { id: 7, label: 'Sucursales', url: '/companylocations' },
  { id: 8, label: 'Categorias', url: '/categories' },
  { id: 9, label: 'SubCategorias', url: '/sub-categories' },
  { id: 10, label: 'Usuarios', url: '/users' },
  { id: 11, label: 'Grupos', url: '/user-groups' },
  { id: 12, label: 'Roles', url: '/roles' },
  { id: 13, label: 'Buscador', url: '/search-tickets' },
  { id: 14, label: 'Recibidos', url: '/received-tickets' },
  { id: 15, label: 'Creados', url: '/sent-tickets' },
  { id: 16, label: 'Suscrito', url: '/subscribed-tickets' },
  { id: 17, label: 'Permisos', url: '/permissions' },
  { id: 22, label: 'Tareas', url: '/tasks' },
  { id: 23, label: 'Configurar Tareas', url: '/task-configuration' },
  { id: 24, label: 'Departamentos', url: '/departments' },
  { id: 25, label: 'Reporte asignados', url: '/assigned-tickets-report' },
  { id: 26, label: 'Reasignar responsable', url: null },
  { id: 27, label: 'Respuestas predefinidas', url: '/canned-responses' },
  { id: 28, label: 'Correo entrante', url: '/mailboxes' },
  { id: 29, label: 'Horarios', url: '/calendars' },
];

export interface MenuGroup {
  permissionId: PermissionId;
  label: string;
  children: PermissionId[];
}

/** Sidebar groups: a group shows with its own permission, each child with its own id as well. */
export const menuGroups: MenuGroup[] = [
  { permissionId: Permission.Tickets, label: 'Tickets', children: [5, 13, 14, 15, 16, 25] },
  {
    permissionId: Permission.Administration,
    label: 'Administración',
    children: [6, 7, 8, 9, 10, 11, 12, 17, 22, 23, 24, 27, 28, 29],
  },
];
