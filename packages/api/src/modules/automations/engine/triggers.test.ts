// Triggers (docs/product/automations.md): the save writes a durable event and nothing else; the worker's runDue runs
// the triggers after the save committed, once per event, as the rule, recording each run.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { automationMessages, ticketMessages, type AutomationInput } from '@tms/contracts';
import { queryRows } from '../../../db/client';
import { saveBody } from '../../../test/ticket-bodies';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { createTrigger } from '../testing/trigger-rules';
import { createAutomationWorker } from './automation-worker';

// Demo data (db/seed/demo-data.ts): sub-category 2 Correo electrónico (no tasks); user 3 supervisor.
const SUPERVISOR = 3;

const newTicket = (subject: string) => ({
  subject,
  detail: '<p>Detalle del ticket.</p>',
  categoryId: 1,
  subCategoryId: 2,
  severityId: 1,
});

describe('automation triggers', () => {
  const t = useTestApp();
  let admin: TestClient;
  let cliente: TestClient;
  let agente: TestClient;
  const worker = () => createAutomationWorker(t.app.ctx, t.app.log);
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.handle.db, query);

  beforeAll(async () => {
    [admin, cliente, agente] = await Promise.all([t.as('admin'), t.as('cliente'), t.as('agente')]);
  });

  const rule = (overrides: Partial<AutomationInput>) => createTrigger(admin, overrides);
  const deactivate = (id: number) => admin.delete(`/api/automations/${id}`);
  const create = async (client: TestClient, subject: string) => {
    const response = await client.post('/api/workitems', newTicket(subject));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  };
  const runsOf = async (ruleId: number) => (await admin.get(`/api/automations/${ruleId}/runs`)).body.data;
  const ticketAsAdmin = async (id: number) => (await admin.get(`/api/workitems/${id}`)).body.data;

  it('runs a trigger after the save, from its durable event, once, as the rule', async () => {
    const trigger = await rule({
      code: 'Impresiones urgentes',
      conditions: { subjectContains: 'IMPRESION' },
      actions: [
        { type: 'setSeverity', severityId: 3 },
        { type: 'addNote', message: '<p>Revisar primero la cola de impresión.</p>' },
      ],
    });
    const ticket = await create(cliente, 'Falla de impresión en piso 2');
    const other = await create(cliente, 'Sin correo');
    // The save only wrote its event: the rule has not run yet.
    expect(ticket.severityId).toBe(1);
    const [event] = await rows<{ id: number; event: string }>(
      sql`SELECT id, event FROM ticket_events WHERE work_item_id = ${ticket.id} AND processed_date IS NULL`,
    );
    expect(event.event).toBe('created');

    await worker().runDue(new Date());
    const changed = await ticketAsAdmin(ticket.id);
    expect(changed.severityId).toBe(3);
    expect((await ticketAsAdmin(other.id)).severityId).toBe(1);
    expect(
      changed.discussions.some((d: { isInternal: boolean; message: string }) => d.isInternal && d.message.includes('cola')),
    ).toBe(true);
    const history = (await admin.get(`/api/workitems/${ticket.id}/history`)).body.data;
    expect(history[0].creatorName).toBe(automationMessages.ruleAuthor('Impresiones urgentes'));
    expect(history.filter((h: { creatorName: string }) => h.creatorName.startsWith('Automatización'))).toHaveLength(1);

    const runs = await runsOf(trigger.id);
    expect(runs).toEqual([
      { ticketId: ticket.id, occasion: `event:${event.id}`, at: expect.any(String), result: 'done', error: null },
    ]);
    // Another pass, or another process after a restart, finds nothing left to do.
    await worker().runDue(new Date());
    expect(await runsOf(trigger.id)).toHaveLength(1);
    await deactivate(trigger.id);
  });

  it('handles each event once when two processes run at the same time', async () => {
    await worker().runDue(new Date()); // events of the tests before
    const trigger = await rule({
      code: 'Concurrente',
      conditions: { subjectContains: 'concurrente' },
      actions: [{ type: 'addNote', message: '<p>Una sola vez.</p>' }],
    });
    const tickets = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => create(cliente, `Concurrente ${n}`)));
    await Promise.all([worker().runDue(new Date()), worker().runDue(new Date())]);
    const runs = await runsOf(trigger.id);
    expect(runs.map((r: { ticketId: number }) => r.ticketId).sort((a: number, b: number) => a - b)).toEqual(
      tickets.map((ticket) => ticket.id).sort((a: number, b: number) => a - b),
    );
    for (const ticket of tickets) {
      const notes = (await ticketAsAdmin(ticket.id)).discussions.filter(
        (d: { message: string }) => d.message === '<p>Una sola vez.</p>',
      );
      expect(notes).toHaveLength(1);
    }
    await deactivate(trigger.id);
  });

  it('records a failing action with its Spanish reason without blocking the other rules or the save', async () => {
    const failing = await rule({
      code: 'Asignar a supervisor',
      order: 0,
      actions: [{ type: 'setResponsible', userId: SUPERVISOR }],
    });
    const noting = await rule({
      code: 'Nota de bienvenida',
      order: 1,
      actions: [{ type: 'addNote', message: '<p>Recibido.</p>' }],
    });
    await rows(sql`UPDATE users SET is_active = false WHERE id = ${SUPERVISOR}`);
    try {
      const ticket = await create(cliente, 'Necesito ayuda');
      await worker().runDue(new Date());
      const [run] = await runsOf(failing.id);
      expect(run).toMatchObject({ ticketId: ticket.id, result: 'failed', error: ticketMessages.cannotReassign });
      expect((await runsOf(noting.id))[0]).toMatchObject({ ticketId: ticket.id, result: 'done' });
      const after = await ticketAsAdmin(ticket.id);
      expect(after.assignedTo).toBe(ticket.assignedTo);
      expect(after.discussions.map((d: { message: string }) => d.message)).toContain('<p>Recibido.</p>');
    } finally {
      await rows(sql`UPDATE users SET is_active = true WHERE id = ${SUPERVISOR}`);
      await deactivate(failing.id);
      await deactivate(noting.id);
    }
  });

  it('never fires a rule on its own change', async () => {
    const own = await rule({
      code: 'Propio',
      events: ['updated'],
      conditions: { subjectContains: 'propio' },
      actions: [{ type: 'setSeverity', severityId: 3 }],
    });
    const ticket = await create(agente, 'Cambio propio');
    const saved = await agente.put(`/api/workitems/${ticket.id}`, saveBody(ticket, { subject: 'Cambio propio 2' }));
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    await worker().runDue(new Date());
    expect((await ticketAsAdmin(ticket.id)).severityId).toBe(3);
    // Its own save wrote an 'updated' event too; the rule did not run on it.
    const events = await rows<{ ruleId: number | null }>(
      sql`SELECT rule_id AS "ruleId" FROM ticket_events WHERE work_item_id = ${ticket.id} AND event = 'updated' ORDER BY id`,
    );
    expect(events).toEqual([{ ruleId: null }, { ruleId: own.id }]);
    expect(await runsOf(own.id)).toHaveLength(1);
    await deactivate(own.id);
  });

  it('stops a chain of rules after 5 steps', async () => {
    // 'up' answers the creation and every 'down' change; 'down' answers every 'up' change: an endless ping-pong.
    const up = await rule({
      code: 'Subir severidad',
      events: ['created', 'updated'],
      conditions: { severityIds: [1], subjectContains: 'cadena' },
      actions: [{ type: 'setSeverity', severityId: 2 }],
    });
    const down = await rule({
      code: 'Bajar severidad',
      events: ['updated'],
      conditions: { severityIds: [2], subjectContains: 'cadena' },
      actions: [{ type: 'setSeverity', severityId: 1 }],
    });
    await create(agente, 'Prueba de cadena');
    await worker().runDue(new Date());

    const all = [...(await runsOf(up.id)), ...(await runsOf(down.id))];
    // up, down, up, down, up: five steps; the sixth (down) is recorded as skipped.
    expect(all.filter((r: { result: string }) => r.result === 'done')).toHaveLength(5);
    expect((await runsOf(down.id))[0]).toMatchObject({ result: 'skipped', error: automationMessages.chainStopped });
    const [{ pending }] = await rows<{ pending: number }>(
      sql`SELECT count(*)::int AS pending FROM ticket_events WHERE processed_date IS NULL`,
    );
    expect(pending).toBe(0);
    for (const id of [up.id, down.id]) await deactivate(id);
  });

  it('records public messages as creatorMessage or agentMessage, internal notes not at all', async () => {
    const ticket = await create(cliente, 'Mensajes');
    await cliente.post(`/api/workitems/${ticket.id}/discussions`, { message: '<p>¿Alguna novedad?</p>', isInternal: false });
    await agente.post(`/api/workitems/${ticket.id}/discussions`, { message: '<p>Revisando.</p>', isInternal: false });
    await agente.post(`/api/workitems/${ticket.id}/discussions`, { message: '<p>Nota interna.</p>', isInternal: true });
    const events = await rows<{ event: string }>(
      sql`SELECT event FROM ticket_events WHERE work_item_id = ${ticket.id} ORDER BY id`,
    );
    expect(events.map((e) => e.event)).toEqual(['created', 'creatorMessage', 'agentMessage']);
  });

  it('replies with a canned response, notifies and queues a webhook call', async () => {
    await worker().runDue(new Date()); // events of the tests before, which no rule of this test must see
    const [canned] = (await admin.get('/api/cannedresponses')).body.data.filter((c: { isShared: boolean }) => c.isShared);
    await rows(
      sql`UPDATE canned_responses SET detail = '<p>Ticket {{ticket.id}} de {{creador.nombre}}</p>' WHERE id = ${canned.id}`,
    );
    const trigger = await rule({
      code: 'Acuse',
      events: ['creatorMessage'],
      actions: [
        { type: 'reply', cannedResponseId: canned.id },
        { type: 'notify', userIds: [SUPERVISOR], responsible: false, message: 'El cliente escribió' },
        { type: 'webhook', url: 'https://93.184.216.34/hook', secret: 'secreto' },
      ],
    });
    const ticket = await create(cliente, 'Acuse de mensajes');
    await cliente.post(`/api/workitems/${ticket.id}/discussions`, { message: '<p>Hola</p>', isInternal: false });
    await worker().runDue(new Date());

    expect((await runsOf(trigger.id))[0]).toMatchObject({ ticketId: ticket.id, result: 'done' });
    const discussions = (await ticketAsAdmin(ticket.id)).discussions;
    const reply = discussions.find((d: { message: string }) => d.message.startsWith(`<p>Ticket ${ticket.id} de`));
    expect(reply).toMatchObject({ isInternal: false });
    const notices = await rows<{ text: string }>(
      sql`SELECT text FROM notifications WHERE user_id = ${SUPERVISOR} AND work_item_id = ${ticket.id}`,
    );
    expect(notices.map((n) => n.text)).toContain(
      `${automationMessages.ruleAuthor('Acuse')} — ticket #${ticket.id}: El cliente escribió`,
    );
    // The rule's delivery log shows the queued call; an agente (no permission 30) may not read it.
    const deliveries = await admin.get(`/api/automations/${trigger.id}/deliveries`);
    expect(deliveries.body.data).toEqual([
      expect.objectContaining({ url: 'https://93.184.216.34/hook', status: 'pending', attempts: 0, statusCode: null }),
    ]);
    expect((await agente.get(`/api/automations/${trigger.id}/deliveries`)).statusCode).toBe(403);
    expect((await admin.get('/api/automations/999999/deliveries')).statusCode).toBe(404);
    await deactivate(trigger.id);
  });
});
