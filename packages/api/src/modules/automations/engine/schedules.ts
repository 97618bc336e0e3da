// Schedules (docs/product/automations.md): `idleWorkingHours` fires once per idle stretch of an open ticket (no change
// and no message for that many working hours of its branch's calendar; occasion `idle:{last activity}`, so new
// activity re-arms it); `waitingWorkingDays` fires once per wait on the creator (the last public message is an
// internal user's and that many working days passed; occasion `waiting:{that message's date}`). Run by the time rules'
// pass (time-rules.ts), one process at a time.
//
// The reads are bounded by a lower bound in plain time (N working hours take at least N hours; N working days end no
// earlier than N calendar days minus a day and a daylight-saving hour), then each candidate's calendar decides.
import { sql } from 'drizzle-orm';
import { EntityType } from '@tms/contracts';
import type { AppContext, Logger } from '../../../context';
import { queryRows, type Executor } from '../../../db/client';
import { workingDeadline, type ResponseTimeUnit } from '../../calendars';
import type { RuleRow } from './engine.repository';
import { runRule } from './rule-runner';
import { isoText } from '../../../db/iso-text';
import { branchCalendars, notYetRun, ticketsTheRuleReads } from './time-rule-sql';

const HOUR_MS = 3_600_000;

interface Candidate {
  id: number;
  companyLocationId: number | null;
  /** When the stretch began: the last activity, or the internal user's message the creator has not answered. */
  since: Date;
  occasion: string;
}

/** A schedule's kind of wait: its unit, the earliest start that may be due by `now`, and its candidates' query. */
interface Wait {
  reason: 'idle' | 'waiting';
  amount: number;
  unit: ResponseTimeUnit;
  latestStart: (now: Date) => Date;
  candidates: (db: Executor, rule: RuleRow, latestStart: Date) => Promise<Candidate[]>;
}

/** The ticket's last activity: its last change or its last message (notes included), whichever is later. */
const lastActivity = sql`GREATEST(wi.modified_date,
  (SELECT max(d.created_date) FROM work_item_discussions d WHERE d.work_item_id = wi.id))`;

function idleCandidates(db: Executor, rule: RuleRow, latestStart: Date): Promise<Candidate[]> {
  const occasion = sql`'idle:' || ${isoText(sql`a.since`)}`;
  return queryRows<Candidate>(
    db,
    sql`SELECT wi.id, wi.company_location_id AS "companyLocationId", a.since, ${occasion} AS occasion
          FROM work_items wi CROSS JOIN LATERAL (SELECT ${lastActivity} AS since) a
         WHERE ${ticketsTheRuleReads(rule)} AND wi.modified_date <= ${latestStart} AND a.since <= ${latestStart}
           AND ${notYetRun(rule, occasion)}
         ORDER BY a.since, wi.id`,
  );
}

/** Tickets whose last public message is an internal user's (not the creator's own), unanswered since `latestStart`. */
function waitingCandidates(db: Executor, rule: RuleRow, latestStart: Date): Promise<Candidate[]> {
  const occasion = sql`'waiting:' || ${isoText(sql`m.since`)}`;
  return queryRows<Candidate>(
    db,
    sql`SELECT wi.id, wi.company_location_id AS "companyLocationId", m.since, ${occasion} AS occasion
          FROM work_items wi
          CROSS JOIN LATERAL (SELECT d.created_by AS author, d.created_date AS since FROM work_item_discussions d
                               WHERE d.work_item_id = wi.id AND NOT d.is_internal
                               ORDER BY d."order" DESC, d.id DESC LIMIT 1) m
          JOIN users u ON u.id = m.author
         WHERE ${ticketsTheRuleReads(rule)} AND u.entity_type_id = ${EntityType.Internal} AND m.author <> wi.created_by
           AND m.since <= ${latestStart} AND ${notYetRun(rule, occasion)}
         ORDER BY m.since, wi.id`,
  );
}

/** The schedule's wait, from its threshold (exactly one is set, the contract checks it). */
function waitOf(rule: RuleRow): Wait | null {
  const hours = rule.threshold?.idleWorkingHours;
  const days = rule.threshold?.waitingWorkingDays;
  if (hours) {
    const latestStart = (now: Date) => new Date(now.getTime() - hours * HOUR_MS);
    return { reason: 'idle', amount: hours, unit: 'horas', latestStart, candidates: idleCandidates };
  }
  if (days) {
    const latestStart = (now: Date) => new Date(now.getTime() - ((days - 1) * 24 - 1) * HOUR_MS);
    return { reason: 'waiting', amount: days, unit: 'días', latestStart, candidates: waitingCandidates };
  }
  return null;
}

/** Runs one schedule on the tickets whose wait is over, inside `ctx.db` (the time rules' transaction). */
export async function runSchedule(ctx: AppContext, log: Logger, rule: RuleRow, now: Date): Promise<void> {
  const wait = waitOf(rule);
  if (!wait) return;
  const calendarOf = branchCalendars(ctx.db);
  for (const ticket of await wait.candidates(ctx.db, rule, wait.latestStart(now))) {
    const due = workingDeadline(await calendarOf(ticket.companyLocationId), new Date(ticket.since), wait.amount, wait.unit);
    if (due > now) continue;
    await runRule(ctx, log, rule, { ticketId: ticket.id, key: ticket.occasion, reason: wait.reason, depth: 1, at: now });
  }
}
