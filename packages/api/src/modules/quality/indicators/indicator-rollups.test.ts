// The indicators' roll-ups (migration 0040, docs/performance.md#indicators) against direct counts over the tickets,
// their surveys and time entries: after creates, first responses, status changes, reassignments, moves between
// branches and categories, surveys sent and answered, time logged and changed, a creator moved to another entity,
// deletes (with the survey and the time entries the foreign keys delete along) and a rolled-back write. The backfill
// the migration and the data generator run (tms_fill_indicator_rollups) writes the same rows as the triggers.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { TicketStatus } from '@tms/contracts';
import { queryRows } from '../../../db/client';
import { satisfactionSurveys, timeEntries, users, workItems } from '../../../db/schema';
import { type TestClient, useTestApp } from '../../../test/test-app';

const HOUR_MS = 3_600_000;

/** The day (span 1), the week from Monday (7) and the four weeks (28) a date counts in, as `p(span, source)`. */
const periods = (day: SQL) => sql`LATERAL (SELECT span, ${day} AS source FROM (VALUES (1), (7), (28)) s(span)) p`;
/** The period's first day: weeks and blocks of four weeks are counted from Monday 1 January 2001. */
const periodDay = sql`DATE '2001-01-01' + floor((p.source - DATE '2001-01-01')::numeric / p.span)::int * p.span`;

/** Each roll-up beside the same figures counted over the rows they come from (zero rows left behind are no difference). */
const ROLLUPS: Record<string, { direct: SQL; rolled: SQL }> = {
  daily: {
    direct: sql`
      SELECT day, company_location_id, category_id, sub_category_id, sum(created), sum(closed), sum(sla_total), sum(sla_met),
             sum(first_response_due), sum(first_response_met), sum(first_response_late), sum(surveys_sent), sum(rating_1),
             sum(rating_2), sum(rating_3), sum(rating_4), sum(rating_5)
        FROM (SELECT f.*, 0 AS surveys_sent, 0 AS rating_1, 0 AS rating_2, 0 AS rating_3, 0 AS rating_4, 0 AS rating_5,
                     wi.company_location_id, wi.category_id, wi.sub_category_id
                FROM work_items wi, tms_ticket_quality_facts(wi) f
              UNION ALL
              SELECT f.day, 0, 0, 0, 0, 0, 0, 0, f.surveys_sent, f.rating_1, f.rating_2, f.rating_3, f.rating_4, f.rating_5,
                     wi.company_location_id, wi.category_id, wi.sub_category_id
                FROM satisfaction_surveys s JOIN work_items wi ON wi.id = s.work_item_id, tms_survey_facts(s) f) x
       GROUP BY 1, 2, 3, 4`,
    rolled: sql`
      SELECT day, company_location_id, category_id, sub_category_id, created::numeric, closed::numeric, sla_total::numeric,
             sla_met::numeric, first_response_due::numeric, first_response_met::numeric, first_response_late::numeric,
             surveys_sent::numeric, rating_1::numeric, rating_2::numeric, rating_3::numeric, rating_4::numeric, rating_5::numeric
        FROM ticket_daily_quality
       WHERE (created, closed, sla_total, sla_met, first_response_due, first_response_met, first_response_late, surveys_sent,
              rating_1, rating_2, rating_3, rating_4, rating_5) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)`,
  },
  minutes: {
    direct: sql`SELECT p.span, ${periodDay}, f.kind, f.bucket, wi.company_location_id, wi.category_id, wi.sub_category_id, count(*)::int
                  FROM work_items wi, tms_ticket_minutes_facts(wi) f, ${periods(sql`f.day`)} GROUP BY 1, 2, 3, 4, 5, 6, 7`,
    rolled: sql`SELECT span, day, kind, bucket, company_location_id, category_id, sub_category_id, tickets
                  FROM ticket_period_minutes WHERE tickets <> 0`,
  },
  closers: {
    direct: sql`SELECT p.span, d.dimension, d.value, ${periodDay}, wi.assigned_to, count(*)::int
                  FROM work_items wi, ${periods(sql`tms_indicator_day(wi.closed_date)`)},
                       LATERAL (VALUES (0, NULL), (1, wi.company_location_id), (2, wi.category_id), (3, wi.sub_category_id))
                         d(dimension, value)
                 WHERE wi.status_id = 3 AND wi.closed_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5`,
    rolled: sql`SELECT span, dimension, value, day, assigned_to, closed FROM ticket_period_closers WHERE closed <> 0`,
  },
  responsible: {
    direct: sql`SELECT tms_indicator_day(closed_date), assigned_to, company_location_id, category_id, sub_category_id, count(*)::int
                  FROM work_items WHERE status_id = 3 AND closed_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5`,
    rolled: sql`SELECT day, assigned_to, company_location_id, category_id, sub_category_id, closed
                  FROM ticket_daily_responsible WHERE closed <> 0`,
  },
  open: {
    direct: sql`SELECT assigned_to, company_location_id, category_id, sub_category_id, count(*)::int, count(expire_date)::int
                  FROM work_items WHERE status_id <> 3 GROUP BY 1, 2, 3, 4`,
    rolled: sql`SELECT assigned_to, company_location_id, category_id, sub_category_id, open, open_with_deadline
                  FROM ticket_open_load WHERE (open, open_with_deadline) <> (0, 0)`,
  },
  time: {
    direct: sql`SELECT p.span, ${periodDay}, u.external_entity_id, wi.company_location_id, wi.category_id, wi.sub_category_id,
                       sum(CASE WHEN te.billable THEN te.minutes ELSE 0 END)::int,
                       sum(CASE WHEN te.billable THEN 0 ELSE te.minutes END)::int
                  FROM time_entries te JOIN work_items wi ON wi.id = te.work_item_id LEFT JOIN users u ON u.id = wi.created_by
                 CROSS JOIN ${periods(sql`te.work_date`)}
                 GROUP BY 1, 2, 3, 4, 5, 6`,
    rolled: sql`SELECT span, day, external_entity_id, company_location_id, category_id, sub_category_id, billable_minutes, other_minutes
                  FROM time_period_entities WHERE (billable_minutes, other_minutes) <> (0, 0)`,
  },
};

