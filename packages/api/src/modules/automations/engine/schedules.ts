// Schedules (docs/product/automations.md): `idleWorkingHours` is due once per idle stretch of an open ticket (no change
// and no message for that many working hours of its branch's calendar; occasion `idle:{last activity}`, so new
// activity re-arms it); `waitingWorkingDays` once per wait on the creator (the last public message is an internal
// user's and that many working days passed; occasion `waiting:{that message's date}`). Run by the time rules' pass
// (time-rules.ts).
import { workingDeadline, type WorkingCalendar } from '../../calendars';
import type { DueTicket } from './due-tickets';
import type { RuleRow } from './engine.repository';
import type { TimeOccasion } from './time-occasion';

/** The schedule's occasion on the ticket (exactly one threshold is set, the contract checks it); null when none. */
export function scheduleOccasion(rule: RuleRow, ticket: DueTicket, calendar: WorkingCalendar | null): TimeOccasion | null {
  const hours = rule.threshold?.idleWorkingHours;
  if (hours) {
    const dueAt = workingDeadline(calendar, new Date(ticket.activeSince), hours, 'horas');
    return { key: `idle:${ticket.activityKey}`, reason: 'idle', dueAt };
  }
  const days = rule.threshold?.waitingWorkingDays;
  if (days && ticket.awaitedSince && ticket.awaitedKey) {
    const dueAt = workingDeadline(calendar, new Date(ticket.awaitedSince), days, 'días');
    return { key: `waiting:${ticket.awaitedKey}`, reason: 'waiting', dueAt };
  }
  return null;
}
