// Escalations (docs/product/automations.md): an escalation rule with `percentOfSla` p is due on a ticket with a
// deadline once p% of the working time between its creation and its expireDate (its branch's calendar) has passed.
// The occasion names the deadline, so a moved deadline re-arms it. Run by the time rules' pass (time-rules.ts).
import type { WorkingCalendar } from '../../calendars';
import { slaWarningAt } from '../../calendars';
import type { DueTicket } from './due-tickets';
import type { RuleRow } from './engine.repository';
import type { TimeOccasion } from './time-occasion';

export function escalationOccasion(rule: RuleRow, ticket: DueTicket, calendar: WorkingCalendar | null): TimeOccasion | null {
  const percent = rule.threshold?.percentOfSla;
  if (!percent || !ticket.expireDate || !ticket.deadlineKey) return null;
  const dueAt = slaWarningAt(calendar, new Date(ticket.createdDate), new Date(ticket.expireDate), percent / 100);
  return { key: `escalation:${percent}:${ticket.deadlineKey}`, reason: 'escalation', dueAt };
}
