// "A two-process test that a time rule runs once" (docs/product/automations.md#the-time-rules-pass): two processes
// of their own on one PostgreSQL database run the pass at the same instant; every due ticket gets the schedule's run
// and its note exactly once. PGlite is one process's database, so the test runs on PostgreSQL.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client';
import { apiRoot } from '../../../lib/paths';
import { usesPostgres } from '../../../test/test-database';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { createdTicketId } from '../../../test/ticket-bodies';

const TICKETS = 30;
const monday = new Date('2026-03-02T15:00:00.000Z'); // 09:00 in Mexico City, Mon–Fri 09:00–18:00 in the demo calendar

/** A pass process: its output lines, one at a time. */
function passProcess(databaseUrl: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, 'src/test/time-rules-process.ts')], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test', JWT_SECRET: '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  return {
    next,
    run: async (at: Date) => {
      child.stdin!.write(`${at.toISOString()}\n`);
      return JSON.parse(await next()) as { turn: boolean };
    },
    end: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.stdin!.end();
      }),
  };
}

describe.runIf(usesPostgres())('the time rules in two processes', () => {
  const t = useTestApp();
  let admin: TestClient;
  let cliente: TestClient;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.handle.db, query);

  beforeAll(async () => {
    [admin, cliente] = await Promise.all([t.as('admin'), t.as('cliente')]);
  });

  it('runs a schedule once per ticket when two processes take the same minute', async () => {
    const rule = await admin.post('/api/automations', {
      code: 'Dos procesos',
      detail: 'Programación',
      kind: 'schedule',
      threshold: { idleWorkingHours: 2 },
      conditions: { subjectContains: 'dos procesos' },
      actions: [{ type: 'addNote', message: '<p>Una sola vez.</p>' }],
      isActive: true,
    });
    expect(rule.statusCode, JSON.stringify(rule.body)).toBe(201);
    const ids: number[] = [];
    for (let i = 0; i < TICKETS; i++) ids.push(await createdTicketId(cliente, `Dos procesos ${i}`));
    await t.database.handle.db.execute(
      sql`UPDATE work_items SET created_date = ${monday}, modified_date = ${monday} WHERE id IN ${ids}`,
    );

    const processes = [passProcess(t.database.url!), passProcess(t.database.url!)];
    for (const process of processes) expect(await process.next()).toBe('ready');
    const at = new Date(monday.getTime() + 6 * 3_600_000); // Monday 15:00: the tickets have been idle 6 working hours
    const turns = await Promise.all(processes.map((process) => process.run(at)));
    const again = await Promise.all(processes.map((process) => process.run(at)));
    await Promise.all(processes.map((process) => process.end()));

    expect([...turns, ...again].some(({ turn }) => turn)).toBe(true);
    const runs = await rows<{ ticketId: number; runs: number }>(
      sql`SELECT work_item_id AS "ticketId", count(*)::int AS runs FROM automation_runs
           WHERE rule_id = ${rule.body.data.id} GROUP BY work_item_id ORDER BY work_item_id`,
    );
    expect(runs).toEqual(ids.map((ticketId) => ({ ticketId, runs: 1 })));
    const [notes] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM work_item_discussions WHERE work_item_id IN ${ids} AND is_internal`,
    );
    expect(notes.count).toBe(TICKETS);
  }, 120_000);
});
