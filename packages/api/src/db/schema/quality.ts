// Service quality (docs/product/service-quality.md): the satisfaction survey of each finalised ticket, and the
// indicators' roll-ups and weekly mail subscriptions.
import { date, index, integer, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamptz } from './columns';
import { users } from './organization';
import { workItems } from './tickets';

/**
 * One survey per ticket, to its creator: scheduled when the ticket is finalised (sent once `send_date` has come),
 * answered through its signed link or on the ticket screen (docs/product/service-quality.md#satisfaction-surveys).
 */
export const satisfactionSurveys = pgTable(
  'satisfaction_surveys',
  {
    id: id(),
    workItemId: integer('work_item_id')
      .notNull()
      .unique('satisfaction_surveys_item_uq')
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** When its mail is due; null for a survey answered on the ticket screen before any mail was planned. */
    sendDate: timestamptz('send_date'),
    sentDate: timestamptz('sent_date'),
    rating: smallint('rating'),
    comment: varchar('comment', { length: 2000 }),
    answeredDate: timestamptz('answered_date'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [
    // The mailer reads only the surveys still to send.
    index('satisfaction_surveys_pending_idx')
      .on(t.sendDate)
      .where(sql`sent_date IS NULL AND answered_date IS NULL`),
    // The minimum days between two surveys to one person.
    index('satisfaction_surveys_user_idx').on(t.userId, t.sendDate),
    index('satisfaction_surveys_answered_idx').on(t.answeredDate),
  ],
);

// Indicators (docs/product/service-quality.md#indicators): roll-ups kept by triggers on work_items, satisfaction_surveys,
// time_entries and users in the same transaction as every write (migration 0040), so a year's range reads a few
// thousand rows instead of a million tickets. Days are the company's (America/Mexico_City, as time entries' dates are).
// A row is one day, or one period of days (`span`: 7 a week from Monday, 28 four weeks; `day` its first day) where a
// year would otherwise read too many day rows, and one combination of the screen's catalogue filters (branch, category,
// sub-category). They hold every ticket of the company: the indicators are company-wide, and one responsible's figures
// ('Responsable' chosen) are counted from their tickets with the same SQL functions the triggers use
// (docs/performance.md#indicators).

/** The catalogue filters every roll-up row carries. */
const indicatorCombination = () => ({
  companyLocationId: integer('company_location_id'),
  categoryId: integer('category_id').notNull(),
  subCategoryId: integer('sub_category_id').notNull(),
});
const counter = (name: string) => integer(name).notNull().default(0);
/** A period row: a day (`span` 1), or the week (7) or four weeks (28) from `day` (tms_indicator_periods). */
const period = () => ({ span: smallint('span').notNull(), day: date('day', { mode: 'string' }).notNull() });

/**
 * Per day and combination: tickets created that day; finalised that day (with or without their SLA deadline met);
 * whose first response was due that day (answered on time, late, or not yet: the rest); surveys sent that day, and
 * answers given that day per rating.
 */
export const ticketDailyQuality = pgTable(
  'ticket_daily_quality',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ...indicatorCombination(),
    created: counter('created'),
    closed: counter('closed'),
    slaTotal: counter('sla_total'),
    slaMet: counter('sla_met'),
    firstResponseDue: counter('first_response_due'),
    firstResponseMet: counter('first_response_met'),
    firstResponseLate: counter('first_response_late'),
    surveysSent: counter('surveys_sent'),
    rating1: counter('rating_1'),
    rating2: counter('rating_2'),
    rating3: counter('rating_3'),
    rating4: counter('rating_4'),
    rating5: counter('rating_5'),
  },
  (t) => [unique('ticket_daily_quality_key').on(t.day, t.companyLocationId, t.categoryId, t.subCategoryId).nullsNotDistinct()],
);

/**
 * Working minutes per period, kind (1 first response, on the day it was given; 2 resolution, on the day the ticket was
 * finalised) and bucket of minutes (`tms_minutes_bucket`): the medians and 90th percentiles are read from these counts.
 */
export const ticketPeriodMinutes = pgTable(
  'ticket_period_minutes',
  {
    ...period(),
    kind: smallint('kind').notNull(),
    bucket: smallint('bucket').notNull(),
    ...indicatorCombination(),
    tickets: counter('tickets'),
  },
  (t) => [
    unique('ticket_period_minutes_key')
      .on(t.span, t.day, t.kind, t.bucket, t.companyLocationId, t.categoryId, t.subCategoryId)
      .nullsNotDistinct(),
  ],
);

/**
 * Tickets finalised per period and responsible (null: none): the workload's 'Cerrados'. Once whatever their
 * combination (`dimension` 0, `value` null), and once per branch (1), category (2) and sub-category (3), `value` being
 * its id: a range under one catalogue filter reads that filter's rows alone.
 */
export const ticketPeriodClosers = pgTable(
  'ticket_period_closers',
  {
    ...period(),
    dimension: smallint('dimension').notNull(),
    value: integer('value'),
    assignedTo: integer('assigned_to'),
    closed: counter('closed'),
  },
  (t) => [unique('ticket_period_closers_key').on(t.span, t.dimension, t.value, t.day, t.assignedTo).nullsNotDistinct()],
);

/** The same per day and whole combination: the workload's 'Cerrados' under two catalogue filters or more. */
export const ticketDailyResponsible = pgTable(
  'ticket_daily_responsible',
  {
    day: date('day', { mode: 'string' }).notNull(),
    assignedTo: integer('assigned_to'),
    ...indicatorCombination(),
    closed: counter('closed'),
  },
  (t) => [
    unique('ticket_daily_responsible_key')
      .on(t.day, t.assignedTo, t.companyLocationId, t.categoryId, t.subCategoryId)
      .nullsNotDistinct(),
  ],
);

/**
 * Open tickets now per responsible (null: none) and combination, and how many of them have an SLA deadline: the
 * workload's 'Abiertos' and 'Vencidos' (those with a deadline, less the few whose deadline is still to come) and the
 * backlog of every day (today's, less what was created and finalised since).
 */
export const ticketOpenLoad = pgTable(
  'ticket_open_load',
  {
    assignedTo: integer('assigned_to'),
    ...indicatorCombination(),
    open: counter('open'),
    openWithDeadline: counter('open_with_deadline'),
  },
  (t) => [unique('ticket_open_load_key').on(t.assignedTo, t.companyLocationId, t.categoryId, t.subCategoryId).nullsNotDistinct()],
);

/**
 * Minutes logged per period of their work date, external entity of the ticket's creator (null: an internal creator,
 * or none) and combination, billable and not: 'Tiempo por entidad'.
 */
export const timePeriodEntities = pgTable(
  'time_period_entities',
  {
    ...period(),
    externalEntityId: integer('external_entity_id'),
    ...indicatorCombination(),
    billableMinutes: counter('billable_minutes'),
    otherMinutes: counter('other_minutes'),
  },
  (t) => [
    unique('time_period_entities_key')
      .on(t.span, t.day, t.externalEntityId, t.companyLocationId, t.categoryId, t.subCategoryId)
      .nullsNotDistinct(),
  ],
);

/**
 * 'Recibir cada lunes': the users who get the weekly mail of the indicators, since when, and the Monday of the last
 * mail sent to them (each Monday's mail goes once: the claim and the outbox row are one transaction).
 */
export const indicatorSubscriptions = pgTable('indicator_subscriptions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdDate: timestamptz('created_date').notNull().defaultNow(),
  lastSentWeek: date('last_sent_week', { mode: 'string' }),
});
