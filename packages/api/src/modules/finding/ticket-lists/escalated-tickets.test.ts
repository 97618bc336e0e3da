// 'Escalado' (docs/product/automations.md): a ticket an escalation rule acted on at its current deadline says so in
// its detail, its list rows and the Buscador's; a moved deadline clears it (the rule is re-armed), and neither a
// failed run nor a run at an earlier deadline marks it. Driven by runDue(now), no waiting.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { createdTicketId } from '../../../test/ticket-bodies';
import { createAutomationWorker } from '../../automations/engine/automation-worker';

const HOUR = 3_600_000;
const created = new Date('2026-03-02T15:00:00.000Z'); // a Monday, 09:00 in Mexico City
const at = (hours: number) => new Date(created.getTime() + hours * HOUR);

describe('escalated tickets', () => {
  const t = useTestApp();
  let admin: TestClient;
  let cliente: TestClient;
  let escalatedId: number;
  let calmId: number;
  const worker = () => createAutomationWorker(t.app.ctx, t.app.log);
  const db = () => t.database.handle.db;
  const setDeadline = (id: number, hours: number) =>
    db().execute(sql`UPDATE work_items SET expire_date = ${at(hours)} WHERE id = ${id}`);

  const createTicket = async (subject: string) => {
    const id = await createdTicketId(cliente, subject);
    await db().execute(sql`UPDATE work_items SET created_date = ${created} WHERE id = ${id}`);
    return id;
  };

  /** Whether the ticket reads as escalated in its detail, the creator's list and the Buscador. */
  const escalatedEverywhere = async (id: number) => {
    const detail = (await admin.get(`/api/workitems/${id}`)).body.data;
    const sent = (await cliente.get('/api/workitems/sent?pageSize=50')).body.data.rows;
    const found = (await admin.post('/api/workitems/search', { workItemId: id })).body.data.rows;
    const rowOf = (rows: { id: number; escalated: boolean }[]) => rows.find((row) => row.id === id)?.escalated;
    return [detail.escalated, rowOf(sent), rowOf(found)];
  };

  beforeAll(async () => {
    admin = await t.as('admin');
    cliente = await t.as('cliente');
    escalatedId = await createTicket('Escalar la impresora');
    calmId = await createTicket('Sin prisa');
    await worker().runDue(new Date()); // the creations' events, which no escalation reads
    const rule = await admin.post('/api/automations', {
      code: 'Mitad del SLA',
      detail: 'Escalar',
      kind: 'escalation',
      threshold: { percentOfSla: 50 },
      conditions: { subjectContains: 'escalar' },
      // A note: a change of severity would recompute the deadline, and the test sets the deadlines itself.
      actions: [{ type: 'addNote', message: '<p>Escalado</p>' }],
      isActive: true,
    });
    expect(rule.statusCode, JSON.stringify(rule.body)).toBe(201);
  });

  it('marks a ticket escalated at its deadline, and a moved deadline clears it', async () => {
    // 18 working hours from Monday 09:00 end Tuesday 18:00; Tuesday 09:30 is 9.5 of them: past 50%.
    await setDeadline(escalatedId, 33);
    await setDeadline(calmId, 33);
    expect(await escalatedEverywhere(escalatedId)).toEqual([false, false, false]);

    await worker().runDue(at(24.5));
    expect(await escalatedEverywhere(escalatedId)).toEqual([true, true, true]);
    expect(await escalatedEverywhere(calmId)).toEqual([false, false, false]); // the rule's conditions left it alone

    await setDeadline(escalatedId, 57);
    expect(await escalatedEverywhere(escalatedId)).toEqual([false, false, false]);
  });

  it('is not marked by a failed run at its current deadline', async () => {
    await setDeadline(calmId, 33);
    await db().execute(sql`INSERT INTO automation_runs (rule_id, work_item_id, occasion, result, error)
      SELECT id, ${calmId}, ${`escalation:50:${at(33).toISOString()}`}, 'failed', 'Falló' FROM automation_rules
       WHERE code = 'Mitad del SLA'`);
    expect(await escalatedEverywhere(calmId)).toEqual([false, false, false]);
  });
});
