// Escalations (docs/product/automations.md): a level fires once per deadline when its share of the working time
// between creation and the deadline has passed; a moved deadline re-arms it. Driven by runDue(now), no waiting.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { createAutomationWorker } from './automation-worker';

const HOUR = 3_600_000;
const created = new Date('2026-03-02T15:00:00.000Z'); // a Monday, 09:00 in Mexico City

describe('automation escalations', () => {
  const t = useTestApp();
  let admin: TestClient;
  let ticketId: number;
  const worker = () => createAutomationWorker(t.app.ctx, t.app.log);
  const db = () => t.database.handle.db;
  const runsOf = async (ruleId: number) => (await admin.get(`/api/automations/${ruleId}/runs`)).body.data;
  const at = (hours: number) => new Date(created.getTime() + hours * HOUR);
  const setDeadline = (hours: number) =>
    db().execute(sql`UPDATE work_items SET expire_date = ${at(hours)} WHERE id = ${ticketId}`);

  beforeAll(async () => {
    admin = await t.as('admin');
    const cliente = await t.as('cliente');
    const ticket = await cliente.post('/api/workitems', {
      subject: 'Escalar',
      detail: '<p>Detalle.</p>',
      categoryId: 1,
      subCategoryId: 2,
      severityId: 1,
    });
    ticketId = ticket.body.data.id;
    await db().execute(sql`UPDATE work_items SET created_date = ${created} WHERE id = ${ticketId}`);
    await worker().runDue(new Date()); // the creation's event, which no escalation reads
  });

  const escalation = async (code: string, percentOfSla: number) => {
    const response = await admin.post('/api/automations', {
      code,
      detail: 'Escalar',
      kind: 'escalation',
      threshold: { percentOfSla },
      conditions: { subjectContains: 'escalar' },
      // A note: a change of severity would recompute the deadline, and the test sets the deadlines itself.
      actions: [{ type: 'addNote', message: `<p>${code}</p>` }],
      isActive: true,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  };

  it('fires at its share of the working time, once per deadline, and again for a moved deadline', async () => {
    // The default demo calendar (Mon–Fri 09:00–18:00): 18 working hours from Monday 09:00 end Tuesday 18:00.
    await setDeadline(33);
    const half = await escalation('Mitad del SLA', 50);
    await worker().runDue(at(8)); // Monday 17:00: 8 of 18 working hours
    expect(await runsOf(half)).toEqual([]);

    await worker().runDue(at(24.5)); // Tuesday 09:30: 9.5 of 18 working hours
    const [run] = await runsOf(half);
    expect(run).toMatchObject({ ticketId, result: 'done', occasion: `escalation:50:${at(33).toISOString()}` });
    const ticket = (await admin.get(`/api/workitems/${ticketId}`)).body.data;
    expect(ticket.discussions.map((d: { message: string }) => d.message)).toContain('<p>Mitad del SLA</p>');

    await worker().runDue(at(30));
    expect(await runsOf(half)).toHaveLength(1);

    // A new deadline re-arms the level (the severity change recomputed it: set it where the test wants it).
    await setDeadline(57);
    await worker().runDue(at(30)); // Tuesday 15:00: 15 of 27 working hours to Wednesday 18:00
    expect((await runsOf(half)).map((r: { occasion: string }) => r.occasion)).toEqual([
      `escalation:50:${at(57).toISOString()}`,
      `escalation:50:${at(33).toISOString()}`,
    ]);
    await admin.delete(`/api/automations/${half}`);
  });

  it('reaches a level past the deadline only after it', async () => {
    await setDeadline(33);
    const late = await escalation('Vencido y medio', 150);
    await worker().runDue(at(33)); // at the deadline: 100%
    expect(await runsOf(late)).toEqual([]);
    await worker().runDue(at(48.5)); // Wednesday 09:30: 18.5 of the 27 working hours 150% is (Wednesday 18:00)
    expect(await runsOf(late)).toEqual([]);
    await worker().runDue(at(57));
    expect((await runsOf(late))[0]).toMatchObject({ ticketId, result: 'done' });
    await admin.delete(`/api/automations/${late}`);
  });

  it('lets one process at a time evaluate escalations', async () => {
    const rule = await escalation('Turno', 10);
    await setDeadline(33);
    // Another process holds the turn: this pass skips the escalations.
    await db().transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x65736361}, 0)`);
      const { runTimeRules } = await import('./time-rules');
      // PGlite is one connection: the same transaction re-enters the lock, so only PostgreSQL can show the skip here.
      if (t.app.ctx.database.kind === 'postgres') expect(await runTimeRules(t.app.ctx, t.app.log, at(30))).toBe(false);
    });
    await worker().runDue(at(30));
    expect(await runsOf(rule)).toHaveLength(1);
    const [{ runs }] = await queryRows<{ runs: number }>(
      db(),
      sql`SELECT count(*)::int AS runs FROM automation_runs WHERE rule_id = ${rule}`,
    );
    expect(runs).toBe(1);
  });
});
