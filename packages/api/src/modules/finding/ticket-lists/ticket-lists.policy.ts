// Who may read which finding views (docs/product/screens.md#access-to-screens and
// docs/product/tickets.md#who-may-change-what): each list and report has its permission id, the dashboard charts are
// for internal users only, and every row read passes the tickets' visibility rule (lists are the caller's own tickets:
// created by, assigned to or subscribed by them).
import { EntityType, Permission } from '@tms/contracts';
import { forbidden } from '../../../lib/errors';
import { hasPermission, type AuthUser } from '../../../plugins/current-user';

export type ListKind = 'sent' | 'received' | 'subscribed';

export const ticketListsPermissions = {
  lists: { sent: Permission.SentTickets, received: Permission.ReceivedTickets, subscribed: Permission.SubscribedTickets },
  dashboard: Permission.Dashboard,
  search: Permission.SearchTickets,
  assignedReport: Permission.AssignedTicketsReport,
} as const;

export const ticketListsPolicy = {
  /** Chart data covers every visible ticket of the company: internal users only. */
  canSeeCharts: (user: AuthUser) => user.entityTypeId === EntityType.Internal,
  /** Throws the Spanish 403 when `user` may not read the dashboard charts. */
  checkCharts(user: AuthUser): void {
    if (!this.canSeeCharts(user)) throw forbidden();
  },
  /**
   * True when the tickets' visibility rule lets `user` see every ticket (an internal user with the Buscador): only
   * then may the company-wide chart roll-ups answer. The roll-up tests check it against `visibleTickets` for every
   * demo user, so the two rules cannot drift apart unnoticed.
   */
  seesEveryTicket: (user: AuthUser) => user.entityTypeId === EntityType.Internal && hasPermission(user, Permission.SearchTickets),
};
