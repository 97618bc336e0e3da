// The indicators' queries (docs/product/service-quality.md#indicators, docs/performance.md#indicators). Company-wide
// figures read the roll-ups of migration 0040; with 'Responsable' chosen they are counted from that person's tickets
// through the SQL functions the roll-ups' triggers use (tms_ticket_quality_facts, …), so both ways answer alike. Six
// queries per call, whatever the range; days are the company's (tms_indicator_day).
import { sql, type SQL } from 'drizzle-orm';
import { EntityType, LOW_RATING_COMMENTS_LIMIT, LOW_RATING_MAX, Permission } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { userHoldsPermission } from '../../../plugins/current-user';
import { periodsOf } from './indicator-days';

export interface IndicatorFilters {
  companyLocationId: number | null;
  categoryId: number | null;
  subCategoryId: number | null;
  assignedTo: number | null;
}

/** Company days 'YYYY-MM-DD', both included. */
export interface IndicatorRange {
  start: string;
  end: string;
}

const TICKET_COUNTS = [
  'created',
  'closed',
  'sla_total',
  'sla_met',
  'first_response_due',
  'first_response_met',
  'first_response_late',
] as const;
const SURVEY_COUNTS = ['surveys_sent', 'rating_1', 'rating_2', 'rating_3', 'rating_4', 'rating_5'] as const;
const DAY_COUNTS = [...TICKET_COUNTS, ...SURVEY_COUNTS];
type DayCount = (typeof DAY_COUNTS)[number];
type CamelCase<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelCase<T>>}` : S;

/** One day's counts; `day` null: every day after the range (what the backlog of its days subtracts). */
export type DayRow = { day: string | null } & Record<CamelCase<DayCount>, number>;

export interface BucketRow {
  /** 1 first response, 2 resolution. */
  kind: number;
  tickets: number;
  lower: number;
  /** null: the last bucket, without an upper bound. */
  upper: number | null;
}

export interface WorkloadDbRow {
  userId: number | null;
  name: string | null;
  open: number;
  overdue: number;
  closed: number;
}

export interface EntityTimeDbRow {
  entityId: number | null;
  name: string | null;
  entityType: string | null;
  billableMinutes: number;
  otherMinutes: number;
}

export interface CommentRow {
  ticketId: number;
  subject: string;
  rating: number;
  comment: string | null;
  answeredDate: Date;
}

export interface IndicatorFigures {
  range: IndicatorRange;
  /** The company's day of the reading. */
  today: string;
  days: DayRow[];
  buckets: BucketRow[];
  workload: WorkloadDbRow[];
  timeByEntity: EntityTimeDbRow[];
  comments: CommentRow[];
  /** Tickets of the range still owed a first response that is not yet due: left out of its compliance. */
  responsesNotYetDue: number;
}

export interface WeeklyRecipient {
  id: number;
  email: string;
  displayName: string;
}

const camel = (name: string) => name.replace(/_(\d|[a-z])/g, (_, c: string) => c.toUpperCase());
const list = (names: readonly string[], each: (name: string) => string) => sql.raw(names.map(each).join(', '));

/** The catalogue filters on a row holding them (a roll-up's or a ticket's). */
function combination(alias: string, f: IndicatorFilters): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql.join(
    [
      sql`TRUE`,
      ...(f.companyLocationId ? [sql`${column('company_location_id')} = ${f.companyLocationId}`] : []),
      ...(f.categoryId ? [sql`${column('category_id')} = ${f.categoryId}`] : []),
      ...(f.subCategoryId ? [sql`${column('sub_category_id')} = ${f.subCategoryId}`] : []),
    ],
    sql` AND `,
  );
}

/** A relation of period rows: kept per day, week and four weeks (`span`), or per day alone (no `span` column). */
interface PeriodRelation {
  rows: SQL;
  periods: boolean;
}
const periodic = (rows: SQL): PeriodRelation => ({ rows, periods: true });
const daily = (rows: SQL): PeriodRelation => ({ rows, periods: false });

/** `ticket_period_closers.dimension`: every combination, or one catalogue filter's. */
const CloserDimension = { All: 0, Branch: 1, Category: 2, SubCategory: 3 } as const;

/**
 * The closings per responsible under the catalogue filters: the rows of every combination, of the one filter chosen,
 * or (two filters or more) those of each whole combination, per day. A sub-category lies in one category (the service
 * refuses another), so a category chosen with its sub-category is the sub-category alone.
 */
function closersOf(f: IndicatorFilters): PeriodRelation {
  const chosen = [
    [CloserDimension.Branch, f.companyLocationId],
    [CloserDimension.Category, f.subCategoryId === null ? f.categoryId : null],
    [CloserDimension.SubCategory, f.subCategoryId],
  ].filter(([, id]) => id !== null);
  if (chosen.length > 1)
    return daily(sql`SELECT day, assigned_to, closed FROM ticket_daily_responsible r WHERE ${combination('r', f)}`);
  const [dimension, value] = chosen[0] ?? [CloserDimension.All, null];
  const ofValue = value === null ? sql`value IS NULL` : sql`value = ${value}`;
  return periodic(
    sql`SELECT span, day, assigned_to, closed FROM ticket_period_closers WHERE dimension = ${dimension} AND ${ofValue}`,
  );
}

/**
 * Where each figure comes from, as relations of the same columns: the roll-ups, or the chosen responsible's tickets
 * (`wi`) through the roll-ups' own SQL functions. Rows of longer periods than days come from the roll-ups only.
 */
function sources(f: IndicatorFilters) {
  if (f.assignedTo === null) {
    return {
      days: sql`SELECT day, ${list(DAY_COUNTS, (c) => c)} FROM ticket_daily_quality q WHERE ${combination('q', f)}`,
      minutes: periodic(sql`SELECT span, day, kind, bucket, tickets FROM ticket_period_minutes m WHERE ${combination('m', f)}`),
      closedBy: closersOf(f),
      load: sql`SELECT assigned_to, open, open_with_deadline FROM ticket_open_load l WHERE ${combination('l', f)}`,
      time: periodic(sql`SELECT span, day, external_entity_id, billable_minutes, other_minutes FROM time_period_entities t
                        WHERE ${combination('t', f)}`),
    };
  }
  const mine = sql`wi.assigned_to = ${f.assignedTo} AND ${combination('wi', f)}`;
  return {
    days: sql`
      SELECT f.day, ${list(TICKET_COUNTS, (c) => `f.${c}`)}, ${list(SURVEY_COUNTS, (c) => `0 AS ${c}`)}
        FROM work_items wi CROSS JOIN LATERAL tms_ticket_quality_facts(wi) f WHERE ${mine}
      UNION ALL
      SELECT f.day, ${list(TICKET_COUNTS, (c) => `0 AS ${c}`)}, ${list(SURVEY_COUNTS, (c) => `f.${c}`)}
        FROM work_items wi
        -- One look-up per ticket in the survey's unique index (a join would read every survey).
       CROSS JOIN LATERAL (SELECT * FROM satisfaction_surveys s WHERE s.work_item_id = wi.id LIMIT 1) s
       CROSS JOIN LATERAL tms_survey_facts(s) f
       WHERE ${mine}`,
    minutes: daily(sql`SELECT f.day, f.kind, f.bucket, 1 AS tickets
                         FROM work_items wi CROSS JOIN LATERAL tms_ticket_minutes_facts(wi) f WHERE ${mine}`),
    closedBy: daily(sql`SELECT f.day, wi.assigned_to, f.closed
                          FROM work_items wi CROSS JOIN LATERAL tms_ticket_quality_facts(wi) f WHERE ${mine} AND f.closed <> 0`),
    load: sql`SELECT wi.assigned_to, f.open, f.open_with_deadline
                FROM work_items wi CROSS JOIN LATERAL tms_ticket_open_facts(wi) f WHERE ${mine}`,
    time: daily(sql`SELECT f.day, u.external_entity_id, f.billable_minutes, f.other_minutes
                      FROM work_items wi JOIN time_entries te ON te.work_item_id = wi.id CROSS JOIN LATERAL tms_time_facts(te) f
                      LEFT JOIN users u ON u.id = wi.created_by
                     WHERE ${mine}`),
  };
}

/** Tickets of the filters (the responsible's only, when chosen), read from their own rows. */
const ticketsOf = (f: IndicatorFilters) =>
  sql`${combination('wi', f)} ${f.assignedTo === null ? sql`` : sql`AND wi.assigned_to = ${f.assignedTo}`}`;

const dayStart = (day: string) => sql`tms_indicator_day_start(${day}::date)`;
const dayAfter = (day: string) => sql`tms_indicator_day_start(${day}::date + 1)`;
const daysBetween = (start: string, end: string) => sql`day BETWEEN ${start}::date AND ${end}::date`;

/**
 * A relation's rows of the range: of a roll-up kept per period, the fewest periods adding up to the range (its blocks
 * of four weeks, weeks and days); of one kept per day, or of tickets, its days.
 */
function inRange(relation: PeriodRelation, { start, end }: IndicatorRange): SQL {
  const rows = relation.periods
    ? sql.join(
        periodsOf(start, end).map(({ span, first, last }) => sql`(span = ${span} AND ${daysBetween(first, last)})`),
        sql` OR `,
      )
    : daysBetween(start, end);
  return sql`(SELECT * FROM (${relation.rows}) p WHERE ${rows})`;
}

/**
 * The weekly mail of `monday` is due to subscription `s` of user `u` (role `r`): an active internal user still holding
 * permission 31, subscribed before that Monday began, not yet mailed for it.
 */
const dueTo = (monday: string) => sql`
  u.is_active AND u.entity_type_id = ${EntityType.Internal} AND ${userHoldsPermission(Permission.Indicators)}
  AND (s.last_sent_week IS NULL OR s.last_sent_week < ${monday}::date) AND s.created_date < ${dayStart(monday)}`;

export const indicatorsRepository = {
  async read(db: Executor, range: IndicatorRange, f: IndicatorFilters, now: Date): Promise<IndicatorFigures> {
    const from = sources(f);
    const [days, buckets, workload, timeByEntity, comments, [facts]] = await Promise.all([
      // The range's days, and every later day as one row (day null).
      queryRows<DayRow>(
        db,
        sql`
        SELECT CASE WHEN day <= ${range.end}::date THEN to_char(day, 'YYYY-MM-DD') END AS day,
               ${list(DAY_COUNTS, (c) => `sum(${c})::int AS "${camel(c)}"`)}
          FROM (${from.days}) s
         WHERE day >= ${range.start}::date
         GROUP BY 1`,
      ),
      queryRows<BucketRow>(
        db,
        sql`
        SELECT kind, sum(tickets)::int AS tickets, (tms_minutes_bounds())[bucket + 1] AS lower,
               (tms_minutes_bounds())[bucket + 2] AS upper
          FROM ${inRange(from.minutes, range)} m
         GROUP BY kind, bucket HAVING sum(tickets) > 0
         ORDER BY kind, bucket`,
      ),
      // Open and overdue now (those with a deadline, less the few still to come), finalised within the range.
      queryRows<WorkloadDbRow>(
        db,
        sql`
        WITH loads AS (
          SELECT assigned_to, open, open_with_deadline, 0 AS not_due, 0 AS closed FROM (${from.load}) l
          UNION ALL
          SELECT wi.assigned_to, 0, 0, 1, 0 FROM work_items wi
           WHERE wi.status_id <> 3 AND wi.expire_date >= ${now}::timestamptz AND ${ticketsOf(f)}
          UNION ALL
          SELECT assigned_to, 0, 0, 0, closed FROM ${inRange(from.closedBy, range)} c
        ), totals AS (
          SELECT assigned_to, sum(open) AS open, sum(open_with_deadline) - sum(not_due) AS overdue, sum(closed) AS closed
            FROM loads GROUP BY 1 HAVING sum(open) <> 0 OR sum(closed) <> 0
        )
        SELECT t.assigned_to AS "userId", u.display_name AS name, t.open::int AS open, t.overdue::int AS overdue,
               t.closed::int AS closed
          FROM totals t LEFT JOIN users u ON u.id = t.assigned_to
         ORDER BY 2 NULLS LAST, 1`,
      ),
      queryRows<EntityTimeDbRow>(
        db,
        sql`
        SELECT t.external_entity_id AS "entityId", e.code AS name, et.code AS "entityType",
               sum(t.billable_minutes)::int AS "billableMinutes", sum(t.other_minutes)::int AS "otherMinutes"
          FROM ${inRange(from.time, range)} t
          LEFT JOIN external_entities e ON e.id = t.external_entity_id
          LEFT JOIN entity_types et ON et.id = e.entity_type_id
         GROUP BY 1, 2, 3 HAVING sum(t.billable_minutes) <> 0 OR sum(t.other_minutes) <> 0
         ORDER BY (t.external_entity_id IS NULL), sum(t.billable_minutes + t.other_minutes) DESC, 2`,
      ),
      queryRows<CommentRow>(
        db,
        sql`
        SELECT s.work_item_id AS "ticketId", wi.subject, s.rating, s.comment, s.answered_date AS "answeredDate"
          FROM satisfaction_surveys s JOIN work_items wi ON wi.id = s.work_item_id
         WHERE s.answered_date >= ${dayStart(range.start)} AND s.answered_date < ${dayAfter(range.end)}
           AND s.rating <= ${LOW_RATING_MAX} AND ${ticketsOf(f)}
         ORDER BY s.answered_date DESC, s.id DESC
         LIMIT ${LOW_RATING_COMMENTS_LIMIT}`,
      ),
      queryRows<{ today: string; responsesNotYetDue: number }>(
        db,
        sql`
        SELECT to_char(tms_indicator_day(${now}::timestamptz), 'YYYY-MM-DD') AS today,
               (SELECT count(*)::int FROM work_items wi
                 WHERE wi.first_response_date IS NULL AND wi.first_response_due_date IS NOT NULL
                   AND wi.first_response_due_date >= GREATEST(${now}::timestamptz, ${dayStart(range.start)})
                   AND wi.first_response_due_date < ${dayAfter(range.end)} AND ${ticketsOf(f)}) AS "responsesNotYetDue"`,
      ),
    ]);
    return { range, days, buckets, workload, timeByEntity, comments, ...facts };
  },

  async isSubscribed(db: Executor, userId: number): Promise<boolean> {
    const rows = await queryRows(db, sql`SELECT 1 FROM indicator_subscriptions WHERE user_id = ${userId}`);
    return rows.length > 0;
  },

  async setSubscribed(db: Executor, userId: number, subscribed: boolean): Promise<void> {
    await db.execute(
      subscribed
        ? sql`INSERT INTO indicator_subscriptions (user_id) VALUES (${userId}) ON CONFLICT DO NOTHING`
        : sql`DELETE FROM indicator_subscriptions WHERE user_id = ${userId}`,
    );
  },

  /** The company's Monday of `now`'s week, and the week before it (Monday to Sunday): the weekly mail's range. */
  async weekOf(db: Executor, now: Date): Promise<{ monday: string; range: IndicatorRange }> {
    const [week] = await queryRows<{ monday: string; start: string; end: string }>(
      db,
      sql`
      SELECT to_char(m, 'YYYY-MM-DD') AS monday, to_char(m - 7, 'YYYY-MM-DD') AS start, to_char(m - 1, 'YYYY-MM-DD') AS "end"
        FROM (SELECT d - (extract(isodow FROM d)::int - 1) AS m FROM (SELECT tms_indicator_day(${now}::timestamptz) AS d) t) w`,
    );
    return { monday: week.monday, range: { start: week.start, end: week.end } };
  },

  /** Whether the week of `monday` is still due to any subscriber (see `claimWeek`). */
  async weekDue(db: Executor, monday: string): Promise<boolean> {
    const rows = await queryRows(
      db,
      sql`SELECT 1 FROM indicator_subscriptions s JOIN users u ON u.id = s.user_id JOIN roles r ON r.id = u.role_id
           WHERE ${dueTo(monday)} LIMIT 1`,
    );
    return rows.length > 0;
  },

  /**
   * Marks the week of `monday` as mailed to every subscriber it is due to, and answers them. Rows another process is
   * marking wait for it and are then skipped, so each Monday's mail goes once.
   */
  claimWeek(db: Executor, monday: string): Promise<WeeklyRecipient[]> {
    return queryRows<WeeklyRecipient>(
      db,
      sql`
      UPDATE indicator_subscriptions s SET last_sent_week = ${monday}::date
        FROM users u JOIN roles r ON r.id = u.role_id
       WHERE u.id = s.user_id AND ${dueTo(monday)}
      RETURNING u.id, u.email, u.display_name AS "displayName"`,
    );
  },
};
