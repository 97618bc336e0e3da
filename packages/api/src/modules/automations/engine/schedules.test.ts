// Schedules (docs/product/automations.md): an idle ticket fires once per idle stretch, a wait on the creator once per
// internal user's message, both counted in working time of the ticket's branch calendar. Driven by runDue(now).
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AutomationThreshold } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { createAutomationWorker } from './automation-worker';

const HOUR = 3_600_000;
const monday = new Date('2026-03-02T15:00:00.000Z'); // 09:00 in Mexico City; the demo calendar is Mon–Fri 09:00–18:00

describe('automation schedules', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agente: TestClient;
  let cliente: TestClient;
  const worker = () => createAutomationWorker(t.app.ctx, t.app.log);
  const db = () => t.database.handle.db;
  const at = (hours: number) => new Date(monday.getTime() + hours * HOUR);
  const runsOf = async (ruleId: number) => (await admin.get(`/api/automations/${ruleId}/runs`)).body.data;
  const occasions = async (ruleId: number) => (await runsOf(ruleId)).map((run: { occasion: string }) => run.occasion);

  /** Dates the ticket's last change and every message of it at `instant`, as if it had been quiet since. */
  const quietSince = async (ticketId: number, instant: Date) => {
    await db().execute(sql`UPDATE work_items SET created_date = ${monday}, modified_date = ${instant} WHERE id = ${ticketId}`);
    await db().execute(sql`UPDATE work_item_discussions SET created_date = ${instant} WHERE work_item_id = ${ticketId}`);
  };

  const create = async (subject: string) => {
    const response = await cliente.post('/api/workitems', {
      subject,
      detail: '<p>Detalle.</p>',
      categoryId: 1,
      subCategoryId: 2, // routes to agente (demo data)
      severityId: 1,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  };

  const schedule = async (code: string, subjectContains: string, threshold: Partial<AutomationThreshold>) => {
    const response = await admin.post('/api/automations', {
      code,
      detail: 'Programación',
      kind: 'schedule',
      threshold,
      conditions: { subjectContains },
      actions: [{ type: 'addNote', message: `<p>${code}</p>` }],
      isActive: true,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  };

  const message = async (client: TestClient, ticketId: number, text: string) => {
    const posted = await client.post(`/api/workitems/${ticketId}/discussions`, { message: `<p>${text}</p>`, isInternal: false });
    expect(posted.statusCode, JSON.stringify(posted.body)).toBe(201);
  };

  beforeAll(async () => {
    [admin, agente, cliente] = await Promise.all([t.as('admin'), t.as('agente'), t.as('cliente')]);
  });

  it('fires on an idle ticket once per idle stretch, in working hours, and again after new activity', async () => {
    const ticketId = await create('Ticket inactivo');
    await worker().runDue(new Date()); // the creation's event, which no schedule reads
    await quietSince(ticketId, monday);
    const idle = await schedule('Inactivo 4 horas', 'inactivo', { idleWorkingHours: 4 });

    await worker().runDue(at(3.9));
    expect(await runsOf(idle)).toEqual([]);
    await worker().runDue(at(4));
    expect(await runsOf(idle)).toEqual([
      { ticketId, occasion: `idle:${monday.toISOString()}`, at: at(4).toISOString(), result: 'done', error: null },
    ]);
    const notes = (await admin.get(`/api/workitems/${ticketId}`)).body.data.discussions;
    expect(notes.map((d: { message: string }) => d.message)).toContain('<p>Inactivo 4 horas</p>');

    // The same stretch never fires twice.
    await quietSince(ticketId, monday);
    await worker().runDue(at(6));
    expect(await runsOf(idle)).toHaveLength(1);

    // New activity on Monday at 17:00 re-arms it: 4 working hours later is Tuesday 12:00, not Monday 21:00.
    await quietSince(ticketId, at(8));
    await worker().runDue(at(20));
    expect(await runsOf(idle)).toHaveLength(1);
    await worker().runDue(at(27));
    expect(await occasions(idle)).toEqual([`idle:${at(8).toISOString()}`, `idle:${monday.toISOString()}`]);
    await admin.delete(`/api/automations/${idle}`);
  });

  it('leaves finalised tickets alone', async () => {
    const ticketId = await create('Cerrado inactivo');
    await worker().runDue(new Date());
    await db().execute(sql`UPDATE work_items SET status_id = 3 WHERE id = ${ticketId}`);
    await quietSince(ticketId, monday);
    const idle = await schedule('Cerrado sin actividad', 'cerrado inactivo', { idleWorkingHours: 1 });
    await worker().runDue(at(30));
    expect(await runsOf(idle)).toEqual([]);
    await admin.delete(`/api/automations/${idle}`);
  });

  it("fires once per internal user's message the creator has not answered for that many working days", async () => {
    const ticketId = await create('Esperando respuesta');
    await message(agente, ticketId, '¿Sigue ocurriendo?');
    await worker().runDue(new Date());
    await quietSince(ticketId, at(8)); // the agent asked on Monday at 17:00
    const waiting = await schedule('Sin respuesta 1 día', 'esperando', { waitingWorkingDays: 1 });

    await worker().runDue(at(31)); // Tuesday 16:00
    expect(await runsOf(waiting)).toEqual([]);
    await worker().runDue(at(32)); // Tuesday 17:00: one working day
    expect(await occasions(waiting)).toEqual([`waiting:${at(8).toISOString()}`]);
    // Its own note is internal: the wait is the same and does not fire again.
    await worker().runDue(at(60));
    expect(await runsOf(waiting)).toHaveLength(1);

    // The creator answers: no wait. The agent writes again: a new wait.
    await message(cliente, ticketId, 'Sí, sigue.');
    await worker().runDue(new Date());
    await quietSince(ticketId, at(48));
    await worker().runDue(at(80));
    expect(await runsOf(waiting)).toHaveLength(1);
    await message(agente, ticketId, 'Le llamamos mañana.');
    await worker().runDue(new Date());
    await db().execute(sql`
      UPDATE work_item_discussions SET created_date = ${at(49)}
       WHERE work_item_id = ${ticketId} AND message = '<p>Le llamamos mañana.</p>'`);
    await worker().runDue(at(72)); // Thursday 09:00: less than a working day after Wednesday 10:00
    expect(await runsOf(waiting)).toHaveLength(1);
    await worker().runDue(at(73));
    expect(await occasions(waiting)).toEqual([`waiting:${at(49).toISOString()}`, `waiting:${at(8).toISOString()}`]);
    await admin.delete(`/api/automations/${waiting}`);
  });
});
