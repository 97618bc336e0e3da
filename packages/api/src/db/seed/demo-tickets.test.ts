// The demo's living help desk (db/seed/demo-tickets.ts): a fresh demo database holds about three hundred tickets over
// the last twelve months in every status, with history, discussion, subscribers, tasks with child tickets and overdue
// ones, routed and timed by the tickets module's rules, the same on every start, and nothing queued to send.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryAction, HistoryField, TicketStatus } from '@tms/contracts';
import { queryRows } from '../client';
import { demoTicketRules } from '../../demo-ticket-rules';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { seedDatabase } from '.';

const YEAR_MS = 366 * 24 * 3_600_000;
const DEADLINE_SAMPLE_EVERY = 20;

interface TicketRow {
  id: number;
  subCategoryId: number;
  severityId: number;
  companyLocationId: number | null;
  statusId: number;
  createdDate: Date;
  expireDate: Date | null;
  warningDate: Date | null;
}

/** What a task's child takes from its parent. */
interface TaskParent {
  subject: string;
  categoryId: number;
  subCategoryId: number;
  companyLocationId: number | null;
  severityId: number;
}

interface SeededTask {
  code: string;
  realizedBy: number;
  notes: string | null;
}

async function demoDatabase(): Promise<{ database: TestDatabase; seconds: number }> {
  const database = await createTestDatabase({ demo: false });
  const started = performance.now();
  await seedDatabase(database.handle.db, { demo: true, demoTickets: demoTicketRules });
  return { database, seconds: (performance.now() - started) / 1000 };
}

