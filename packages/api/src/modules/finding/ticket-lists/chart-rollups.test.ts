// The dashboard charts of a caller who sees every ticket read roll-ups kept by triggers on work_items (decision 0010).
// After creates, status changes, reassignments, moves between branches, categories and months, deletes and a
// rolled-back write, every chart answer equals a direct count over the tickets; and the roll-ups answer only callers
// whom the tickets' visibility rule lets see every ticket.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CHART_PERIOD_DAYS, TicketStatus } from '@tms/contracts';
import { queryRows } from '../../../db/client';
import { users, workItems } from '../../../db/schema';
import { loadAuthUser, type AuthUser } from '../../../plugins/current-user';
import { type DemoUser, type TestClient, demoPasswords, useTestApp } from '../../../test/test-app';
import { visibleTickets } from '../../tickets';
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
    const [row] = await queryRows<{ months: number; days: number }>(
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
      )
      SELECT (SELECT count(*) FROM ((TABLE direct_months EXCEPT TABLE rolled_months)
                                    UNION ALL (TABLE rolled_months EXCEPT TABLE direct_months)) m)::int AS months,
             (SELECT count(*) FROM ((TABLE direct_days EXCEPT TABLE rolled_days)
                                    UNION ALL (TABLE rolled_days EXCEPT TABLE direct_days)) d)::int AS days`,
    );
    return row;
  }

  /** Every chart from the roll-ups equals the same chart counted over the tickets, and the route answers the same. */
  async function expectChartsMatchCounts(expectShares = true) {
    expect(await rollupDrift()).toEqual({ months: 0, days: 0 });
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

  it('starts from the tickets written before any chart was asked for', async () => {
    await expectChartsMatchCounts(false);
  });

  it('follows creates, status changes, reassignments and moves between branches, categories and months', async () => {
    // Sub-category 2 has no required task, so its responsible may finish it.
    const first = await createTicket({ subCategoryId: 2 });
    const second = await createTicket({ companyLocationId: 3 });
    await expectChartsMatchCounts();

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
