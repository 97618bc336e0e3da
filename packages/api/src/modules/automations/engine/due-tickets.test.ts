// The time rules' pass reads only the tickets whose check instant (automation_checks) has come (docs/product/automations.md#the-
// time-rules-pass): a new ticket is due at once; the pass stores the instant its next rule will be due (null when none
// can); a change, a message or a saved time rule makes it due again; a ticket whose instant has not come is not read,
// even if a rule would be due on it.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { createdTicketId } from '../../../test/ticket-bodies';
import { createAutomationWorker } from './automation-worker';

const HOUR = 3_600_000;
const monday = new Date('2026-03-02T15:00:00.000Z'); // 09:00 in Mexico City; the demo calendar is Mon–Fri 09:00–18:00
const at = (hours: number) => new Date(monday.getTime() + hours * HOUR);

describe('the tickets the time rules read', () => {
  const t = useTestApp();
  let admin: TestClient;
  let cliente: TestClient;
  const db = () => t.database.handle.db;
  const pass = (now: Date) => createAutomationWorker(t.app.ctx, t.app.log).runDue(now);
  const checkDate = async (id: number) => {
    const [row] = await queryRows<{ at: Date }>(
      db(),
      sql`SELECT check_date AS at FROM automation_checks WHERE work_item_id = ${id}`,
    );
    return row ? new Date(row.at).toISOString() : null;
  };
  const runs = async (ruleId: number) => (await admin.get(`/api/automations/${ruleId}/runs`)).body.data as unknown[];
  const idleRule = async (code: string, subjectContains: string) => {
    const response = await admin.post('/api/automations', {
      code,
      detail: 'Programación',
      kind: 'schedule',
      threshold: { idleWorkingHours: 4 },
      conditions: { subjectContains },
      actions: [{ type: 'addNote', message: `<p>${code}</p>` }],
      isActive: true,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  };
  const quietSince = (id: number) =>
    db().execute(sql`UPDATE work_items SET created_date = ${monday}, modified_date = ${monday} WHERE id = ${id}`);

  beforeAll(async () => {
    [admin, cliente] = await Promise.all([t.as('admin'), t.as('cliente')]);
  });

  it('stores the next instant a rule is due, and looks again after a change, a message or a saved rule', async () => {
    const id = await createdTicketId(cliente, 'Revisión programada');
    await quietSince(id);
    expect(await checkDate(id)).toBe(monday.toISOString());

    await idleRule('Revisión 4 horas', 'revision programada');
    await pass(at(1));
    expect(await checkDate(id)).toBe(at(4).toISOString());

    const message = await cliente.post(`/api/workitems/${id}/discussions`, { message: '<p>¿Novedades?</p>', isInternal: false });
    expect(message.statusCode).toBe(201);
    expect(await checkDate(id)).toBe(monday.toISOString());

    await db().execute(sql`UPDATE work_items SET subject = 'Sin regla' WHERE id = ${id}`);
    await pass(at(1));
    expect(await checkDate(id)).toBeNull(); // no rule's conditions hold: nothing to look at until it changes

    await idleRule('Otra revisión', 'sin regla');
    expect(await checkDate(id)).toBe(monday.toISOString());
  });

  it('does not read a ticket whose check instant has not come', async () => {
    const id = await createdTicketId(cliente, 'Fuera del índice');
    await quietSince(id);
    const rule = await idleRule('Fuera del índice', 'fuera del indice');
    await db().execute(sql`UPDATE automation_checks SET check_date = ${at(100)} WHERE work_item_id = ${id}`);
    await pass(at(10));
    expect(await runs(rule)).toEqual([]);
    await pass(at(100));
    expect(await runs(rule)).toHaveLength(1);
  });
});
