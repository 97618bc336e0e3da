// `npm run bench`'s automations part (docs/performance.md#automations): what the rules cost.
// - A ticket save as the agente (300 sequential saves of its newest assigned ticket) with no active trigger, then with
//   200 active triggers listening to 'updated' whose conditions never hold: the p95 difference, goal ≤ 5 ms.
// - With DATABASE_URL set (the server's database, read from this process): the time rules' pass. Six time rules are
//   saved through the API (each save makes every open ticket due once: its time is shown), the catch-up after them is
//   timed, then one minute's work: 100 new tickets the rules read and 200 changed ones, looked at by one pass, and a
//   pass with nothing due; the due read's plan is printed (the partial index). Goal: the minute's pass ≤ 1 s.
// The rules are deactivated at the end; the tickets the bench created stay.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../bootstrap';
import { loadConfig } from '../config/config';
import { queryRows, type Executor } from '../db/client';
import { runTimeRules } from '../modules/automations/engine/time-rules';
import { saveBody } from '../test/ticket-bodies';

type Headers = Record<string, string>;
/** Prints a measured line: p50 and p95 of the times, and the goal (or a note, or the goal's verdict on the p95); answers the p95. */
type Report = (name: string, timesMs: number[], goal: string | ((p95: number) => string)) => number;

const SAVES = 300;
/** Unmeasured saves first, so the reference is the server's steady state. */
const WARM_UP_SAVES = 50;
const TRIGGERS = 200;
const SAVE_GOAL_MS = 5;
const MINUTE_NEW_TICKETS = 100;
const MINUTE_CHANGED_TICKETS = 200;
const PASS_GOAL_MS = 1_000;
const MARK = 'medicion automatica';

async function call(base: string, headers: Headers, method: string, path: string, body?: unknown) {
  const { 'content-type': contentType, ...others } = headers;
  const response =
    body === undefined
      ? await fetch(`${base}${path}`, { method, headers: others })
      : await fetch(`${base}${path}`, {
          method,
          headers: { ...others, 'content-type': contentType },
          body: JSON.stringify(body),
        });
  const json = (await response.json().catch(() => null)) as { data?: any } | null;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json?.data;
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

/** Times `SAVES` saves of the ticket, each of the ticket as just read (so none is refused as stale). */
async function saveTimes(base: string, agente: Headers, ticketId: number, saves = SAVES): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < saves; i++) {
    const ticket = await call(base, agente, 'GET', `/api/workitems/${ticketId}`);
    const subject = ticket.subject.endsWith(' ·') ? ticket.subject.slice(0, -2) : `${ticket.subject.slice(0, 98)} ·`;
    const [, ms] = await timed(() => call(base, agente, 'PUT', `/api/workitems/${ticketId}`, saveBody(ticket, { subject })));
    times.push(ms);
  }
  return times;
}

const rule = (code: string, body: Record<string, unknown>) => ({
  code,
  detail: 'Medición de npm run bench',
  conditions: { subjectContains: MARK },
  actions: [{ type: 'addNote', message: '<p>Medición.</p>' }],
  isActive: true,
  ...body,
});

async function deactivate(base: string, admin: Headers, ids: number[]) {
  for (const id of ids) await call(base, admin, 'DELETE', `/api/automations/${id}`);
}

/** A save with no trigger, then with TRIGGERS active ones that never act. */
export async function benchTriggers(base: string, admin: Headers, agente: Headers, report: Report): Promise<void> {
  const [newest] = (await call(base, agente, 'GET', '/api/workitems/received?pageSize=1')).rows as { id: number }[];
  const run = randomBytes(3).toString('hex');
  await saveTimes(base, agente, newest.id, WARM_UP_SAVES);
  const reference = report('save, no trigger', await saveTimes(base, agente, newest.id), '(reference)');
  const ids: number[] = [];
  for (let i = 0; i < TRIGGERS; i++) {
    const body = rule(`Medición ${run} ${i}`, {
      kind: 'trigger',
      events: ['updated'],
      conditions: { subjectContains: `nunca ${run} ${i}` },
    });
    ids.push((await call(base, admin, 'POST', '/api/automations', body)).id);
  }
  try {
    report(`save, ${TRIGGERS} triggers`, await saveTimes(base, agente, newest.id), (p95) => {
      const more = p95 - reference;
      return `p95 ${more.toFixed(1)} ms more, ≤ ${SAVE_GOAL_MS} ${more <= SAVE_GOAL_MS ? '✓' : '✗'}`;
    });
  } finally {
    await deactivate(base, admin, ids);
  }
}

const dueCount = async (db: Executor) =>
  (await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM automation_checks WHERE check_date <= now()`))[0]
    .count;

/** The due read's plan, first lines. */
async function duePlan(db: Executor): Promise<string> {
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`EXPLAIN SELECT work_item_id FROM automation_checks WHERE check_date <= now() ORDER BY check_date, work_item_id LIMIT 500`,
  );
  return plan.map((row) => row['QUERY PLAN'].trim()).join(' | ');
}

/** The time rules' saves, catch-up and one minute's pass, on the database of DATABASE_URL. */
export async function benchTimeRules(base: string, admin: Headers, cliente: Headers, report: Report): Promise<void> {
  const { ctx, shutdown } = await bootstrap(loadConfig());
  const log = Fastify({ logger: false }).log;
  const pass = () => runTimeRules(ctx, log, new Date());
  const run = randomBytes(3).toString('hex');
  const rules = [
    ...[50, 75, 100, 150].map((percentOfSla) => ({ kind: 'escalation', threshold: { percentOfSla } })),
    { kind: 'schedule', threshold: { idleWorkingHours: 8 } },
    { kind: 'schedule', threshold: { waitingWorkingDays: 3 } },
  ];
  const ids: number[] = [];
  try {
    const saves: number[] = [];
    for (const [i, body] of rules.entries()) {
      const [saved, ms] = await timed(() => call(base, admin, 'POST', '/api/automations', rule(`Medición ${run} t${i}`, body)));
      ids.push(saved.id);
      saves.push(ms);
    }
    report('save a time rule (re-arms)', saves, `${await dueCount(ctx.db)} tickets due after`);
    const [, catchUp] = await timed(async () => {
      while ((await dueCount(ctx.db)) > 0) await pass();
    });
    report('catch-up after the saves', [catchUp], 'once per time rule save');

    for (let i = 0; i < MINUTE_NEW_TICKETS; i++) {
      const ticket = {
        subject: `Medición automática ${i}`,
        detail: '<p>Medición.</p>',
        categoryId: 1,
        subCategoryId: 1,
        severityId: 1,
      };
      await call(base, cliente, 'POST', '/api/workitems', ticket);
    }
    await ctx.db.execute(sql`UPDATE work_items SET modified_date = now()
      WHERE id IN (SELECT id FROM work_items WHERE is_active AND status_id <> 3 ORDER BY random() LIMIT ${MINUTE_CHANGED_TICKETS})`);
    const due = await dueCount(ctx.db);
    console.log(`  due read: ${await duePlan(ctx.db)}`);
    const goal = (ms: number) => `≤ ${PASS_GOAL_MS} ms ${ms <= PASS_GOAL_MS ? '✓' : '✗'}`;
    const [, minute] = await timed(pass);
    report(`the minute's pass (${due} due)`, [minute], goal(minute));
    const [, idle] = await timed(pass);
    report('a pass with nothing due', [idle], goal(idle));
  } finally {
    await deactivate(base, admin, ids);
    await shutdown();
  }
}
