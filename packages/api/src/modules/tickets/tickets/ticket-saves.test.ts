// Saves of a ticket (docs/product/tickets.md#states-and-transitions, docs/product/conventions.md#api-conventions):
// every save is based on the version the client read, a message alone included; concurrent saves of one version have
// exactly one winner; the tolerant reader takes back what GET gave; subjects are one line and no text with a NUL byte
// reaches the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryField, ticketMessages } from '@tms/contracts';
import { saveBody } from '../../../test/ticket-bodies';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';

// Demo data (db/seed/demo-data.ts): sub-category 1 Impresoras (tasks, routed to agente), 2 Correo electrónico (no
// tasks); users 2 agente, 3 supervisor.
const SUPERVISOR = 3;
const CONCURRENT_SAVES = 20;
const CONFLICT = 409;

const newTicket = (overrides: Record<string, unknown> = {}) => ({
  subject: 'El correo no sincroniza',
  detail: '<p>Outlook no descarga mensajes desde ayer.</p>',
  categoryId: 1,
  subCategoryId: 2,
  severityId: 1,
  ...overrides,
});

describe('ticket saves', () => {
  let t: TestApp;
  let cliente: TestClient;
  let agente: TestClient;
  let supervisor: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    [cliente, agente, supervisor] = await Promise.all([t.as('cliente'), t.as('agente'), t.as('supervisor')]);
  });
  afterAll(() => t.close());

  const create = async (client: TestClient, overrides: Record<string, unknown> = {}) => {
    const response = await client.post('/api/workitems', newTicket(overrides));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  };
  const load = async (client: TestClient, id: number) => (await client.get(`/api/workitems/${id}`)).body.data;

  it('requires the modifiedDate the client read on every save, with a Spanish field message', async () => {
    const ticket = await create(cliente);
    for (const modifiedDate of [undefined, null, '', 'ayer']) {
      const response = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { subject: 'Otro', modifiedDate }));
      expect(response.statusCode, String(modifiedDate)).toBe(400);
      expect(response.body.data.fields).toEqual({ modifiedDate: ticketMessages.modifiedDateRequired });
    }
    expect((await load(cliente, ticket.id)).subject).toBe(ticket.subject);
  });

  it('refuses a message-only save based on an older version, and keeps the other user’s change', async () => {
    const ticket = await create(cliente);
    const [readByA, readByB] = [await load(cliente, ticket.id), await load(agente, ticket.id)];
    const changed = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(readByA, { subject: 'Asunto de A' }));
    expect(changed.statusCode).toBe(200);

    const messageOnly = await agente.put(`/api/workitems/${ticket.id}`, saveBody(readByB, { discussion: '<p>Reviso hoy</p>' }));
    expect(messageOnly.statusCode).toBe(CONFLICT);
    expect(messageOnly.body.message).toBe(ticketMessages.staleTicket);
    expect(messageOnly.body.data.code).toBe('ticket.stale');
    const stored = await load(cliente, ticket.id);
    expect(stored.subject).toBe('Asunto de A');
    expect(stored.discussions).toEqual([]);
  });

  it('refuses a save based on an older version as stale, not as a change the saver may no longer make', async () => {
    // Routed to agente, who reads it; the supervisor then takes it over.
    const ticket = await create(cliente, { subCategoryId: 1 });
    const readByAgent = await load(agente, ticket.id);
    const reassigned = await supervisor.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { assignedTo: SUPERVISOR }));
    expect(reassigned.statusCode).toBe(200);

    // Judged against the new version, the agent's form would undo the reassignment and change the status of a ticket
    // that is no longer hers: the save is refused for what it is, a save of an older version.
    const late = await agente.put(`/api/workitems/${ticket.id}`, saveBody(readByAgent, { statusId: 2, subject: 'Revisado' }));
    expect(late.statusCode).toBe(CONFLICT);
    expect(late.body.data.code).toBe('ticket.stale');
    expect(late.body.message).toBe(ticketMessages.staleTicket);
    const stored = await load(cliente, ticket.id);
    expect(stored).toMatchObject({ assignedTo: SUPERVISOR, statusId: 1, subject: ticket.subject });
    // On the current version the same change is refused for its own reason.
    const current = await agente.put(`/api/workitems/${ticket.id}`, saveBody(stored, { statusId: 2 }));
    expect(current.statusCode).toBe(403);
    expect(current.body.message).toBe(ticketMessages.notAssignee);
  });

  it('stores a message-only save on the current version without rewriting any field or writing history', async () => {
    const ticket = await create(cliente);
    const historyBefore = (await cliente.get(`/api/workitems/${ticket.id}/history`)).body.data;
    const saved = await agente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { discussion: '<p>En camino</p>' }));
    expect(saved.statusCode).toBe(200);
    const { discussions, modifiedDate, ...fields } = saved.body.data;
    const { discussions: _before, modifiedDate: previousVersion, ...fieldsBefore } = ticket;
    // The agent's message is the ticket's first response (docs/product/service-quality.md#first-response).
    const firstResponse = { firstResponseDate: expect.any(String), firstResponseMinutes: 0 };
    expect(fields).toEqual({ ...fieldsBefore, abilities: fields.abilities, ...firstResponse });
    expect(discussions).toEqual([expect.objectContaining({ message: '<p>En camino</p>', createdByName: 'Ana Agente' })]);
    expect(new Date(modifiedDate).getTime()).toBeGreaterThan(new Date(previousVersion).getTime());
    expect((await cliente.get(`/api/workitems/${ticket.id}/history`)).body.data).toEqual(historyBefore);
    // The message made a new version: a save still based on the old one is refused.
    const late = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { discussion: '<p>Gracias</p>' }));
    expect(late.statusCode).toBe(CONFLICT);
  });

  it(`lets exactly one of ${CONCURRENT_SAVES} concurrent saves of the same version win`, async () => {
    const ticket = await create(cliente);
    const subjects = Array.from({ length: CONCURRENT_SAVES }, (_, i) => `Intento ${i + 1}`);
    const responses = await Promise.all(
      subjects.map((subject, i) =>
        (i % 2 === 0 ? cliente : agente).put(
          `/api/workitems/${ticket.id}`,
          saveBody(ticket, { subject, discussion: `<p>${subject}</p>` }),
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === CONFLICT)).toHaveLength(CONCURRENT_SAVES - 1);
    const winner = responses.find((r) => r.statusCode === 200)!.body.data;
    const stored = await load(cliente, ticket.id);
    expect(stored.subject).toBe(winner.subject);
    expect(stored.discussions.map((d: { message: string }) => d.message)).toEqual([`<p>${winner.subject}</p>`]);
    const history = (await cliente.get(`/api/workitems/${ticket.id}/history`)).body.data;
    expect(history.filter((entry: { action: string }) => entry.action === 'update')).toHaveLength(1);
  });

  it('takes back subscribers, attachments and children exactly as GET returned them (tolerant reader)', async () => {
    const upload = (await agente.upload('/api/uploads', 'captura.txt', 'registro')).body.data;
    const child = await create(agente, { subject: 'Hijo' });
    const created = await agente.post(
      '/api/workitems',
      newTicket({
        subscribers: [{ userId: SUPERVISOR, userName: 'supervisor', displayName: 'Sergio Supervisor' }],
        attachments: [upload],
        childs: [{ id: child.id, subject: child.subject, statusId: 1, status: 'Inicial' }],
      }),
    );
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const read = await load(agente, created.body.data.id);
    expect(read.subscribers.map((s: { userId: number }) => s.userId)).toEqual([SUPERVISOR]);
    expect(read.attachments.map((a: { name: string }) => a.name)).toEqual(['captura.txt']);
    expect(read.childs.map((c: { id: number }) => c.id)).toEqual([child.id]);

    const sentBack = await agente.put(`/api/workitems/${read.id}`, { ...read, subject: 'Devuelto tal cual' });
    expect(sentBack.statusCode, JSON.stringify(sentBack.body)).toBe(200);
    expect(sentBack.body.data).toMatchObject({
      subject: 'Devuelto tal cual',
      subscribers: read.subscribers,
      childs: read.childs,
      attachments: [expect.objectContaining({ id: read.attachments[0].id, name: 'captura.txt' })],
    });
    const [entry] = (await agente.get(`/api/workitems/${read.id}/history`)).body.data;
    expect(entry.historyItems.map((i: { fieldName: string }) => i.fieldName)).toEqual([HistoryField.Subject]);

    const wrongShape = await agente.put(`/api/workitems/${read.id}`, { ...sentBack.body.data, subscribers: [{ name: 'x' }] });
    expect(wrongShape.statusCode).toBe(400);
    expect(wrongShape.body.data.fields).toEqual({ 'subscribers.0': ticketMessages.invalidReference });
  });

  it('refuses line breaks and control characters in a subject, on create and on save', async () => {
    const refused = await cliente.post('/api/workitems', newTicket({ subject: 'Correo\r\nX-Inyectado: sí' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data.fields).toEqual({ subject: ticketMessages.subjectControlCharacters });
    const ticket = await create(cliente);
    const onSave = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { subject: 'Uno\nDos' }));
    expect(onSave.body.data.fields).toEqual({ subject: ticketMessages.subjectControlCharacters });
    // Surrounding whitespace is trimmed as before, and accents stay.
    expect((await create(cliente, { subject: '  Año nuevo, pantalla rota  ' })).subject).toBe('Año nuevo, pantalla rota');
  });

  it('answers a NUL byte in a subject or a message with 400 and a Spanish field message, never 500', async () => {
    const ticket = await create(cliente);
    const inSubject = await cliente.post('/api/workitems', newTicket({ subject: 'Nulo\u0000aquí' }));
    const inMessage = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { discussion: '<p>a\u0000b</p>' }));
    for (const [response, field] of [
      [inSubject, 'subject'],
      [inMessage, 'discussion'],
    ] as const) {
      expect(response.statusCode).toBe(400);
      expect(response.body.status).toBe('Fail');
      expect(response.body.data.fields[field]).toMatch(/[áéíóúñ]|caracter|permitid/i);
    }
    expect((await load(cliente, ticket.id)).discussions).toEqual([]);
  });

  it('documents the save with modifiedDate required, both shapes of the tolerant reader, and unfollow', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const save = doc.paths['/api/workitems/{id}'].put.requestBody.content['application/json'].schema;
    expect(save.required).toEqual(expect.arrayContaining(['subject', 'detail', 'modifiedDate']));
    expect(JSON.stringify(save.properties.subscribers)).toContain('userId');
    expect(doc.paths['/api/workitems/{id}/follow'].delete.responses['200']).toBeDefined();
  });

  it('lets a follower stop following (Dejar de seguir), answering the ticket', async () => {
    const ticket = await create(cliente);
    expect((await supervisor.post(`/api/workitems/${ticket.id}/follow`)).body.data.isFollowing).toBe(true);
    const unfollowed = await supervisor.delete(`/api/workitems/${ticket.id}/follow`);
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.body.data).toMatchObject({ id: ticket.id, isFollowing: false, subscribers: [] });
    // Not following is not an error, and someone who may not see the ticket gets 403.
    expect((await supervisor.delete(`/api/workitems/${ticket.id}/follow`)).statusCode).toBe(200);
    const proveedor = await t.as('proveedor');
    expect((await proveedor.delete(`/api/workitems/${ticket.id}/follow`)).statusCode).toBe(403);
    expect((await t.anonymous.delete(`/api/workitems/${ticket.id}/follow`)).statusCode).toBe(401);
  });
});
