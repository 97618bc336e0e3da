// The dashboard charts and the assigned report of a caller who sees every ticket read roll-ups kept by triggers on
// work_items (decision 0010). After creates, status changes, reassignments, moves between branches, categories and
// months, deletes and a rolled-back write, every chart and report answer equals a direct count over the tickets and
// each block of numbers bounds its tickets' creation hours; and the roll-ups answer only callers whom the tickets'
// visibility rule lets see every ticket.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { assignedReportQuery, CHART_PERIOD_DAYS, TicketStatus, type AssignedReportQuery } from '@tms/contracts';
import { queryRows } from '../../../db/client';
import { users, workItems } from '../../../db/schema';
import { loadAuthUser, type AuthUser } from '../../../plugins/current-user';
import { type DemoUser, type TestClient, demoPasswords, useTestApp } from '../../../test/test-app';
import { visibleTickets } from '../../tickets';
import { assignedReportRepository } from './assigned-report.repository';
import { ticketListsPolicy } from './ticket-lists.policy';
import { ticketListsRepository as repository } from './ticket-lists.repository';

const DAY_MS = 86_400_000;
const SHARE_GROUPINGS = ['category', 'location', 'department'] as const;

describe('chart roll-ups', () => {
  const t = useTestApp();
  let supervisor: TestClient;
  let agente: TestClient;
  let supervisorUser: AuthUser;

  const db = () => t.database.handle.db;

  /** Roll-up rows that differ from a direct count of the tickets, both ways (zero rows left behind are no difference). */
  async function rollupDrift() {
    const [row] = await queryRows<{ months: number; days: number; assigned: number; assignedMonths: number }>(
      db(),
      sql`
      WITH direct_months AS (
        SELECT date_trunc('month', created_date AT TIME ZONE 'UTC')::date AS month, company_location_id, count(*)::int AS tickets,
               (count(*) FILTER (WHERE status_id = 3))::int AS closed,
               (count(*) FILTER (WHERE status_id = 3 AND (expire_date IS NULL OR closed_date <= expire_date)))::int AS in_sla
          FROM work_items GROUP BY 1, 2
      ), rolled_months AS (
        SELECT month, company_location_id, tickets, closed, closed_in_sla AS in_sla FROM ticket_monthly_counts
         WHERE tickets <> 0 OR closed <> 0 OR closed_in_sla <> 0
      ), direct_days AS (
        SELECT (created_date AT TIME ZONE 'UTC')::date AS day, category_id, company_location_id, count(*)::int AS tickets
          FROM work_items GROUP BY 1, 2, 3
      ), rolled_days AS (
        SELECT day, category_id, company_location_id, tickets FROM ticket_daily_shares WHERE tickets <> 0
      ), direct_assigned AS (
        SELECT (created_date AT TIME ZONE 'UTC')::date AS day, company_location_id, category_id, sub_category_id, severity_id,
               status_id, count(*)::int AS tickets
          FROM work_items WHERE assigned_to IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6
      ), rolled_assigned AS (
        SELECT day, company_location_id, category_id, sub_category_id, severity_id, status_id, tickets
          FROM ticket_daily_assigned WHERE tickets <> 0
      ), direct_assigned_months AS (
        SELECT date_trunc('month', day)::date AS month, company_location_id, category_id, sub_category_id, severity_id,
               status_id, sum(tickets)::int AS tickets
          FROM direct_assigned GROUP BY 1, 2, 3, 4, 5, 6
      ), rolled_assigned_months AS (
        SELECT month, company_location_id, category_id, sub_category_id, severity_id, status_id, tickets
          FROM ticket_monthly_assigned WHERE tickets <> 0
      )
      SELECT (SELECT count(*) FROM ((TABLE direct_months EXCEPT TABLE rolled_months)
                                    UNION ALL (TABLE rolled_months EXCEPT TABLE direct_months)) m)::int AS months,
             (SELECT count(*) FROM ((TABLE direct_days EXCEPT TABLE rolled_days)
                                    UNION ALL (TABLE rolled_days EXCEPT TABLE direct_days)) d)::int AS days,
             (SELECT count(*) FROM ((TABLE direct_assigned EXCEPT TABLE rolled_assigned)
                                    UNION ALL (TABLE rolled_assigned EXCEPT TABLE direct_assigned)) a)::int AS assigned,
             (SELECT count(*) FROM ((TABLE direct_assigned_months EXCEPT TABLE rolled_assigned_months)
                                    UNION ALL (TABLE rolled_assigned_months EXCEPT TABLE direct_assigned_months)) a)::int
               AS "assignedMonths"`,
    );
    return row;
  }

  /**
   * The blocks' creation bounds against the tickets: `outside`, tickets created outside their number block's hours
   * (never allowed); `loose`, blocks whose bounds are not exactly their tickets' first and last creation hours (only
   * after a ticket's creation date moved or a ticket left).
   */
  async function blockBounds() {
    const [row] = await queryRows<{ outside: number; loose: number }>(
      db(),
      sql`
      WITH hour AS (SELECT TIMESTAMPTZ '2000-01-01 00:00:00+00' AS origin),
      blocks AS (
        SELECT b.first_created, b.last_created,
               date_bin('1 hour', min(wi.created_date), hour.origin) AS first_hour,
               date_bin('1 hour', max(wi.created_date), hour.origin) + interval '1 hour' AS last_hour,
               count(*) FILTER (WHERE wi.created_date < b.first_created OR wi.created_date >= b.last_created) AS outside
          FROM work_items wi CROSS JOIN hour LEFT JOIN ticket_number_blocks b ON b.block = wi.id >> 10
         GROUP BY wi.id >> 10, b.first_created, b.last_created, hour.origin)
      SELECT (COALESCE(sum(outside), 0) + count(*) FILTER (WHERE first_created IS NULL))::int AS outside,
             (count(*) FILTER (WHERE first_created <> first_hour OR last_created <> last_hour))::int AS loose FROM blocks`,
    );
    return row;
  }

  /**
   * The assigned report from the roll-up and the responsible index equals the report counted over the tickets: over
   * partial and whole UTC days and within one day, with no choice, catalogue choices and a responsible chosen.
   */
  async function expectReportsMatchCounts() {
    const now = new Date();
    const midnight = new Date(now);
    midnight.setUTCHours(0, 0, 0, 0);
    const ranges = [
      { start: new Date(now.getTime() - 90 * DAY_MS), end: now },
      // Whole months from their first midnight (the monthly roll-up), then days of this month.
      { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)), end: midnight },
      { start: new Date(midnight.getTime() - 10 * DAY_MS), end: midnight },
      { start: new Date(midnight.getTime() - 3 * DAY_MS + 3_600_000), end: new Date(midnight.getTime() - 2 * DAY_MS - 1) },
      { start: new Date(midnight.getTime() + 60_000), end: now },
    ];
    const [{ responsible }] = await queryRows<{ responsible: number }>(
      db(),
      sql`SELECT COALESCE((SELECT assigned_to FROM work_items WHERE assigned_to IS NOT NULL ORDER BY id DESC LIMIT 1),
                          ${supervisorUser.id}) AS responsible`,
    );
    const choices: Partial<AssignedReportQuery>[] = [
      {},
      { statusId: String(TicketStatus.Finished) },
      { categoryId: '1', severityId: '1' },
      { userId: String(responsible) },
      { userId: String(responsible), companyLocationId: '1' },
    ];
    for (const range of ranges) {
      for (const choice of choices) {
        const q = assignedReportQuery.parse({ start: range.start.toISOString(), end: range.end.toISOString(), ...choice });
        const direct = await assignedReportRepository.page(db(), supervisorUser, q, false);
        expect(await assignedReportRepository.page(db(), supervisorUser, q, true), JSON.stringify(q)).toEqual(direct);
      }
    }
  }

  /** Every chart and report from the roll-ups equals the same one counted over the tickets; the route answers the same. */
  async function expectChartsMatchCounts(expectShares = true) {
    expect(await rollupDrift()).toEqual({ months: 0, days: 0, assigned: 0, assignedMonths: 0 });
    expect((await blockBounds()).outside).toBe(0);
    await expectReportsMatchCounts();
    const now = new Date();
    const since = new Date(now.getTime() - CHART_PERIOD_DAYS * DAY_MS);
    const monthly = await repository.monthly(db(), supervisorUser, now, false);
    expect(await repository.monthly(db(), supervisorUser, now, true)).toEqual(monthly);
    expect((await supervisor.get('/api/chartworkitem/getchartworkitemmonthly')).body.data).toEqual(monthly);
    for (const by of SHARE_GROUPINGS) {
      const direct = await repository.shares(db(), supervisorUser, by, since, false);
      if (expectShares) expect(direct.length, by).toBeGreaterThan(0);
      expect(await repository.shares(db(), supervisorUser, by, since, true), by).toEqual(direct);
    }
  }

  const ticketBody = (overrides: Record<string, unknown> = {}) => ({
    subject: 'Roll-up',
    detail: '<p>Detalle</p>',
    categoryId: 1,
    subCategoryId: 1,
    severityId: 1,
    ...overrides,
  });

  async function createTicket(overrides: Record<string, unknown> = {}) {
    const response = await agente.post('/api/workitems', ticketBody(overrides));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  }

  /** Saves the ticket as its responsible with `changes` on top of what it holds. */
  async function save(client: TestClient, id: number, changes: Record<string, unknown>) {
    const current = (await client.get(`/api/workitems/${id}`)).body.data;
    const response = await client.put(`/api/workitems/${id}`, {
      ...ticketBody({ subject: current.subject, categoryId: current.categoryId, subCategoryId: current.subCategoryId }),
      detail: current.detail,
      statusId: current.statusId,
      companyLocationId: current.companyLocationId,
      modifiedDate: current.modifiedDate,
      ...changes,
    });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  }

  beforeAll(async () => {
    [supervisor, agente] = await Promise.all([t.as('supervisor'), t.as('agente')]);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.userName, 'supervisor'));
    supervisorUser = (await loadAuthUser(db(), row.id))!;
  });

  it('starts from the tickets written before any chart was asked for, each number block bounding its creation hours exactly', async () => {
    await expectChartsMatchCounts(false);
    expect(await blockBounds()).toEqual({ outside: 0, loose: 0 });
  });

  it('follows creates, status changes, reassignments and moves between branches, categories and months', async () => {
    // Sub-category 2 has no required task, so its responsible may finish it.
    const first = await createTicket({ subCategoryId: 2 });
    const second = await createTicket({ companyLocationId: 3 });
    await expectChartsMatchCounts();
    expect(await blockBounds()).toEqual({ outside: 0, loose: 0 });

    const responsibleOf = async (id: number) => (await agente.get(`/api/workitems/${id}`)).body.data.assignedTo as number;
    const [responsible] = await db()
      .select()
      .from(users)
      .where(eq(users.id, await responsibleOf(first)));
    const client = await t.signIn(responsible.userName, demoPasswords[responsible.userName as DemoUser]);
    await save(client, first, { statusId: TicketStatus.Finished });
    await expectChartsMatchCounts();

    const [supervisorRow] = await db().select().from(users).where(eq(users.userName, 'supervisor'));
    const reassigned = await supervisor.post('/api/workitems/bulk/reassign', { ids: [second], assignedTo: supervisorRow.id });
    expect(reassigned.statusCode, JSON.stringify(reassigned.body)).toBe(200);
    await expectChartsMatchCounts();

    // Another branch and category, a finished ticket back in progress, and creation dates moved across the chart
    // period, a month boundary and the partial first day of the share charts.
    await db().update(workItems).set({ companyLocationId: 2, categoryId: 3, subCategoryId: 5 }).where(eq(workItems.id, second));
    await db().update(workItems).set({ statusId: TicketStatus.InProgress }).where(eq(workItems.id, first));
    await expectChartsMatchCounts();
    // The report counts tickets with a responsible only: taking it away and giving it back, with a new severity.
    await db().update(workItems).set({ assignedTo: null, severityId: 3 }).where(eq(workItems.id, second));
    await expectChartsMatchCounts();
    await db().update(workItems).set({ assignedTo: supervisorRow.id }).where(eq(workItems.id, second));
    await expectChartsMatchCounts();
    await db()
      .update(workItems)
      .set({ createdDate: new Date(Date.now() - 70 * DAY_MS), statusId: TicketStatus.Finished, closedDate: new Date() })
      .where(eq(workItems.id, first));
    await db()
      .update(workItems)
      .set({ createdDate: new Date(Date.now() - CHART_PERIOD_DAYS * DAY_MS + 60_000), companyLocationId: null })
      .where(eq(workItems.id, second));
    await expectChartsMatchCounts();
  });

  it('follows deletes and leaves nothing behind from a rolled-back write', async () => {
    const [copy] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO work_items (company_id, subject, detail, category_id, sub_category_id, company_location_id, assigned_to,
                                  severity_id, status_id, expire_date, closed_date, created_by, created_date, modified_by, modified_date)
          SELECT company_id, subject, detail, category_id, sub_category_id, company_location_id, assigned_to, severity_id,
                 ${TicketStatus.Finished}, expire_date, now(), created_by, now() - interval '3 days', modified_by, modified_date
            FROM work_items ORDER BY id LIMIT 1
          RETURNING id`,
    );
    await expectChartsMatchCounts();
    await db().delete(workItems).where(eq(workItems.id, copy.id));
    await expectChartsMatchCounts();

    const monthlyRows = () => queryRows(db(), sql`SELECT * FROM ticket_monthly_counts ORDER BY month, company_location_id`);
    const before = await monthlyRows();
    await expect(
      db().transaction(async (tx) => {
        await tx.update(workItems).set({ statusId: TicketStatus.Finished, companyLocationId: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await monthlyRows()).toEqual(before);
    await expectChartsMatchCounts();
  });

  it('answers from the roll-ups only for users whom the visibility rule lets see every ticket', async () => {
    const [{ total }] = await queryRows<{ total: number }>(db(), sql`SELECT count(*)::int AS total FROM work_items`);
    const verdicts: boolean[] = [];
    for (const userName of Object.keys(demoPasswords)) {
      const [row] = await db().select({ id: users.id }).from(users).where(eq(users.userName, userName));
      const user = (await loadAuthUser(db(), row.id))!;
      const [{ visible }] = await queryRows<{ visible: number }>(
        db(),
        sql`SELECT count(*)::int AS visible FROM work_items wi WHERE ${visibleTickets(user)}`,
      );
      const everyTicket = ticketListsPolicy.seesEveryTicket(user);
      if (everyTicket) expect(visible, userName).toBe(total);
      verdicts.push(everyTicket);
    }
    // Both kinds of caller are among the demo users, so neither branch of the rule goes unchecked.
    expect(new Set(verdicts)).toEqual(new Set([true, false]));
  });
});
