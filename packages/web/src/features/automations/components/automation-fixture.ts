// Rules and lookups as the API sends them, for the automations component tests: 'Correo urgente', a trigger on new
// tickets of Sistemas › Correo whose subject says 'urgente', assigning Ana and leaving an internal note.
import type { Automation, AutomationRun } from '@tms/contracts';

export const urgentMailRule: Automation = {
  id: 3,
  companyId: 1,
  code: 'Correo urgente',
  detail: 'Asigna los correos urgentes a Ana',
  kind: 'trigger',
  events: ['created'],
  conditions: {
    categoryIds: [],
    subCategoryIds: [5],
    companyLocationIds: [],
    severityIds: [],
    statusIds: [],
    assignedToIds: [],
    creatorEntityTypeIds: [],
    createdByMail: null,
    subjectContains: 'urgente',
  },
  threshold: null,
  actions: [
    { type: 'setResponsible', userId: 7 },
    { type: 'addNote', message: 'Revisar hoy.' },
  ],
  order: 1,
  isActive: true,
};

export const urgentMailRuns: AutomationRun[] = [
  { ticketId: 12, occasion: 'event:31', at: '2026-11-20T16:30:00.000Z', result: 'done', error: null },
  {
    ticketId: 14,
    occasion: 'event:35',
    at: '2026-11-20T17:00:00.000Z',
    result: 'failed',
    error: 'La opción seleccionada no está activa.',
  },
  { ticketId: 15, occasion: 'event:36', at: '2026-11-20T17:05:00.000Z', result: 'skipped', error: null },
  {
    ticketId: 16,
    occasion: 'escalation:80:2026-11-21T18:00:00.000Z',
    at: '2026-11-21T15:00:00.000Z',
    result: 'done',
    error: null,
  },
];

/** The pickers' lists: every lookup the rule form reads. */
export const ruleLookups = {
  'GET /api/users/all': [
    { id: 7, userName: 'ana', displayName: 'Ana López', email: 'ana@example.com' },
    { id: 8, userName: 'beto', displayName: 'Beto Ruiz', email: 'beto@example.com' },
  ],
  'GET /api/categories/all': [{ id: 2, code: 'Sistemas', detail: '' }],
  'GET /api/subcategories/all': [
    { id: 5, categoryId: 2, code: 'Correo', detail: '' },
    { id: 6, categoryId: 2, code: 'Impresoras', detail: '' },
  ],
  'GET /api/companylocations/all': [{ id: 1, code: 'Matriz', detail: '' }],
  'GET /api/severities/all': [
    { id: 1, code: 'Baja', isActive: true },
    { id: 3, code: 'Alta', isActive: true },
  ],
  'GET /api/cannedresponses/all': [
    { id: 4, code: 'Saludo', detail: '<p>Hola</p>', isShared: true },
    { id: 5, code: 'Mi firma', detail: '<p>Yo</p>', isShared: false },
  ],
} as const;
