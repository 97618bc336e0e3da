// "Kill the process between the save and the trigger run: exactly one run after restart" (docs/product/automations.md,
// docs/decisions/0016-automations.md). The save's event row is committed; a worker then does all of an event's work in
// its transaction and dies before the commit; a restarted worker runs the trigger exactly once. On PostgreSQL the death
// is real: the worker's own backend is terminated (pg_terminate_backend) mid-transaction; PGlite, one in-process
// connection, abandons the transaction by throwing before COMMIT.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { queryRows, type Executor } from '../../../db/client';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { createAutomationWorker } from './automation-worker';

class ProcessKilled extends Error {}

/** Ends the transaction's connection as a killed process would: PostgreSQL rolls back what it left open. */
async function die(ctx: AppContext, tx: Executor): Promise<never> {
  if (ctx.database.kind === 'postgres') await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
  throw new ProcessKilled('killed before commit');
}

/** The app's context, but every transaction the worker opens does its whole work and then dies before COMMIT. */
function dyingBeforeCommit(ctx: AppContext, lastLook: (tx: Executor) => Promise<void>): AppContext {
  const db = ctx.db;
  const transaction: typeof db.transaction = (work, config) =>
    db.transaction(async (tx) => {
      await work(tx);
      await lastLook(tx);
      return die(ctx, tx);
    }, config);
  const dying = new Proxy(db, {
    get: (target, property) => (property === 'transaction' ? transaction : Reflect.get(target, property, target)),
  });
  return { ...ctx, db: dying };
}

describe('automation crash recovery', () => {
  const t = useTestApp();
  let admin: TestClient;
  let cliente: TestClient;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.handle.db, query);

  beforeAll(async () => {
    [admin, cliente] = await Promise.all([t.as('admin'), t.as('cliente')]);
  });

  it('runs the trigger exactly once after a worker died between its work and its commit', async () => {
    await createAutomationWorker(t.app.ctx, t.app.log).runDue(new Date()); // nothing else pending
    const rule = await admin.post('/api/automations', {
      code: 'Tras la caída',
      detail: 'Nota tras la caída',
      kind: 'trigger',
      events: ['created'],
      conditions: { subjectContains: 'caida' },
      actions: [
        { type: 'addNote', message: '<p>Una sola nota.</p>' },
        { type: 'setSeverity', severityId: 3 },
      ],
      isActive: true,
    });
    expect(rule.statusCode, JSON.stringify(rule.body)).toBe(201);
    const ruleId = rule.body.data.id as number;
    const created = await cliente.post('/api/workitems', {
      subject: 'Caída del servidor',
      detail: '<p>Detalle.</p>',
      categoryId: 1,
      subCategoryId: 2,
      severityId: 1,
    });
    const ticketId = created.body.data.id as number;
    const ticket = async () => (await admin.get(`/api/workitems/${ticketId}`)).body.data;
    const notes = async () =>
      (await ticket()).discussions.filter((d: { message: string }) => d.message === '<p>Una sola nota.</p>');
    const runsQuery = sql`SELECT id FROM automation_runs WHERE rule_id = ${ruleId}`;
    const runs = () => rows<{ id: number }>(runsQuery);

    // The save committed its event; the worker takes it, runs the rule, marks it processed — and dies before COMMIT.
    let runsSeenBeforeDeath: unknown[] = [];
    const lastLook = async (tx: Executor) => {
      runsSeenBeforeDeath = await queryRows(tx, runsQuery);
    };
    const dying = createAutomationWorker(dyingBeforeCommit(t.app.ctx, lastLook), t.app.log);
    const death = await dying.runDue(new Date()).then(
      () => null,
      (error: unknown) => error,
    );
    // On PostgreSQL the connection is gone: even the ROLLBACK the worker tries fails.
    if (t.app.ctx.database.kind === 'postgres')
      expect(death).toMatchObject({ cause: { message: 'Connection terminated unexpectedly' } });
    else expect(death).toBeInstanceOf(ProcessKilled);
    expect(runsSeenBeforeDeath).toHaveLength(1); // it had done the work
    expect(await runs()).toEqual([]);
    expect(await notes()).toEqual([]);
    expect((await ticket()).severityId).toBe(1);
    const pending = await rows<{ event: string }>(
      sql`SELECT event FROM ticket_events WHERE work_item_id = ${ticketId} AND processed_date IS NULL`,
    );
    expect(pending).toEqual([{ event: 'created' }]);

    // After the restart: exactly one run, one note, one change — and another pass adds nothing.
    const restarted = createAutomationWorker(t.app.ctx, t.app.log);
    await restarted.runDue(new Date());
    await restarted.runDue(new Date());
    expect(await runs()).toHaveLength(1);
    expect(await notes()).toHaveLength(1);
    expect((await ticket()).severityId).toBe(3);
    const history = (await admin.get(`/api/workitems/${ticketId}/history`)).body.data;
    expect(history.filter((h: { creatorName: string }) => h.creatorName === 'Automatización: Tras la caída')).toHaveLength(1);
  });
});
