// Time tracking (docs/product/service-quality.md#time-tracking): internal users who may see a ticket log time on it;
// its author or a holder of permission 26 changes or deletes an entry; clients and providers get 403 on every call.
// The ticket's `time_spent_minutes` stays the sum of its entries, its task children's count on the parent's
// 'Tiempo registrado', and logging time leaves the ticket's version alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, timeEntryMessages, timeEntryToday } from '@tms/contracts';
import { users, workItems } from '../../../db/schema';
import { newInternalUser, roleWithoutSearch } from '../../../test/internal-users';
import { assignFirstTask, createdTicketId, saveBody } from '../../../test/ticket-bodies';
import { useTestApp, type TestClient } from '../../../test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const today = timeEntryToday();
const yesterday = timeEntryToday(new Date(Date.now() - DAY_MS));
const tomorrow = timeEntryToday(new Date(Date.now() + DAY_MS));
/** The demo role Agente (db/seed/reference-data.ts): sees every ticket (13), does not hold 26. */
const AGENTE_ROLE = 2;

const entry = (overrides: Record<string, unknown> = {}) => ({ minutes: 45, date: today, note: 'Revisión', ...overrides });

describe('time entries', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agente: TestClient;
  let supervisor: TestClient;
  let cliente: TestClient;
  let proveedor: TestClient;
  /** An internal user with the Agente role: sees every ticket, does not hold 26. */
  let otherAgent: TestClient;
  /** An internal user whose role holds 4 and 5 only (not 13): sees only the tickets it is on. */
  let limited: TestClient;
  const ids: Record<string, number> = {};

  const db = () => t.database.handle.db;
  const storedTotal = async (ticketId: number) =>
    (await db().select({ minutes: workItems.timeSpentMinutes }).from(workItems).where(eq(workItems.id, ticketId)))[0].minutes;
  const logTime = async (client: TestClient, ticketId: number, overrides: Record<string, unknown> = {}) => {
    const response = await client.post(`/api/workitems/${ticketId}/time-entries`, entry(overrides));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  };

  beforeAll(async () => {
    [admin, agente, supervisor, cliente, proveedor] = await Promise.all(
      (['admin', 'agente', 'supervisor', 'cliente', 'proveedor'] as const).map((user) => t.as(user)),
    );
    otherAgent = await newInternalUser(t, admin, 'agente.dos', AGENTE_ROLE);
    limited = await newInternalUser(t, admin, 'interno.limitado', await roleWithoutSearch(admin));
    for (const row of await db().select({ id: users.id, userName: users.userName }).from(users)) ids[row.userName] = row.id;
  });

  it('logs time on a ticket and lists it with its sums, the author by name; the ticket shows the total', async () => {
    const ticketId = await createdTicketId(cliente, 'El correo no sincroniza');
    const first = await logTime(agente, ticketId, { billable: true });
    expect(first).toEqual({
      id: expect.any(Number),
      workItemId: ticketId,
      userId: ids.agente,
      userName: 'Ana Agente',
      minutes: 45,
      date: today,
      note: 'Revisión',
      billable: true,
      createdDate: expect.any(String),
      canEdit: true,
    });
    const second = await logTime(supervisor, ticketId, { minutes: 30, date: yesterday, note: '  ' });
    expect(second).toMatchObject({ minutes: 30, date: yesterday, note: null, billable: false, userName: 'Sergio Supervisor' });

    const list = await agente.get(`/api/workitems/${ticketId}/time-entries`);
    expect(list.statusCode).toBe(200);
    expect(list.body.data).toMatchObject({ totalMinutes: 75, billableMinutes: 45 });
    // The latest day first; agente may change its own entry only.
    expect(list.body.data.entries.map((e: { id: number; canEdit: boolean }) => [e.id, e.canEdit])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    const bySupervisor = (await supervisor.get(`/api/workitems/${ticketId}/time-entries`)).body.data.entries;
    expect(bySupervisor.map((e: { canEdit: boolean }) => e.canEdit)).toEqual([true, true]);

    expect((await agente.get(`/api/workitems/${ticketId}`)).body.data.timeSpentMinutes).toBe(75);
    expect(await storedTotal(ticketId)).toBe(75);
  });

  it("adds a task child's time to its parent's total, not to the parent's own entries", async () => {
    const parentId = await createdTicketId(cliente, 'La impresora no imprime', { subCategoryId: 1 });
    const parent = (await agente.get(`/api/workitems/${parentId}`)).body.data;
    const assigned = await assignFirstTask(agente, parent, ids.supervisor);
    expect(assigned.statusCode, JSON.stringify(assigned.body)).toBe(200);
    const childId = assigned.body.data.tasks[0].childWorkItemId as number;

    await logTime(agente, parentId, { minutes: 20 });
    await logTime(supervisor, childId, { minutes: 40 });

    expect((await agente.get(`/api/workitems/${parentId}`)).body.data.timeSpentMinutes).toBe(60);
    expect((await agente.get(`/api/workitems/${childId}`)).body.data.timeSpentMinutes).toBe(40);
    expect((await agente.get(`/api/workitems/${parentId}/time-entries`)).body.data.totalMinutes).toBe(20);
  });

  it('leaves the ticket version alone: a form open on it still saves', async () => {
    const ticketId = await createdTicketId(agente, 'Versión intacta');
    const before = (await agente.get(`/api/workitems/${ticketId}`)).body.data;
    const history = (await agente.get(`/api/workitems/${ticketId}/history`)).body.data;
    const logged = await logTime(agente, ticketId);
    expect((await agente.put(`/api/time-entries/${logged.id}`, entry({ minutes: 50 }))).statusCode).toBe(200);
    const after = (await agente.get(`/api/workitems/${ticketId}`)).body.data;
    expect(after.modifiedDate).toBe(before.modifiedDate);
    expect((await agente.get(`/api/workitems/${ticketId}/history`)).body.data).toEqual(history);
    const save = await agente.put(`/api/workitems/${ticketId}`, saveBody(before, { subject: 'Versión intacta, guardada' }));
    expect(save.statusCode, JSON.stringify(save.body)).toBe(200);
    expect(save.body.data.timeSpentMinutes).toBe(50);
  });

  it("lets the author or a holder of 26 change or delete an entry, keeping the ticket's total the sum", async () => {
    const ticketId = await createdTicketId(agente, 'Tiempo corregido');
    const logged = await logTime(agente, ticketId, { minutes: 60 });

    const edited = await agente.put(`/api/time-entries/${logged.id}`, entry({ minutes: 90, billable: true, note: 'Corregido' }));
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ id: logged.id, minutes: 90, billable: true, note: 'Corregido', canEdit: true });
    expect(await storedTotal(ticketId)).toBe(90);

    const refused = await otherAgent.put(`/api/time-entries/${logged.id}`, entry({ minutes: 1 }));
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(timeEntryMessages.cannotChange);
    expect((await otherAgent.delete(`/api/time-entries/${logged.id}`)).statusCode).toBe(403);
    expect(await storedTotal(ticketId)).toBe(90);

    const bySupervisor = await supervisor.put(`/api/time-entries/${logged.id}`, entry({ minutes: 30 }));
    expect(bySupervisor.statusCode).toBe(200);
    expect(bySupervisor.body.data).toMatchObject({ minutes: 30, userId: ids.agente, canEdit: true });
    expect(await storedTotal(ticketId)).toBe(30);

    const other = await logTime(otherAgent, ticketId, { minutes: 15 });
    expect(await storedTotal(ticketId)).toBe(45);
    const deleted = await supervisor.delete(`/api/time-entries/${logged.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.body.data).toEqual({ result: true });
    expect(await storedTotal(ticketId)).toBe(15);
    expect((await otherAgent.delete(`/api/time-entries/${other.id}`)).statusCode).toBe(200);
    expect(await storedTotal(ticketId)).toBe(0);
    expect((await agente.get(`/api/workitems/${ticketId}/time-entries`)).body.data).toEqual({
      entries: [],
      totalMinutes: 0,
      billableMinutes: 0,
    });

    expect((await agente.put(`/api/time-entries/${logged.id}`, entry())).statusCode).toBe(404);
    expect((await agente.delete(`/api/time-entries/${logged.id}`)).statusCode).toBe(404);
  });

  it('refuses clients and providers on every call, even on their own ticket and before reading the body', async () => {
    const ticketId = await createdTicketId(cliente, 'Ticket del cliente');
    const logged = await logTime(agente, ticketId);
    for (const external of [cliente, proveedor]) {
      for (const response of [
        await external.get(`/api/workitems/${ticketId}/time-entries`),
        await external.post(`/api/workitems/${ticketId}/time-entries`, entry()),
        await external.post(`/api/workitems/${ticketId}/time-entries`, { minutes: 'mucho' }),
        await external.put(`/api/time-entries/${logged.id}`, entry()),
        await external.put(`/api/time-entries/abc`, {}),
        await external.delete(`/api/time-entries/${logged.id}`),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.body.data.code).toBe('auth.forbidden');
      }
    }
    expect(await storedTotal(ticketId)).toBe(45);
  });

  it("answers a hidden ticket's time 403 and a missing one 404, as the ticket's own calls do", async () => {
    const hiddenId = await createdTicketId(agente, 'Nómina de marzo', { categoryId: 3, subCategoryId: 5 });
    const logged = await logTime(agente, hiddenId);
    expect((await limited.get(`/api/workitems/${hiddenId}`)).statusCode).toBe(403);
    expect((await limited.get(`/api/workitems/${hiddenId}/time-entries`)).statusCode).toBe(403);
    expect((await limited.post(`/api/workitems/${hiddenId}/time-entries`, entry())).statusCode).toBe(403);
    expect((await limited.put(`/api/time-entries/${logged.id}`, entry())).statusCode).toBe(403);
    expect((await limited.delete(`/api/time-entries/${logged.id}`)).statusCode).toBe(403);

    // On a ticket of its own the same user logs time.
    const ownId = await createdTicketId(limited, 'Mi propio ticket');
    expect((await limited.post(`/api/workitems/${ownId}/time-entries`, entry())).statusCode).toBe(201);

    expect((await agente.get('/api/workitems/999999/time-entries')).statusCode).toBe(404);
    expect((await agente.post('/api/workitems/999999/time-entries', entry())).statusCode).toBe(404);
    expect((await agente.put('/api/time-entries/999999', entry())).statusCode).toBe(404);
    expect((await agente.delete('/api/time-entries/999999')).statusCode).toBe(404);
    expect(await storedTotal(hiddenId)).toBe(45);
  });

  it('refuses each bad value with its Spanish message on its field', async () => {
    const ticketId = await createdTicketId(agente, 'Validación de tiempo');
    const logged = await logTime(agente, ticketId);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ minutes: 0 }, 'minutes', timeEntryMessages.minutes],
      [{ minutes: 1441 }, 'minutes', timeEntryMessages.minutes],
      [{ minutes: 12.5 }, 'minutes', timeEntryMessages.minutes],
      [{ minutes: 'cuarenta' }, 'minutes', timeEntryMessages.minutes],
      [{ minutes: undefined }, 'minutes', timeEntryMessages.minutes],
      [{ date: tomorrow }, 'date', timeEntryMessages.futureDate],
      [{ date: '2026-02-30' }, 'date', 'Ingrese una fecha válida (DD/MM/AAAA).'],
      [{ date: '30/01/2026' }, 'date', 'Ingrese una fecha válida (DD/MM/AAAA).'],
      [{ date: undefined }, 'date', messages.fieldRequired],
      [{ note: 'x'.repeat(501) }, 'note', messages.maxLength(500)],
      [{ billable: 'sí' }, 'billable', timeEntryMessages.billable],
    ];
    for (const [overrides, field, message] of cases) {
      for (const response of [
        await agente.post(`/api/workitems/${ticketId}/time-entries`, entry(overrides)),
        await agente.put(`/api/time-entries/${logged.id}`, entry(overrides)),
      ]) {
        const what = JSON.stringify(overrides);
        expect(response.statusCode, what).toBe(400);
        expect(response.body.data.code, what).toBe('request.invalid');
        expect(response.body.data.fields, what).toEqual({ [field]: message });
      }
    }
    expect(
      (await agente.post(`/api/workitems/${ticketId}/time-entries`, entry({ minutes: 1440, note: 'x'.repeat(500) }))).statusCode,
    ).toBe(201);
    expect((await agente.get('/api/workitems/abc/time-entries')).body.data.fields).toEqual({ id: messages.invalidId });
    expect(await storedTotal(ticketId)).toBe(45 + 1440);
  });
});
