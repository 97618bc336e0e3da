// Related tickets (docs/product/tickets.md#tasks-children-and-relations): a parent, child or history
// item the caller may not see shows as its number only and its relation cannot be changed by that caller; a relation
// made by one ticket's save is recorded in the history of the other ticket too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryField, ticketMessages } from '@tms/contracts';
import { assignFirstTask, saveBody } from '../../../test/ticket-bodies';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';

// Demo data (db/seed/demo-data.ts): sub-category 1 Impresoras is routed to agente at the client's branch and has a
// required task; users 2 agente, 3 supervisor; cliente sees only its own tickets.
const SUPERVISOR = 3;

const newTicket = (overrides: Record<string, unknown> = {}) => ({
  subject: 'La impresora no imprime',
  detail: '<p>Se atasca el papel.</p>',
  categoryId: 1,
  subCategoryId: 1,
  severityId: 1,
  ...overrides,
});

const hidden = (id: number) => ({ id, subject: null, statusId: null, status: null });

describe('related tickets', () => {
  let t: TestApp;
  let cliente: TestClient;
  let agente: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    [cliente, agente] = await Promise.all([t.as('cliente'), t.as('agente')]);
  });
  afterAll(() => t.close());

  const create = async (client: TestClient, overrides: Record<string, unknown> = {}) => {
    const response = await client.post('/api/workitems', newTicket(overrides));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  };
  const load = async (client: TestClient, id: number) => (await client.get(`/api/workitems/${id}`)).body.data;
  const history = async (client: TestClient, id: number) => (await client.get(`/api/workitems/${id}/history`)).body.data;

  it('writes the parent’s Hijos (Relationships) history when a child is created with it as parent', async () => {
    const parent = await create(agente, { subject: 'Padre' });
    const child = await create(agente, { subject: 'Hijo nuevo desde el modal', parentId: parent.id });
    const [entry] = await history(agente, parent.id);
    expect(entry).toMatchObject({ action: 'update', creatorName: 'Ana Agente' });
    expect(entry.historyItems).toEqual([
      {
        fieldName: HistoryField.Relationships,
        oldValue: null,
        newValue: String(child.id),
        oldValueName: null,
        newValueName: 'Hijo nuevo desde el modal',
      },
    ]);
    // Children given on create get their 'Ticket padre' item.
    const orphan = await create(agente, { subject: 'Huérfano' });
    const adopter = await create(agente, { subject: 'Adoptante', childs: [orphan.id] });
    const [adopted] = await history(agente, orphan.id);
    expect(adopted.historyItems).toEqual([
      expect.objectContaining({ fieldName: HistoryField.Parent, newValueName: 'Adoptante' }),
    ]);
    expect((await load(agente, adopter.id)).childs).toEqual([
      { id: orphan.id, subject: 'Huérfano', statusId: 1, status: 'Inicial' },
    ]);
  });

  it('shows a child the creator may not see as its number only, everywhere, and refuses unlinking it', async () => {
    const ticket = await create(cliente);
    expect(ticket.assignedTo).toBe(2);
    const secret = await create(agente, { subject: 'Secreto interno', parentId: ticket.id });
    expect((await cliente.get(`/api/workitems/${secret.id}`)).statusCode).toBe(403);

    const seen = await load(cliente, ticket.id);
    expect(seen.childs).toEqual([hidden(secret.id)]);
    const relations = (await cliente.get(`/api/workitems/${ticket.id}/relations`)).body.data;
    expect(relations).toEqual({ parent: null, childs: [hidden(secret.id)] });
    const [entry] = await history(cliente, ticket.id);
    expect(entry.historyItems).toEqual([
      expect.objectContaining({
        fieldName: HistoryField.Relationships,
        newValue: String(secret.id),
        newValueName: `#${secret.id}`,
      }),
    ]);
    expect(JSON.stringify(await history(cliente, ticket.id))).not.toContain('Secreto interno');
    // The assignee, who may see the child, sees it in full.
    expect((await load(agente, ticket.id)).childs).toEqual([
      { id: secret.id, subject: 'Secreto interno', statusId: 1, status: 'Inicial' },
    ]);
    expect((await history(agente, ticket.id))[0].historyItems[0].newValueName).toBe('Secreto interno');

    const unlink = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(seen, { childs: [] }));
    expect(unlink.statusCode).toBe(403);
    expect(unlink.body.message).toBe(ticketMessages.hiddenRelation);
    expect((await load(agente, secret.id)).parentId).toBe(ticket.id);
    // Sending the hidden child back unchanged is fine: the creator's other edits still save.
    const kept = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(seen, { subject: 'Sigue sin imprimir' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.body.data.childs).toEqual([hidden(secret.id)]);
  });

  it('shows a parent the creator may not see as its number only, and refuses removing it', async () => {
    const ticket = await create(cliente);
    const secretParent = await create(agente, { subject: 'Proyecto interno' });
    const linked = await agente.put(
      `/api/workitems/${ticket.id}`,
      saveBody(await load(agente, ticket.id), { parentId: secretParent.id }),
    );
    expect(linked.statusCode).toBe(200);
    // The parent's history names the new child from the other side.
    expect((await history(agente, secretParent.id))[0].historyItems).toEqual([
      expect.objectContaining({ fieldName: HistoryField.Relationships, newValue: String(ticket.id) }),
    ]);

    const seen = await load(cliente, ticket.id);
    expect(seen).toMatchObject({ parentId: secretParent.id, parent: hidden(secretParent.id) });
    const [entry] = await history(cliente, ticket.id);
    expect(entry.historyItems).toEqual([
      expect.objectContaining({ fieldName: HistoryField.Parent, newValueName: `#${secretParent.id}` }),
    ]);
    const removed = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(seen, { parentId: null }));
    expect(removed.statusCode).toBe(403);
    expect(removed.body.message).toBe(ticketMessages.hiddenRelation);
    expect((await load(agente, ticket.id)).parentId).toBe(secretParent.id);
  });

  it('withholds the status of a task’s child ticket the caller may not see', async () => {
    const ticket = await create(cliente);
    const assigned = await assignFirstTask(agente, ticket, SUPERVISOR);
    expect(assigned.statusCode).toBe(200);
    const childId = assigned.body.data.tasks[0].childWorkItemId;
    expect(assigned.body.data.tasks[0].childStatusId).toBe(1);
    const seen = await load(cliente, ticket.id);
    expect(seen.tasks[0]).toMatchObject({ childWorkItemId: childId, childStatusId: null, isDone: false });
    expect(seen.childs).toEqual([hidden(childId)]);
  });

  it('prints the PDF report of a ticket with a hidden child for its creator', async () => {
    const ticket = await create(cliente);
    await create(agente, { subject: 'Otro secreto', parentId: ticket.id });
    const pdf = await cliente.raw(`/api/documents/GetWorkItemReport/${ticket.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
