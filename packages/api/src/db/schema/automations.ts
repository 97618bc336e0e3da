// Automations (docs/product/automations.md): the rules, the record of each rule's run on a ticket (at most one per
// ticket and occasion, even across processes), and the durable ticket events the triggers read, written in the same
// transaction as the ticket's save.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type {
  AutomationAction,
  AutomationConditions,
  AutomationEvent,
  AutomationKind,
  AutomationRunResult,
  AutomationThreshold,
} from '@tms/contracts';
import { auditColumns, id, timestamptz } from './columns';
import { companyRowColumns } from './company';
import { workItemHistory, workItems } from './tickets';

export const automationRules = pgTable(
  'automation_rules',
  {
    ...companyRowColumns(),
    code: varchar('code', { length: 100 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    kind: varchar('kind', { length: 20 }).$type<AutomationKind>().notNull(),
    events: jsonb('events').$type<AutomationEvent[]>().notNull().default([]),
    conditions: jsonb('conditions').$type<AutomationConditions>().notNull(),
    threshold: jsonb('threshold').$type<AutomationThreshold | null>(),
    actions: jsonb('actions').$type<AutomationAction[]>().notNull(),
    order: integer('order').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('automation_rules_company_code_uq').on(t.companyId, t.code),
    index('automation_rules_kind_idx').on(t.kind, t.isActive, t.order),
  ],
);

/** One run of a rule on a ticket: the UNIQUE index makes a rule act at most once per ticket and occasion. */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: id(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    workItemId: integer('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    /** `event:{eventId}`, `escalation:{percent}:{expireDate ISO}`, … */
    occasion: varchar('occasion', { length: 100 }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    result: varchar('result', { length: 10 }).$type<AutomationRunResult>().notNull(),
    /** The Spanish reason of a failed or skipped run. */
    error: text('error'),
  },
  (t) => [
    uniqueIndex('automation_runs_occasion_uq').on(t.ruleId, t.workItemId, t.occasion),
    index('automation_runs_rule_at_idx').on(t.ruleId, t.at),
    index('automation_runs_item_idx').on(t.workItemId),
  ],
);

/**
 * A ticket event (created, updated, creatorMessage, agentMessage), written in the save's transaction so a crash
 * between the save and the rules loses no run; the automation worker marks it processed.
 */
export const ticketEvents = pgTable(
  'ticket_events',
  {
    id: id(),
    workItemId: integer('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    event: varchar('event', { length: 20 }).$type<AutomationEvent>().notNull(),
    actorId: integer('actor_id'),
    /** The rule whose change made this event (it does not fire itself again); null for a person's save. */
    ruleId: integer('rule_id'),
    /** How many rules in a row led here: 0 for a person's save; a chain stops after AUTOMATION_CHAIN_MAX. */
    chainDepth: smallint('chain_depth').notNull().default(0),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
    processedDate: timestamptz('processed_date'),
  },
  (t) => [
    index('ticket_events_pending_idx')
      .on(t.id)
      .where(sql`processed_date IS NULL`),
  ],
);

/** The history entries a rule's save wrote: their author reads 'Automatización: {code}' (docs/product/automations.md). */
export const automationHistoryAuthors = pgTable('automation_history_authors', {
  historyId: integer('history_id')
    .primaryKey()
    .references(() => workItemHistory.id, { onDelete: 'cascade' }),
  ruleId: integer('rule_id')
    .notNull()
    .references(() => automationRules.id),
});

/**
 * When the time rules' pass must look at a ticket next (docs/product/automations.md#the-time-rules-pass): the earliest
 * instant an escalation or schedule may be due on it; no row when none can be. Database triggers set it back to the
 * ticket's creation instant (and count a new version) on any change or message, so the next pass looks again; the
 * pass stores the next instant only if the version it read is still there. A table of its own, so the pass's writes
 * touch one narrow index rather than every index of work_items.
 */
export const automationChecks = pgTable(
  'automation_checks',
  {
    workItemId: integer('work_item_id')
      .primaryKey()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    checkDate: timestamptz('check_date').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [index('automation_checks_due_idx').on(t.checkDate, t.workItemId)],
);
