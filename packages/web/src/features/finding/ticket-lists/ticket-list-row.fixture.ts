// A received-list row for the ticket list tests: one ticket in progress, created by the demo client, assigned to the
// demo agent, due on 2026-11-24 at 18:00 UTC.
import type { TicketListRow } from '@tms/contracts';

export const listRow = (id: number, subject = `Ticket número ${id}`): TicketListRow => ({
  id,
  subject,
  subCategoryCode: 'Impresoras',
  statusId: 2,
  status: 'En progreso',
  createdBy: 4,
  createdByName: 'Carla Cliente',
  modifiedDate: '2026-11-20T16:30:00.000Z',
  expireDate: '2026-11-24T18:00:00.000Z',
  assignedToName: 'Ana Agente',
});