describe('indicator roll-ups', () => {
  const t = useTestApp();
  let agente: TestClient;
  const db = () => t.database.handle.db;

  /** Per roll-up, the rows that differ from the direct count, both ways: all zero when they agree. */
  async function drift() {
    const counts: Record<string, number> = {};
    for (const [name, { direct, rolled }] of Object.entries(ROLLUPS)) {
      const [{ rows }] = await queryRows<{ rows: number }>(
        db(),
        sql`WITH d AS (${direct}), r AS (${rolled})
            SELECT count(*)::int AS rows FROM ((TABLE d EXCEPT TABLE r) UNION ALL (TABLE r EXCEPT TABLE d)) x`,
      );
      counts[name] = rows;
    }
    return counts;
  }
  const NO_DRIFT = { daily: 0, minutes: 0, closers: 0, responsible: 0, open: 0, time: 0 };
  const expectNoDrift = async () => expect(await drift()).toEqual(NO_DRIFT);

  const userId = async (userName: string) =>
    (await db().select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0].id;

  async function createTicket(overrides: Record<string, unknown> = {}) {
    const body = { subject: 'Indicadores', detail: '<p>Detalle</p>', categoryId: 1, subCategoryId: 2, severityId: 4 };
    const response = await agente.post('/api/workitems', { ...body, ...overrides });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  }

  beforeAll(async () => {
    agente = await t.as('agente');
  });

  it('follows creates, first responses, status changes, reassignments and moves, surveys and time entries', async () => {
    const first = await createTicket();
    const second = await createTicket({ companyLocationId: 3 });
    const third = await createTicket({ categoryId: 3, subCategoryId: 5 });
    await expectNoDrift();

    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS);
    // A first response given on time and one late, a ticket finalised within its deadline and one after it.
    await db()
      .update(workItems)
      .set({ firstResponseDate: at(30), firstResponseMinutes: 45, firstResponseDueDate: at(29) })
      .where(eq(workItems.id, first));
    await db()
      .update(workItems)
      .set({ firstResponseDate: at(20), firstResponseMinutes: 500, firstResponseDueDate: at(25) })
      .where(eq(workItems.id, second));
    await db()
      .update(workItems)
      .set({ statusId: TicketStatus.Finished, closedDate: at(2), resolutionMinutes: 700, expireDate: at(1) })
      .where(eq(workItems.id, first));
    await db()
      .update(workItems)
      .set({ statusId: TicketStatus.Finished, closedDate: at(1), resolutionMinutes: 1300, expireDate: at(3) })
      .where(eq(workItems.id, second));
    await expectNoDrift();

    const [cliente, proveedor, supervisor] = await Promise.all([userId('cliente'), userId('proveedor'), userId('supervisor')]);
    await db().update(workItems).set({ createdBy: cliente }).where(eq(workItems.id, first));
    await db()
      .insert(satisfactionSurveys)
      .values([
        {
          workItemId: first,
          userId: cliente,
          sendDate: at(1),
          sentDate: at(1),
          rating: 2,
          comment: 'Lento',
          answeredDate: at(0.5),
        },
        { workItemId: second, userId: cliente, sendDate: at(1), sentDate: at(1) },
      ]);
    await db()
      .insert(timeEntries)
      .values([
        { workItemId: first, userId: supervisor, minutes: 30, workDate: '2026-11-20', billable: true },
        { workItemId: first, userId: supervisor, minutes: 15, workDate: '2026-11-21' },
        { workItemId: third, userId: supervisor, minutes: 60, workDate: '2026-11-21', billable: true },
      ]);
    await expectNoDrift();

    // The survey answered, an entry changed, the ticket moved (taking its survey and time along) and reassigned, a
    // finalised ticket reopened, the creator moved to another entity.
    await db()
      .update(satisfactionSurveys)
      .set({ rating: 5, answeredDate: at(0.2) })
      .where(eq(satisfactionSurveys.workItemId, second));
    await db().update(timeEntries).set({ minutes: 50, billable: false }).where(eq(timeEntries.workItemId, third));
    await db()
      .update(workItems)
      .set({ companyLocationId: 2, categoryId: 2, subCategoryId: 4, assignedTo: supervisor })
      .where(eq(workItems.id, first));
    await db()
      .update(workItems)
      .set({ statusId: TicketStatus.InProgress, closedDate: null, resolutionMinutes: null })
      .where(eq(workItems.id, second));
    await db().update(workItems).set({ assignedTo: null }).where(eq(workItems.id, third));
    await db().update(workItems).set({ createdBy: proveedor }).where(eq(workItems.id, third));
    await expectNoDrift();
    const [client] = await db().select().from(users).where(eq(users.id, cliente));
    const [providerEntity] = await db().select({ id: users.externalEntityId }).from(users).where(eq(users.id, proveedor));
    await db().update(users).set({ externalEntityId: providerEntity.id }).where(eq(users.id, cliente));
    await expectNoDrift();
    await db().update(users).set({ externalEntityId: client.externalEntityId }).where(eq(users.id, cliente));
    await expectNoDrift();
  });

  it('follows deletes of tickets (with their survey and time entries), surveys and entries', async () => {
    const ticket = await createTicket();
    const cliente = await userId('cliente');
    await db()
      .update(workItems)
      .set({ statusId: TicketStatus.Finished, closedDate: new Date(), resolutionMinutes: 90, createdBy: cliente })
      .where(eq(workItems.id, ticket));
    await db()
      .insert(satisfactionSurveys)
      .values({ workItemId: ticket, userId: cliente, sentDate: new Date(), rating: 1, comment: 'Mal', answeredDate: new Date() });
    await db()
      .insert(timeEntries)
      .values({ workItemId: ticket, userId: cliente, minutes: 20, workDate: '2026-11-22', billable: true });
    await expectNoDrift();
    await db().delete(timeEntries).where(eq(timeEntries.workItemId, ticket));
    await db().delete(satisfactionSurveys).where(eq(satisfactionSurveys.workItemId, ticket));
    await expectNoDrift();

    await db().insert(satisfactionSurveys).values({ workItemId: ticket, userId: cliente, sentDate: new Date() });
    await db().insert(timeEntries).values({ workItemId: ticket, userId: cliente, minutes: 25, workDate: '2026-11-23' });
    await db().delete(workItems).where(eq(workItems.id, ticket));
    await expectNoDrift();
  });

  it('leaves nothing behind from a rolled-back write', async () => {
    const rows = () => queryRows(db(), sql`SELECT * FROM ticket_daily_quality ORDER BY 1, 2, 3, 4`);
    const before = await rows();
    await expect(
      db().transaction(async (tx) => {
        await tx.update(workItems).set({ statusId: TicketStatus.Finished, closedDate: new Date(), companyLocationId: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rows()).toEqual(before);
    await expectNoDrift();
  });

  it('fills from the tickets the same rows the triggers kept (the migration and the data generator)', async () => {
    const tables = [
      'ticket_daily_quality',
      'ticket_period_minutes',
      'ticket_period_closers',
      'ticket_daily_responsible',
      'ticket_open_load',
      'time_period_entities',
    ];
    await db().transaction(async (tx) => {
      await tx.execute(sql.raw(`TRUNCATE ${tables.join(', ')}`));
      await tx.execute(sql`SELECT tms_fill_indicator_rollups(0)`);
    });
    await expectNoDrift();
  });
});
