// A saved ticket as the API sends it, for component tests: an open ticket with no deadline, no related records and no
// abilities; each test states what it is about through `overrides`.
import { noTicketAbilities, type Ticket, type TicketAbilities } from '@tms/contracts';

export const noAbilities: TicketAbilities = {
  ...noTicketAbilities,
  canSeeSubscribers: true,
  canSeeRelations: true,
  canPostMessage: true,
};

export const ticketFixture = (overrides: Partial<Ticket> = {}): Ticket => ({
  id: 7,
  subject: 'Impresora atascada',
  detail: '<p>La bandeja 2 atasca el papel.</p>',
  categoryId: 1,
  categoryName: 'Soporte TI',
  subCategoryId: 1,
  subCategoryName: 'Impresoras',
  companyLocationId: 2,
  companyLocationName: 'Sucursal Guadalajara',
  assignedTo: 3,
  assignedToName: 'Ana Agente',
  createdBy: 5,
  createdByName: 'Carla Cliente',
  severityId: 1,
  severity: 'Baja',
  statusId: 1,
  status: 'Inicial',
  parentId: null,
  parent: null,
  childs: [],
  subscribers: [],
  attachments: [],
  discussions: [],
  tasks: [],
  createdDate: '2026-01-10T10:00:00.000Z',
  modifiedDate: '2026-01-10T10:00:00.000Z',
  expireDate: null,
  slaInWorkingTime: false,
  closedDate: null,
  deparmentName: null,
  groupName: null,
  isCreatedFromTask: false,
  isFollowing: false,
  abilities: noAbilities,
  ...overrides,
});
