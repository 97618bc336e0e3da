// Finding work for the signed-in user: the three lists, the dashboard summary and expiring tickets, the Buscador,
// the assigned report and the dashboard charts (shares over the last CHART_PERIOD_DAYS, and the last 12 months).
// Each call reads through the tickets' visibility rule, checks what the policy asks and answers the presented rows.
import {
  CHART_PERIOD_DAYS,
  type AssignedReportQueryParsed,
  type TicketListQueryParsed,
  type TicketSearchFilterParsed,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { AuthUser } from '../../../plugins/current-user';
import { ticketListsPolicy, type ListKind } from './ticket-lists.policy';
import { assignedReportRepository } from './assigned-report.repository';
import {
  presentExpiring,
  presentListRow,
  presentPage,
  presentReportPage,
  presentReportRow,
  presentSearchPage,
  presentShares,
} from './ticket-lists.presenter';
import { ticketListsRepository, type ShareGrouping } from './ticket-lists.repository';

const DAY_MS = 86_400_000;

export function createTicketListsService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    list: async (user: AuthUser, kind: ListKind, query: TicketListQueryParsed) =>
      presentPage(await ticketListsRepository.list(db, user, kind, query), presentListRow),
    summary: (user: AuthUser) => ticketListsRepository.summary(db, user),
    toExpire: async (user: AuthUser) => (await ticketListsRepository.toExpire(db, user)).map(presentExpiring),
    search: async (user: AuthUser, filter: TicketSearchFilterParsed) =>
      presentSearchPage(await ticketListsRepository.search(db, user, filter)),
    assignedReport: async (user: AuthUser, query: AssignedReportQueryParsed) =>
      presentReportPage(await assignedReportRepository.page(db, user, query, ticketListsPolicy.seesEveryTicket(user))),
    /** Another order or page of the report: its rows alone (the screen keeps the total and options it has). */
    assignedReportRows: async (user: AuthUser, query: AssignedReportQueryParsed) => ({
      rows: (await assignedReportRepository.rows(db, user, query)).map(presentReportRow),
    }),

    /** A dashboard chart's shares over the last CHART_PERIOD_DAYS: internal users only. */
    async shares(user: AuthUser, by: ShareGrouping, now = new Date()) {
      ticketListsPolicy.checkCharts(user);
      const since = new Date(now.getTime() - CHART_PERIOD_DAYS * DAY_MS);
      return presentShares(await ticketListsRepository.shares(db, user, by, since, ticketListsPolicy.seesEveryTicket(user)));
    },

    /** The dashboard's last 12 months: internal users only. */
    async monthly(user: AuthUser, now = new Date()) {
      ticketListsPolicy.checkCharts(user);
      return ticketListsRepository.monthly(db, user, now, ticketListsPolicy.seesEveryTicket(user));
    },
  };
}
