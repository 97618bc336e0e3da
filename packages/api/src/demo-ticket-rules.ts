// The rules the demo tickets follow (db/seed/demo-tickets.ts): the seed imports no context, so the server hands it
// the tickets module's routing, SLA deadline, copied tasks, history names and row builders and the SLA warning check,
// and the demo tickets are routed, timed, built and warned as real ones.
import type { DemoTicketRules } from './db/seed';
import { calendarForBranch, workingMinutesBetween } from './modules/calendars';
import { sendSlaWarnings } from './modules/notifications/sla/sla-warnings';
import { routeTicket } from './modules/tickets/tickets/ticket-routing';
import { computeDeadline } from './modules/tickets/tickets/ticket-sla';
import { historyNames, tasksToCopy, ticketBuilders } from './modules/tickets';

export const demoTicketRules: DemoTicketRules = {
  route: routeTicket,
  deadline: computeDeadline,
  workingMinutes: async (db, companyLocationId, from, to) =>
    workingMinutesBetween(await calendarForBranch(db, companyLocationId), from, to),
  slaWarnings: sendSlaWarnings,
  tasksToCopy,
  historyNames,
  build: ticketBuilders,
};
