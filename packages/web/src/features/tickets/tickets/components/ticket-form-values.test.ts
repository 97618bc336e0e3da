import { describe, expect, it } from 'vitest';
import type { Ticket } from '@tms/contracts';
import { newTicketValues, ticketFormSchema, toTicketInput } from './ticket-form-values';
import { tabOfFields, TicketTab } from './ticket-tabs';

describe('ticket form values', () => {
  it('starts a new ticket with severity 1, status 1 and the preset subject and parent', () => {
    const values = newTicketValues({
      subject: 'Desde el modal',
      parent: { id: 4, subject: 'Padre', status: 'Inicial' },
      companyLocationId: 2,
    });
    expect(values).toMatchObject({
      subject: 'Desde el modal',
      severityId: 1,
      statusId: 1,
      companyLocationId: 2,
      parent: { id: 4 },
    });
  });

  it('validates with the contract messages, and a changed task needs its responsible', () => {
    const result = ticketFormSchema.safeParse({
      ...newTicketValues(),
      tasks: [{ id: 1, realizedBy: null, notes: 'x', isUpdated: true }],
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      subject: 'Titulo requerido',
      detail: 'Detalles requeridos',
      categoryId: 'Categoria requerida',
      subCategoryId: 'Subcategoria requerida',
      'tasks.0.realizedBy': 'Este campo es requerido.',
    });
  });

  it('sends ids, only changed tasks with a responsible, no empty message, and the loaded modifiedDate', () => {
    const values = ticketFormSchema.parse({
      ...newTicketValues(),
      subject: 'Asunto',
      detail: '<p>Detalle</p>',
      categoryId: 1,
      subCategoryId: 2,
      assignedTo: { id: 3, displayName: 'Sergio' },
      subscribers: [{ id: 5, displayName: 'Ana' }],
      parent: { id: 7, subject: 'Padre', status: null },
      childs: [{ id: 8, subject: 'Hijo', status: null }],
      discussion: '<p></p>',
      tasks: [
        { id: 10, realizedBy: { id: 3, displayName: 'Sergio' }, notes: ' revisar ', isUpdated: true },
        { id: 11, realizedBy: { id: 3, displayName: 'Sergio' }, notes: '', isUpdated: false },
      ],
    });
    const input = toTicketInput(values, { modifiedDate: '2026-01-01T00:00:00.000Z' } as Ticket);
    expect(input).toMatchObject({
      assignedTo: 3,
      subscribers: [5],
      parentId: 7,
      childs: [8],
      attachments: [],
      discussion: null,
      tasks: [{ id: 10, realizedBy: 3, notes: 'revisar' }],
      modifiedDate: '2026-01-01T00:00:00.000Z',
    });
  });

  it('brings the tab of a field with a message to the front', () => {
    expect(tabOfFields(['subject'])).toBe(TicketTab.Details);
    expect(tabOfFields(['tasks.0.realizedBy'])).toBe(TicketTab.Tasks);
    expect(tabOfFields(['childs'])).toBe(TicketTab.Relations);
    expect(tabOfFields(['discussion'])).toBeNull();
  });
});
