import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, ticketMessages } from '@tms/contracts';
import { assignFirstTask, saveBody } from '../../../test/ticket-bodies';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app';
import { calendars, companyLocations, notifications, settings, workItems } from '../../../db/schema';

// Demo catalogue ids (db/seed/demo-data.ts): categories 1 Soporte TI (public 2,3), 3 Recursos Humanos (private);
// sub-categories 1 Impresoras (SLA levels, tasks, routed per branch), 2 Correo electrónico (sla 8 h), 3 Accesos (pdf
// rule, no SLA); branches 1 Matriz, 2 Guadalajara; users 1 admin, 2 agente, 3 supervisor, 4 cliente, 5 proveedor.
const AGENTE = 2;
const SUPERVISOR = 3;
const CLIENTE = 4;
const PROVEEDOR = 5;

const newTicket = (overrides: Record<string, unknown> = {}) => ({
  subject: 'La impresora no imprime',
  detail: '<p>Se atasca el papel en la bandeja 2.</p>',
  categoryId: 1,
  subCategoryId: 1,
  severityId: 1,
  ...overrides,
});

describe('tickets', () => {
  let t: TestApp;
  let cliente: TestClient;
  let agente: TestClient;
  let supervisor: TestClient;
  let proveedor: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    [cliente, agente, supervisor, proveedor, admin] = await Promise.all([
      t.as('cliente'),
      t.as('agente'),
      t.as('supervisor'),
      t.as('proveedor'),
      t.as('admin'),
    ]);
  });
  afterAll(() => t.close());

  const create = async (client: TestClient, overrides: Record<string, unknown> = {}) => {
    const response = await client.post('/api/workitems', newTicket(overrides));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  };

  it('requires authentication on every ticket call', async () => {
    for (const [method, url] of [
      ['post', '/api/workitems'],
      ['get', '/api/workitems/abilities'],
      ['get', '/api/workitems/1'],
      ['put', '/api/workitems/1'],
      ['get', '/api/workitems/simple'],
      ['get', '/api/workitems/1/history'],
      ['post', '/api/workitems/1/follow'],
      ['post', '/api/workitems/1/qr'],
      ['get', '/api/workitems/1/relations'],
      ['get', '/api/workitemtask/workitem/1'],
      ['get', '/api/documents/GetWorkItemReport/1'],
      ['post', '/api/uploads'],
    ] as const) {
      expect((await t.anonymous[method](url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers a new ticket's abilities, and the create refuses what they deny", async () => {
    const abilitiesOf = async (client: TestClient) => {
      const response = await client.get('/api/workitems/abilities');
      expect(response.statusCode).toBe(200);
      return response.body.data;
    };
    const creator = { canEdit: true, canChangeStatus: false, canEditTasks: false, canPostMessage: true };
    const internal = {
      ...creator,
      canChangeBranch: true,
      canManageSubscribers: true,
      canSeeSubscribers: true,
      canSeeRelations: true,
      canWriteInternalNotes: true,
      canLogTime: true,
      canRate: false,
      canMerge: false,
      canSplit: true,
    };
    expect(await abilitiesOf(agente)).toEqual({ ...internal, canChangeResponsible: false });
    expect(await abilitiesOf(supervisor)).toEqual({ ...internal, canChangeResponsible: true });
    expect(await abilitiesOf(cliente)).toEqual({
      ...creator,
      canChangeResponsible: false,
      canChangeBranch: false,
      canManageSubscribers: false,
      canSeeSubscribers: false,
      canSeeRelations: false,
      canWriteInternalNotes: false,
      canLogTime: false,
      canRate: false,
      canMerge: false,
      canSplit: false,
    });
    expect((await agente.post('/api/workitems', newTicket({ assignedTo: SUPERVISOR }))).statusCode).toBe(403);
    expect((await cliente.post('/api/workitems', newTicket({ subscribers: [AGENTE] }))).statusCode).toBe(403);
    expect((await cliente.post('/api/workitems', newTicket({ companyLocationId: 1 }))).statusCode).toBe(403);
    expect((await supervisor.post('/api/workitems', newTicket({ assignedTo: AGENTE }))).statusCode).toBe(201);
  });

  it('validates with the messages of docs/product/tickets.md#validation', async () => {
    const response = await cliente.post('/api/workitems', { subject: 'x'.repeat(101), detail: '<p> </p>' });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toMatchObject({
      subject: ticketMessages.subjectMax,
      detail: ticketMessages.detailRequired,
      categoryId: ticketMessages.categoryRequired,
      subCategoryId: ticketMessages.subCategoryRequired,
    });
    expect((await cliente.post('/api/workitems', newTicket({ subject: '  ' }))).body.data.fields).toEqual({
      subject: ticketMessages.subjectRequired,
    });
  });

  it('routes a client ticket to the sub-category owner of the client branch, with the client branch forced', async () => {
    const ticket = await create(cliente);
    expect(ticket).toMatchObject({
      statusId: 1,
      status: 'Inicial',
      severityId: 1,
      companyLocationId: 2,
      assignedTo: AGENTE,
      createdBy: CLIENTE,
      deparmentName: 'Sistemas',
      groupName: 'Soporte TI',
    });
    expect(ticket.abilities).toEqual({
      canEdit: true,
      canChangeStatus: false,
      canChangeResponsible: false,
      canEditTasks: false,
      canChangeBranch: false,
      canManageSubscribers: false,
      canSeeSubscribers: false,
      canSeeRelations: false,
      canPostMessage: true,
      canWriteInternalNotes: false,
      canLogTime: false,
      canRate: false,
      canMerge: false,
      canSplit: false,
    });
    expect(
      ticket.tasks.map((task: { taskTypeCode: string; isRequired: boolean }) => [task.taskTypeCode, task.isRequired]),
    ).toEqual([
      ['Revisión técnica', true],
      ['Compra de refacción', false],
    ]);
    const other = await cliente.post('/api/workitems', newTicket({ companyLocationId: 1 }));
    expect(other.statusCode).toBe(403);
    const [assigned] = await t.database.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.workItemId, ticket.id), eq(notifications.userId, AGENTE)));
    expect(assigned).toMatchObject({ type: 2, url: `/ticket/${ticket.id}` });
  });

  it('falls back to the sub-category owner, then offers routing only to permission 26 holders', async () => {
    const atMonterrey = await create(admin, { companyLocationId: 3, subCategoryId: 2 });
    expect(atMonterrey.assignedTo).toBe(AGENTE);
    const picked = await create(supervisor, { assignedTo: SUPERVISOR });
    expect(picked.assignedTo).toBe(SUPERVISOR);
    expect((await cliente.post('/api/workitems', newTicket({ assignedTo: SUPERVISOR }))).statusCode).toBe(403);
  });

  it('offers external users only public categories configured for their entity type', async () => {
    const privateCategory = await cliente.post('/api/workitems', newTicket({ categoryId: 3, subCategoryId: 5 }));
    expect(privateCategory.statusCode).toBe(400);
    expect(privateCategory.body.data.fields).toEqual({ categoryId: ticketMessages.categoryRequired });
    const notForProviders = await proveedor.post('/api/workitems', newTicket({ subCategoryId: 2 }));
    expect(notForProviders.body.data.fields).toEqual({ subCategoryId: ticketMessages.subCategoryRequired });
    const mismatch = await agente.post('/api/workitems', newTicket({ categoryId: 1, subCategoryId: 4 }));
    expect(mismatch.body.data.fields).toEqual({ subCategoryId: ticketMessages.subCategoryMismatch });
  });

  it('counts the SLA in working time of the branch calendar: severity level, fallback hours, or none', async () => {
    const db = t.database.handle.db;
    const stored = async (id: number) =>
      (await db.select({ warningDate: workItems.warningDate }).from(workItems).where(eq(workItems.id, id)))[0];
    // Friday 20 November 2026, 17:55 in Mexico City (UTC−6): five working minutes left in the demo's 'Horario general'
    // (lunes–viernes 09:00–18:00, sábado 09:00–13:00).
    const friday = new Date('2026-11-20T23:55:00.000Z');
    const created = await create(agente, { severityId: 3 });
    expect(created.slaInWorkingTime).toBe(true);
    await db.update(workItems).set({ createdDate: friday }).where(eq(workItems.id, created.id));
    const save = async (ticket: any, overrides: Record<string, unknown>) => {
      const response = await agente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, overrides));
      expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    // Recomputed from creation time when the severity changes. Crítica, 120 minutes: 5 on Friday, 115 on Saturday.
    const critical = await save(created, { severityId: 4 });
    expect(critical).toMatchObject({ expireDate: '2026-11-21T16:55:00.000Z', slaInWorkingTime: true });
    // Alta, 8 hours: 5 minutes on Friday, 4 hours on Saturday, 3 h 55 on Monday; warned after 6 h 24 of them.
    const high = await save(critical, { severityId: 3 });
    expect(high.expireDate).toBe('2026-11-23T18:55:00.000Z');
    expect((await stored(high.id)).warningDate?.toISOString()).toBe('2026-11-23T17:19:00.000Z');
    // Baja, 3 días: the same working moment three working days later (Saturday counts, Sunday does not).
    const low = await save(high, { severityId: 1 });
    expect(low.expireDate).toBe('2026-11-24T23:55:00.000Z');

    // A branch with a calendar of its own (Saturday mornings only): moving the ticket there recomputes it.
    const saturdays = (
      await admin.post('/api/calendars', {
        code: 'Guardia sabatina',
        timezone: 'America/Mexico_City',
        weeklyHours: [{ weekday: 6, start: '09:00', end: '13:00' }],
        holidays: [],
        isDefault: false,
        isActive: true,
      })
    ).body.data;
    await db.update(companyLocations).set({ calendarId: saturdays.id }).where(eq(companyLocations.id, 2));
    try {
      const moved = await save(await save(low, { severityId: 3 }), { companyLocationId: 2 });
      expect(moved.expireDate).toBe('2026-11-28T19:00:00.000Z');
    } finally {
      await db.update(companyLocations).set({ calendarId: null }).where(eq(companyLocations.id, 2));
    }

    const correo = await create(agente, { subCategoryId: 2 });
    await db.update(workItems).set({ createdDate: friday }).where(eq(workItems.id, correo.id));
    // The sub-category's fallback: 8 hours.
    expect((await save(correo, { severityId: 2 })).expireDate).toBe('2026-11-23T18:55:00.000Z');
    const accesos = await create(agente, { subCategoryId: 3 });
    expect(accesos).toMatchObject({ expireDate: null, slaInWorkingTime: false });
  });

  it('counts the SLA 24×7 when the company has no active calendar', async () => {
    const db = t.database.handle.db;
    await db.update(calendars).set({ isActive: false });
    try {
      const alta = await create(agente, { severityId: 3 });
      expect(new Date(alta.expireDate).getTime() - new Date(alta.createdDate).getTime()).toBe(8 * 3_600_000);
      expect(alta.slaInWorkingTime).toBe(false);
      const correo = await create(agente, { subCategoryId: 2 });
      expect(new Date(correo.expireDate).getTime() - new Date(correo.createdDate).getTime()).toBe(8 * 3_600_000);
      const critical = await agente.put(`/api/workitems/${alta.id}`, saveBody(alta, { severityId: 4 }));
      expect(new Date(critical.body.data.expireDate).getTime() - new Date(alta.createdDate).getTime()).toBe(120 * 60_000);
      const [row] = await db.select().from(workItems).where(eq(workItems.id, alta.id));
      expect(row.warningDate!.getTime() - row.createdDate.getTime()).toBe(96 * 60_000);
    } finally {
      await db.update(calendars).set({ isActive: true }).where(eq(calendars.code, 'Horario general'));
    }
  });

  it('hides tickets from people who may not see them, in every call', async () => {
    const ticket = await create(cliente);
    for (const url of [
      `/api/workitems/${ticket.id}`,
      `/api/workitems/${ticket.id}/history`,
      `/api/workitems/${ticket.id}/relations`,
      `/api/workitemtask/workitem/${ticket.id}`,
      `/api/documents/GetWorkItemReport/${ticket.id}`,
    ]) {
      const response = await proveedor.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.body.message).toBe(messages.forbidden);
    }
    expect((await proveedor.post(`/api/workitems/${ticket.id}/follow`)).statusCode).toBe(403);
    expect((await proveedor.put(`/api/workitems/${ticket.id}`, saveBody(ticket))).statusCode).toBe(403);
    expect((await proveedor.get('/api/workitems/simple?q=impresora')).body.data.map((s: { id: number }) => s.id)).not.toContain(
      ticket.id,
    );
    expect((await cliente.get('/api/workitems/999999')).statusCode).toBe(404);
    // Internal users holding permission 13 see every ticket.
    expect((await supervisor.get(`/api/workitems/${ticket.id}`)).statusCode).toBe(200);
  });

  it('lets only the assignee change the status, and the assignee or permission 26 the responsible', async () => {
    const ticket = await create(cliente);
    const byCreator = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { statusId: 2 }));
    expect(byCreator.statusCode).toBe(403);
    expect(byCreator.body.message).toBe(ticketMessages.notAssignee);
    const reassignByCreator = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { assignedTo: SUPERVISOR }));
    expect(reassignByCreator.body.message).toBe(ticketMessages.cannotReassign);

    const inProgress = await agente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { statusId: 2 }));
    expect(inProgress.statusCode).toBe(200);
    expect(inProgress.body.data.status).toBe('En progreso');
    const reassigned = await supervisor.put(
      `/api/workitems/${ticket.id}`,
      saveBody(inProgress.body.data, { assignedTo: SUPERVISOR }),
    );
    expect(reassigned.statusCode).toBe(200);
    expect(reassigned.body.data.assignedToName).toBe('Sergio Supervisor');

    const history = await cliente.get(`/api/workitems/${ticket.id}/history`);
    expect(history.body.data[0].historyItems).toEqual([
      {
        fieldName: 'Responsible',
        oldValue: String(AGENTE),
        newValue: String(SUPERVISOR),
        oldValueName: 'Ana Agente',
        newValueName: 'Sergio Supervisor',
      },
    ]);
    expect(history.body.data[1].historyItems).toEqual([
      { fieldName: 'Status', oldValue: '1', newValue: '2', oldValueName: 'Inicial', newValueName: 'En progreso' },
    ]);
    expect(history.body.data.at(-1)).toMatchObject({ action: 'add', creatorName: 'Carla Cliente' });
  });

  it('refuses the second of two saves based on the same version with 409', async () => {
    const ticket = await create(cliente);
    const first = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { subject: 'Primero' }));
    expect(first.statusCode).toBe(200);
    const second = await agente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { subject: 'Segundo' }));
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe(ticketMessages.staleTicket);
    expect(second.body.data.code).toBe('ticket.stale');
    expect((await cliente.get(`/api/workitems/${ticket.id}`)).body.data.subject).toBe('Primero');
    // A discussion message alone is still a save: based on the old version it is refused too
    // (docs/product/tickets.md#states-and-transitions).
    const message = await supervisor.put(
      `/api/workitems/${ticket.id}`,
      saveBody(ticket, { subject: 'Primero', discussion: '<p>Voy en camino</p>' }),
    );
    expect(message.statusCode).toBe(409);
  });

  it('sanitises rich text on the server', async () => {
    const ticket = await create(cliente, {
      detail:
        '<p onclick="x()">Hola <script>alert(1)</script><img src="https://evil.example/x.png"><a href="javascript:alert(1)">a</a></p>',
    });
    expect(ticket.detail).toBe('<p>Hola <a target="_blank" rel="noopener noreferrer nofollow">a</a></p>');
    const saved = await agente.put(
      `/api/workitems/${ticket.id}`,
      saveBody(ticket, { discussion: '<p>Revisado<iframe src="x"></iframe></p>' }),
    );
    expect(saved.body.data.discussions).toEqual([
      expect.objectContaining({ order: 1, message: '<p>Revisado</p>', createdByName: 'Ana Agente' }),
    ]);
  });

  it('creates a child ticket when the assignee gives a task a responsible, and gates closing on required tasks', async () => {
    const ticket = await create(cliente);
    const [required] = ticket.tasks;
    expect(
      (
        await cliente.put(
          `/api/workitems/${ticket.id}`,
          saveBody(ticket, { tasks: [{ id: required.id, realizedBy: SUPERVISOR }] }),
        )
      ).statusCode,
    ).toBe(403);
    const missing = await agente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { tasks: [{ id: required.id }] }));
    expect(missing.body.data.fields).toEqual({ 'tasks.0.realizedBy': ticketMessages.taskRealizedByRequired });

    const closedEarly = await agente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { statusId: 3 }));
    expect(closedEarly.statusCode).toBe(400);
    expect(closedEarly.body.message).toBe(ticketMessages.requiredTaskOpen('Revisión técnica'));

    const assigned = await agente.put(
      `/api/workitems/${ticket.id}`,
      saveBody(ticket, { tasks: [{ id: required.id, realizedBy: SUPERVISOR, notes: ' Revisar <rodillos> & tóner ' }] }),
    );
    expect(assigned.statusCode).toBe(200);
    const task = assigned.body.data.tasks[0];
    expect(task).toMatchObject({
      realizedBy: { id: SUPERVISOR },
      notes: 'Revisar <rodillos> & tóner',
      isDone: false,
      childWorkItemId: expect.any(Number),
    });
    const child = (await supervisor.get(`/api/workitems/${task.childWorkItemId}`)).body.data;
    expect(child).toMatchObject({
      subject: 'Revisión técnica: La impresora no imprime',
      // The notes go into the child's detail without the characters that would make markup of them.
      detail: `<p>Tarea "Revisión técnica" del ticket #${ticket.id}.</p><p>Revisar  rodillos    tóner</p>`,
      isCreatedFromTask: true,
      parentId: ticket.id,
      assignedTo: SUPERVISOR,
      companyLocationId: 2,
      tasks: [],
    });
    expect(assigned.body.data.childs.map((c: { id: number }) => c.id)).toEqual([child.id]);

    const stillOpen = await agente.put(`/api/workitems/${ticket.id}`, saveBody(assigned.body.data, { statusId: 3 }));
    expect(stillOpen.statusCode).toBe(400);
    expect((await supervisor.put(`/api/workitems/${child.id}`, saveBody(child, { statusId: 3 }))).statusCode).toBe(200);
    const closed = await agente.put(`/api/workitems/${ticket.id}`, saveBody(assigned.body.data, { statusId: 3 }));
    expect(closed.statusCode).toBe(200);
    expect(closed.body.data).toMatchObject({ statusId: 3, status: 'Finalizado', closedDate: expect.any(String) });
    expect(closed.body.data.tasks[0].isDone).toBe(true);
  });

  it('answers the relations and the tasks alone as the ticket shows them, to each caller', async () => {
    const ticket = await create(cliente);
    const assigned = await assignFirstTask(agente, ticket, SUPERVISOR);
    expect(assigned.statusCode).toBe(200);
    for (const caller of [cliente, agente]) {
      const shown = (await caller.get(`/api/workitems/${ticket.id}`)).body.data;
      const relations = await caller.get(`/api/workitems/${ticket.id}/relations`);
      expect(relations.body.data).toEqual({ parent: shown.parent, childs: shown.childs });
      const tasks = await caller.get(`/api/workitemtask/workitem/${ticket.id}`);
      expect(tasks.body.data).toEqual(shown.tasks);
    }
    expect((await agente.get('/api/workitems/999999/relations')).statusCode).toBe(404);
    expect((await agente.get('/api/workitemtask/workitem/999999')).statusCode).toBe(404);
  });

  it('keeps relations to one parent, no self relation and no cycles', async () => {
    const a = await create(agente, { subject: 'A' });
    const b = await create(agente, { subject: 'B', parentId: a.id });
    expect(b.parent).toMatchObject({ id: a.id, subject: 'A' });
    const c = await create(agente, { subject: 'C', parentId: b.id });
    const self = await agente.put(
      `/api/workitems/${a.id}`,
      saveBody((await agente.get(`/api/workitems/${a.id}`)).body.data, { parentId: a.id }),
    );
    expect(self.body.message).toBe(ticketMessages.selfRelation);
    const freshA = (await agente.get(`/api/workitems/${a.id}`)).body.data;
    expect(freshA.childs.map((x: { id: number }) => x.id)).toEqual([b.id]);
    const cycle = await agente.put(`/api/workitems/${a.id}`, saveBody(freshA, { parentId: c.id }));
    expect(cycle.statusCode).toBe(400);
    expect(cycle.body.message).toBe(ticketMessages.cycle);
    const d = await create(agente, { subject: 'D' });
    const stolen = await agente.put(`/api/workitems/${d.id}`, saveBody(d, { childs: [c.id] }));
    expect(stolen.body.message).toBe(ticketMessages.childHasParent(c.id));
    // Removing a relation through the parent's save frees the child.
    const removed = await agente.put(`/api/workitems/${a.id}`, saveBody(freshA, { childs: [] }));
    expect(removed.body.data.childs).toEqual([]);
    expect((await agente.get(`/api/workitems/${b.id}`)).body.data.parentId).toBeNull();
    const relations = await agente.get(`/api/workitems/${b.id}/relations`);
    expect(relations.body.data).toEqual({ parent: null, childs: [expect.objectContaining({ id: c.id })] });
  });

  describe('attachments', () => {
    it('uploads to the temporary area, saves with the ticket and downloads only for people who may see it', async () => {
      const upload = await cliente.upload('/api/uploads', 'factura ../../etc.txt', 'hola mundo', 'text/plain');
      expect(upload.statusCode).toBe(201);
      expect(upload.body.data).toMatchObject({ name: 'etc.txt', size: 10, isTemp: true });
      expect(upload.body.data.filePath).toMatch(/^[0-9a-f-]{36}\.txt$/);
      // Someone else cannot attach another user's upload.
      expect((await agente.post('/api/workitems', newTicket({ attachments: [upload.body.data.id] }))).statusCode).toBe(400);

      const ticket = await create(cliente, { attachments: [upload.body.data.id] });
      const [file] = ticket.attachments;
      expect(file).toMatchObject({ name: 'etc.txt', isTemp: false });
      expect(file.url).toMatch(new RegExp(`^/api/attachments/C1/T${ticket.id}/`));

      const download = await agente.raw(file.url.split('?')[0]);
      expect(download.statusCode).toBe(200);
      expect(download.body).toBe('hola mundo');
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="etc.txt"/);
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect((await proveedor.raw(file.url.split('?')[0])).statusCode).toBe(403);
      expect((await t.anonymous.raw(file.url.split('?')[0])).statusCode).toBe(401);
      // The signed link works without a header until tampered with.
      expect((await t.anonymous.raw(file.url)).statusCode).toBe(200);
      const tampered = file.url.replace(/sig=(.)/, (_match: string, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
      expect((await t.anonymous.raw(tampered)).statusCode).toBe(401);

      const removed = await cliente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { attachments: [] }));
      expect(removed.body.data.attachments).toEqual([]);
      const history = (await cliente.get(`/api/workitems/${ticket.id}/history`)).body.data;
      expect(history[0].historyItems).toEqual([
        expect.objectContaining({ fieldName: 'Attachment', newValue: 'Delete: etc.txt' }),
      ]);
    });

    it('refuses files above FileAttachmentSize with the message of docs/product/tickets.md#files-pdf-and-qr', async () => {
      await t.database.handle.db.update(settings).set({ detail: '1' }).where(eq(settings.code, 'FileAttachmentSize'));
      const response = await cliente.upload('/api/uploads', 'grande.pdf', Buffer.alloc(1024 * 1024 + 10), 'application/pdf');
      expect(response.statusCode).toBe(400);
      expect(response.body.message).toBe(ticketMessages.attachmentLimit(1));
      await t.database.handle.db.update(settings).set({ detail: '10' }).where(eq(settings.code, 'FileAttachmentSize'));
    });

    it('applies the attachment rules of the sub-category', async () => {
      const txt = await agente.upload('/api/uploads', 'notas.txt', 'x');
      const refused = await agente.post('/api/workitems', newTicket({ subCategoryId: 3, attachments: [txt.body.data.id] }));
      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toBe(ticketMessages.attachmentRuleMismatch('notas.txt'));
      const pdf = await agente.upload('/api/uploads', 'alta.pdf', '%PDF-1.4', 'application/pdf');
      expect(
        (await agente.post('/api/workitems', newTicket({ subCategoryId: 3, attachments: [pdf.body.data.id] }))).statusCode,
      ).toBe(201);
    });

    it('stores rich-text images on our own server', async () => {
      const response = await agente.upload('/api/uploads/images', 'foto.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
      expect(response.statusCode).toBe(201);
      expect(response.body.data.url).toMatch(/^\/api\/images\/[0-9a-f]{32}\.png\?u=2&s=[0-9a-f-]{36}&exp=\d+&sig=/);
      const image = await t.anonymous.raw(response.body.data.url);
      expect(image.headers['content-type']).toBe('image/png');
      expect((await agente.upload('/api/uploads/images', 'page.html', '<script>')).body.message).toBe(ticketMessages.imageOnly);
      const address = response.body.data.url.split('?')[0];
      const ticket = await create(agente, { detail: `<p>Foto:</p><img src="${response.body.data.url}">` });
      const stored = await t.database.handle.db.select().from(workItems).where(eq(workItems.id, ticket.id));
      expect(stored[0].detail).toBe(`<p>Foto:</p><img src="${address}" />`);
      // Each reader gets the image's address signed for their own session.
      const read = (await supervisor.get(`/api/workitems/${ticket.id}`)).body.data.detail as string;
      const signed = /src="([^"]+)"/.exec(read)![1].replaceAll('&amp;', '&');
      expect(signed).toMatch(new RegExp(`^${address}\\?u=3&s=`));
      expect((await t.anonymous.raw(signed)).statusCode).toBe(200);
    });

    it("does not let a user read someone else's image by naming it in a ticket of their own", async () => {
      const upload = await cliente.upload(
        '/api/uploads/images',
        'privada.png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        'image/png',
      );
      const address = upload.body.data.url.split('?')[0];
      await create(cliente, { detail: `<p>Privada</p><img src="${address}">` });
      const own = await create(proveedor, { detail: `<p>Robada</p><img src="${address}">` });
      expect(own.detail).toBe('<p>Robada</p>');
      expect((await proveedor.raw(address)).statusCode).toBe(403);
    });
  });

  it('lets anyone who sees a ticket follow it', async () => {
    const ticket = await create(cliente);
    const followed = await supervisor.post(`/api/workitems/${ticket.id}/follow`);
    expect(followed.statusCode).toBe(200);
    expect(followed.body.data.isFollowing).toBe(true);
    expect(followed.body.data.subscribers).toEqual([
      { userId: SUPERVISOR, userName: 'supervisor', displayName: 'Sergio Supervisor' },
    ]);
    // The creator's later change notifies the follower.
    await cliente.put(`/api/workitems/${ticket.id}`, saveBody(followed.body.data, { subject: 'Cambio' }));
    const rows = await t.database.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.workItemId, ticket.id), eq(notifications.userId, SUPERVISOR)));
    expect(rows.map((r) => r.type)).toEqual([1]);
  });

  it('names the people on a ticket to external users by id and display name only', async () => {
    const ticket = await create(cliente);
    const loaded = (await agente.get(`/api/workitems/${ticket.id}`)).body.data;
    const withSubscribers = await agente.put(
      `/api/workitems/${ticket.id}`,
      saveBody(loaded, { subscribers: [SUPERVISOR, PROVEEDOR] }),
    );
    expect(withSubscribers.statusCode, JSON.stringify(withSubscribers.body)).toBe(200);
    expect((await assignFirstTask(agente, withSubscribers.body.data, SUPERVISOR)).statusCode).toBe(200);

    const names = [
      { userId: SUPERVISOR, displayName: 'Sergio Supervisor' },
      { userId: PROVEEDOR, displayName: 'Pedro Proveedor' },
    ];
    for (const external of [cliente, proveedor]) {
      const detail = (await external.get(`/api/workitems/${ticket.id}`)).body.data;
      expect(detail.subscribers).toEqual(names);
      expect(detail.tasks[0].realizedBy).toEqual({ id: SUPERVISOR, displayName: 'Sergio Supervisor' });
      const history = (await external.get(`/api/workitems/${ticket.id}/history`)).body.data;
      const subscriberItems = history
        .flatMap((entry: any) => entry.historyItems)
        .filter((i: any) => i.fieldName === 'Subscribers');
      expect(subscriberItems).toEqual([
        expect.objectContaining({ oldValueName: null, newValueName: 'Sergio Supervisor, Pedro Proveedor' }),
      ]);
      // No user name or e-mail of anyone on the ticket anywhere in what an external user reads.
      const everything = JSON.stringify([detail, history, (await external.get(`/api/workitemtask/workitem/${ticket.id}`)).body]);
      for (const secret of ['"userName"', 'supervisor', 'proveedor', 'agente', '@example.com'])
        expect(everything).not.toContain(secret);
    }
    // Internal users keep the user names.
    const internal = (await agente.get(`/api/workitems/${ticket.id}`)).body.data;
    expect(internal.subscribers).toEqual(names.map((n, i) => ({ ...n, userName: ['supervisor', 'proveedor'][i] })));
    expect(internal.tasks[0].realizedBy).toEqual({ id: SUPERVISOR, userName: 'supervisor', displayName: 'Sergio Supervisor' });
  });

  it('prints a PDF report and a QR code', async () => {
    const ticket = await create(cliente);
    const pdf = await cliente.raw(`/api/documents/GetWorkItemReport/${ticket.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="ticketreport-${ticket.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const qr = await cliente.post(`/api/workitems/${ticket.id}/qr`, {});
    expect(qr.body.data.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('offers a picker of visible tickets by subject or id', async () => {
    const ticket = await create(cliente, { subject: 'Tóner agotado en piso 3' });
    const byWord = await cliente.get('/api/workitems/simple?q=toner');
    expect(byWord.statusCode).toBe(200);
    const byId = await cliente.get(`/api/workitems/simple?q=${ticket.id}`);
    expect(byId.body.data.map((s: { id: number }) => s.id)).toContain(ticket.id);
    expect(byId.body.data[0]).toMatchObject({
      id: expect.any(Number),
      subject: expect.any(String),
      parentId: null,
      lastUpdate: expect.any(String),
    });
  });
});