describe('demo tickets', () => {
  let demo: TestDatabase;
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(demo.handle.db, query);
  const count = async (query: ReturnType<typeof sql>) => (await rows<{ n: number }>(query))[0].n;

  beforeAll(async () => {
    const { database, seconds } = await demoDatabase();
    demo = database;
    console.info(`demo data with tickets seeded in ${seconds.toFixed(1)} s`);
  });
  afterAll(() => demo.dispose());

  it('gives the service figures something to show: first responses, resolutions, ratings and logged time', async () => {
    const finalised = await count(sql`SELECT count(*)::int AS n FROM work_items WHERE status_id = ${TicketStatus.Finished}`);
    const resolved = await count(
      sql`SELECT count(*)::int AS n FROM work_items WHERE status_id = ${TicketStatus.Finished} AND resolution_minutes >= 0`,
    );
    expect(resolved).toBe(finalised);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM work_items WHERE resolution_minutes IS NOT NULL AND status_id <> 3`),
    ).toBe(0);
    // Answered by an internal user other than the creator, at or after creation, with a target from the demo's levels.
    const answered = await rows<{ early: number; targets: number; n: number }>(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE first_response_date < created_date)::int AS early,
             count(first_response_due_date)::int AS targets
        FROM work_items WHERE first_response_date IS NOT NULL AND first_response_minutes >= 0`);
    expect(answered[0].n).toBeGreaterThan(100);
    expect(answered[0].early).toBe(0);
    expect(answered[0].targets).toBeGreaterThan(0);
    const surveys = await rows<{ sent: number; rated: number; low: number; uncommented: number }>(sql`
      SELECT count(*)::int AS sent, count(rating)::int AS rated, count(*) FILTER (WHERE rating <= 2)::int AS low,
             count(*) FILTER (WHERE rating <= 2 AND comment IS NULL)::int AS uncommented
        FROM satisfaction_surveys`);
    expect(surveys[0].rated).toBeGreaterThan(30);
    expect(surveys[0].sent).toBeGreaterThan(surveys[0].rated);
    expect(surveys[0].low).toBeGreaterThan(0);
    expect(surveys[0].uncommented).toBe(0);
    // Each ticket's time spent is the sum of its entries.
    expect(await count(sql`SELECT count(*)::int AS n FROM time_entries`)).toBeGreaterThan(100);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM work_items wi
        WHERE time_spent_minutes <> COALESCE((SELECT SUM(minutes) FROM time_entries e WHERE e.work_item_id = wi.id), 0)`),
    ).toBe(0);
  });

  it('spreads about three hundred tickets over at least ten of the last twelve months, recent ones busier', async () => {
    const months = await rows<{ month: string; n: number; oldest: Date; newest: Date }>(sql`
      SELECT to_char(created_date, 'YYYY-MM') AS month, count(*)::int AS n, min(created_date) AS oldest,
             max(created_date) AS newest
        FROM work_items GROUP BY 1 ORDER BY 1`);
    const total = months.reduce((sum, m) => sum + m.n, 0);
    expect(total).toBeGreaterThanOrEqual(270);
    expect(total).toBeLessThanOrEqual(330);
    expect(months.length).toBeGreaterThanOrEqual(10);
    const now = Date.now();
    for (const m of months) {
      expect(new Date(m.oldest).getTime()).toBeGreaterThan(now - YEAR_MS);
      expect(new Date(m.newest).getTime()).toBeLessThan(now);
    }
    const half = Math.floor(months.length / 2);
    const older = months.slice(0, half).reduce((sum, m) => sum + m.n, 0);
    expect(total - older).toBeGreaterThan(older);
  });

  it('has tickets in every status, some overdue, across branches, sub-categories, severities and creators', async () => {
    const statuses = await rows<{ statusId: number; n: number }>(
      sql`SELECT status_id AS "statusId", count(*)::int AS n FROM work_items GROUP BY 1`,
    );
    expect(statuses.map((s) => s.statusId).sort((a, b) => a - b)).toEqual([
      TicketStatus.Initial,
      TicketStatus.InProgress,
      TicketStatus.Finished,
    ]);
    for (const s of statuses) expect(s.n).toBeGreaterThanOrEqual(5);
    const overdue = sql`SELECT count(*)::int AS n FROM work_items WHERE status_id <> ${TicketStatus.Finished} AND expire_date < now()`;
    expect(await count(overdue)).toBeGreaterThanOrEqual(5);
    const spread = await rows<Record<string, number>>(sql`
      SELECT count(DISTINCT company_location_id)::int AS branches, count(DISTINCT sub_category_id)::int AS subs,
             count(DISTINCT severity_id)::int AS severities, count(DISTINCT created_by)::int AS creators,
             count(DISTINCT assigned_to)::int AS assignees FROM work_items`);
    expect(spread[0]).toEqual({ branches: 3, subs: 5, severities: 4, creators: 5, assignees: 3 });
    const closedRight = sql`SELECT count(*)::int AS n FROM work_items
      WHERE (status_id = ${TicketStatus.Finished}) <> (closed_date IS NOT NULL)`;
    expect(await count(closedRight)).toBe(0);
  });

  it('gives tasks child tickets of their own, and closes no ticket whose required task is open', async () => {
    const children = sql`SELECT count(*)::int AS n FROM work_item_tasks wt JOIN work_items c ON c.id = wt.child_work_item_id
      WHERE c.parent_id = wt.work_item_id AND c.is_created_from_task AND c.assigned_to = wt.realized_by`;
    expect(await count(children)).toBeGreaterThanOrEqual(30);
    const strayChildren = sql`SELECT count(*)::int AS n FROM work_items c WHERE c.is_created_from_task
      AND NOT EXISTS (SELECT 1 FROM work_item_tasks wt WHERE wt.child_work_item_id = c.id AND wt.work_item_id = c.parent_id)`;
    expect(await count(strayChildren)).toBe(0);
    const closedWithOpenTask = sql`SELECT count(*)::int AS n FROM work_items wi
      JOIN work_item_tasks wt ON wt.work_item_id = wi.id JOIN tasks t ON t.id = wt.task_id AND t.is_required
      LEFT JOIN work_items c ON c.id = wt.child_work_item_id
     WHERE wi.status_id = ${TicketStatus.Finished} AND (c.id IS NULL OR c.status_id <> ${TicketStatus.Finished})`;
    expect(await count(closedWithOpenTask)).toBe(0);
  });

  it('builds tasks and their child tickets with the tickets module’s builders, notes without <, > or &', async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM work_item_tasks WHERE notes IS NOT NULL`)).toBeGreaterThanOrEqual(30);
    expect(await count(sql`SELECT count(*)::int AS n FROM work_item_tasks WHERE notes ~ '[<>&]'`)).toBe(0);
    const fields = (alias: string) =>
      sql.raw(`'subject', ${alias}.subject, 'categoryId', ${alias}.category_id, 'subCategoryId', ${alias}.sub_category_id,
               'companyLocationId', ${alias}.company_location_id, 'severityId', ${alias}.severity_id`);
    const tasks = await rows<{ parent: TaskParent & { id: number }; child: TaskParent; task: SeededTask }>(sql`
      SELECT json_build_object('id', p.id, ${fields('p')}) AS parent,
             json_build_object(${fields('c')}, 'detail', c.detail, 'assignedTo', c.assigned_to, 'parentId', c.parent_id,
                               'isCreatedFromTask', c.is_created_from_task) AS child,
             json_build_object('code', tt.code, 'realizedBy', wt.realized_by, 'notes', wt.notes) AS task
        FROM work_item_tasks wt JOIN tasks t ON t.id = wt.task_id JOIN task_types tt ON tt.id = t.task_type_id
        JOIN work_items c ON c.id = wt.child_work_item_id JOIN work_items p ON p.id = wt.work_item_id`);
    expect(tasks.length).toBeGreaterThanOrEqual(30);
    const { build } = demoTicketRules;
    for (const { parent, child, task } of tasks) {
      expect(child, `child of ticket ${parent.id}`).toEqual({
        ...build.taskChildFields(parent, task.code, task.realizedBy),
        ...build.taskChildLink(parent.id, task.code, task.notes),
      });
    }
  });

  it('records the history of every save: the creation, and each status change when it happened', async () => {
    const withoutCreation = sql`SELECT count(*)::int AS n FROM work_items wi WHERE NOT EXISTS (
      SELECT 1 FROM work_item_history h WHERE h.work_item_id = wi.id AND h.action = ${HistoryAction.Add}
         AND h.created_by = wi.created_by AND h.created_date = wi.created_date)`;
    expect(await count(withoutCreation)).toBe(0);
    const closedWithoutEntry = sql`SELECT count(*)::int AS n FROM work_items wi WHERE wi.status_id = ${TicketStatus.Finished}
      AND NOT EXISTS (SELECT 1 FROM work_item_history h JOIN work_item_history_items i ON i.history_id = h.id
        WHERE h.work_item_id = wi.id AND i.field_name = ${HistoryField.Status} AND i.new_value = '3'
          AND i.new_value_name = 'Finalizado' AND h.created_date = wi.closed_date)`;
    expect(await count(closedWithoutEntry)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM work_item_discussions`)).toBeGreaterThan(200);
    expect(await count(sql`SELECT count(*)::int AS n FROM work_item_subscribers`)).toBeGreaterThan(20);
    const laterThanVersion = sql`SELECT count(*)::int AS n FROM work_items wi WHERE EXISTS (SELECT 1 FROM work_item_history h
      WHERE h.work_item_id = wi.id AND h.created_date > wi.modified_date)`;
    expect(await count(laterThanVersion)).toBe(0);
  });

  it('routes and times every ticket by the tickets module’s rules', async () => {
    const tickets = await rows<TicketRow>(sql`
      SELECT id, sub_category_id AS "subCategoryId", severity_id AS "severityId",
             company_location_id AS "companyLocationId", status_id AS "statusId", created_date AS "createdDate",
             expire_date AS "expireDate", warning_date AS "warningDate"
        FROM work_items ORDER BY id`);
    const sample = tickets.filter((_, i) => i % DEADLINE_SAMPLE_EVERY === 0);
    expect(sample.length).toBeGreaterThanOrEqual(10);
    for (const ticket of sample) {
      const deadline = await demoTicketRules.deadline(demo.handle.db, { ...ticket, createdDate: new Date(ticket.createdDate) });
      const time = (d: Date | null) => (d === null ? null : new Date(d).getTime());
      expect([time(ticket.expireDate), time(ticket.warningDate)], `ticket ${ticket.id}`).toEqual([
        time(deadline.expireDate),
        time(deadline.warningDate),
      ]);
    }
    const unrouted = await rows<{ id: number; subCategoryId: number; branch: number | null; assignedTo: number }>(sql`
      SELECT id, sub_category_id AS "subCategoryId", company_location_id AS branch, assigned_to AS "assignedTo"
        FROM work_items wi WHERE NOT wi.is_created_from_task AND NOT EXISTS (
          SELECT 1 FROM work_item_history h JOIN work_item_history_items i ON i.history_id = h.id
           WHERE h.work_item_id = wi.id AND i.field_name = ${HistoryField.Responsible})`);
    expect(unrouted.length).toBeGreaterThan(150);
    for (const ticket of unrouted.filter((_, i) => i % DEADLINE_SAMPLE_EVERY === 0)) {
      expect(await demoTicketRules.route(demo.handle.db, ticket.subCategoryId, ticket.branch)).toBe(ticket.assignedTo);
    }
  });

  it('queues no mail or push for the past, and leaves no notification unread', async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM outbox`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM notifications WHERE NOT is_read`)).toBe(0);
    const expiredUnwarned = sql`SELECT count(*)::int AS n FROM work_items wi WHERE wi.status_id <> ${TicketStatus.Finished}
      AND wi.expire_date < now() AND NOT EXISTS (SELECT 1 FROM sla_alerts a WHERE a.work_item_id = wi.id AND a.kind = 'expired')`;
    expect(await count(expiredUnwarned)).toBe(0);
  });

  it('writes them once, and the same ones on every fresh start', async () => {
    expect(await seedDatabase(demo.handle.db, { demo: true, demoTickets: demoTicketRules })).toBe('none');
    const fingerprint = (database: TestDatabase) =>
      queryRows<{ id: number; subject: string; statusId: number; createdBy: number }>(
        database.handle.db,
        sql`SELECT id, subject, status_id AS "statusId", created_by AS "createdBy" FROM work_items ORDER BY id`,
      );
    const again = (await demoDatabase()).database;
    try {
      expect(await fingerprint(again)).toEqual(await fingerprint(demo));
    } finally {
      await again.dispose();
    }
  });
});

describe('without demo data (SEED_DEMO=false)', () => {
  it('seeds no tickets even when the rules are given', async () => {
    const database = await createTestDatabase({ demo: false });
    try {
      expect(await seedDatabase(database.handle.db, { demo: false, demoTickets: demoTicketRules })).toBe('none');
      const [{ n }] = await queryRows<{ n: number }>(database.handle.db, sql`SELECT count(*)::int AS n FROM work_items`);
      expect(n).toBe(0);
    } finally {
      await database.dispose();
    }
  });
});
