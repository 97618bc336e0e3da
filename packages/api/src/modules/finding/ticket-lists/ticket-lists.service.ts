// Finding work for the signed-in user: the three lists, the dashboard summary and expiring tickets, the Buscador,
// the assigned report and the dashboard charts (shares over the last CHART_PERIOD_DAYS, and the last 12 months).
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
import { ticketListsRepository, type ShareGrouping } from './ticket-lists.repository';

const DAY_MS = 86_400_000;

export function createTicketListsService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    list: (user: AuthUser, kind: ListKind, query: TicketListQueryParsed) => ticketListsRepository.list(db, user, kind, query),
    summary: (user: AuthUser) => ticketListsRepository.summary(db, user),
    toExpire: (user: AuthUser) => ticketListsRepository.toExpire(db, user),
    search: (user: AuthUser, filter: TicketSearchFilterParsed) => ticketListsRepository.search(db, user, filter),
    assignedReport: (user: AuthUser, query: AssignedReportQueryParsed) =>
      assignedReportRepository.page(db, user, query, ticketListsPolicy.seesEveryTicket(user)),
    shares: (user: AuthUser, by: ShareGrouping, now = new Date()) =>
      ticketListsRepository.shares(
        db,
        user,
        by,
        new Date(now.getTime() - CHART_PERIOD_DAYS * DAY_MS),
        ticketListsPolicy.seesEveryTicket(user),
      ),
    monthly: (user: AuthUser, now = new Date()) =>
      ticketListsRepository.monthly(db, user, now, ticketListsPolicy.seesEveryTicket(user)),
  };
}
