// Business function (permission) ids (docs/product/access.md#permission-ids); the screens and menu they open are in screens.ts.
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
  Automations: 30,
  Indicators: 31,
  KnowledgeBase: 32,
  AuditLog: 33,
} as const;
export type PermissionId = (typeof Permission)[keyof typeof Permission];

export const SUPERUSER_ROLE_ID = 1;

export const EntityType = { Internal: 1, Client: 2, Provider: 3 } as const;

/** Severities (the priorities catalogue) of the reference data: 1 Baja, 2 Media, 3 Alta, 4 Crítica. */
export const Severity = { Low: 1, Medium: 2, High: 3, Critical: 4 } as const;

/** Response-time types of SLA levels, by id: 1 minutos, 2 horas, 3 días. */
export const ResponseTimeTypeId = { Minutes: 1, Hours: 2, Days: 3 } as const;
