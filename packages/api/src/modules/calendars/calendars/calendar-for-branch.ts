// What other contexts read from calendars, inside their own transaction: the calendar a branch's deadlines are
// counted in, and the bookkeeping of the background recomputation after a calendar or a branch's calendar changes.
import type { Executor } from '../../../db/client';
import { workingCalendar, type WorkingCalendar } from '../working-time/working-calendar';
import { calendarsRepository as repository } from './calendars.repository';

export interface BranchCalendar extends WorkingCalendar {
  id: number;
  code: string;
}

/** The branch's own active calendar, else the active default, else null (time runs 24×7). */
export async function calendarForBranch(executor: Executor, companyLocationId: number | null): Promise<BranchCalendar | null> {
  const row = await repository.forBranch(executor, companyLocationId);
  if (!row) return null;
  return { ...workingCalendar(row), id: row.id, code: row.code };
}

/**
 * After a branch was given another calendar (or none): bumps the revision of the calendar that applies to it now, in
 * the caller's transaction, so the recomputation job moves the branch's open tickets to it (that calendar's scope
 * holds the branch: it points at it, or it is the default and the branch has no active calendar). Nothing applies
 * only when the company has no active calendar (one that has any keeps an active default): the branch's former
 * calendar, if any, is switched off, and its tickets already count 24×7.
 */
export async function branchCalendarChanged(executor: Executor, companyLocationId: number): Promise<void> {
  const applies = await repository.forBranch(executor, companyLocationId);
  if (applies) await repository.bumpRevision(executor, applies.id);
}

export interface CalendarChange {
  calendarId: number;
  /** Pass it back to markCalendarRecomputed once the calendar's tickets are done. */
  revision: number;
}

/** Calendars changed since their open tickets' deadlines were last recomputed, oldest first. */
export const calendarsAwaitingRecomputation = (executor: Executor, limit: number): Promise<CalendarChange[]> =>
  repository.awaitingRecomputation(executor, limit);

export interface CalendarScope {
  /** Branches whose calendar_id is this calendar (their tickets move to the default if it was switched off). */
  branchIds: number[];
  /** The calendar is the active default: it also counts tickets of branches with no active calendar, or no branch. */
  coversBranchesWithoutCalendar: boolean;
}

/** Whose tickets a change of this calendar may move: recompute each of them through calendarForBranch. */
export async function calendarRecomputationScope(executor: Executor, calendarId: number): Promise<CalendarScope> {
  const usage = await repository.usage(executor, calendarId);
  return { branchIds: usage.branchIds, coversBranchesWithoutCalendar: usage.isActiveDefault };
}

/** Records that the tickets of `revision` are recomputed; a later change keeps the calendar waiting. */
export const markCalendarRecomputed = (executor: Executor, calendarId: number, revision: number): Promise<void> =>
  repository.markRecomputed(executor, calendarId, revision);
