// Who may log, read and change time on a ticket (docs/product/service-quality.md#time-tracking): internal users who
// may see the ticket (clients and providers get 403 and never see an entry); an entry is changed or deleted by its
// author, or by a holder of permission 26 ('Reasignar responsable') who may see the ticket.
import { Permission, timeEntryMessages } from '@tms/contracts';
import { forbidden } from '../../../lib/errors';
import { hasPermission, type AuthUser } from '../../../plugins/current-user';
import { ticketPolicy } from '../tickets/tickets.policy';

export interface EntryAuthor {
  userId: number;
}

export const timeEntriesPolicy = {
  /** The same rule as the ticket's `canLogTime` ability, which the screen reads to show the 'Tiempo' tab. */
  canLogTime: (user: AuthUser) => ticketPolicy.canLogTime(user),
  canChange: (user: AuthUser, entry: EntryAuthor) =>
    entry.userId === user.id || hasPermission(user, Permission.ReassignResponsible),

  checkLogTime(user: AuthUser): void {
    if (!this.canLogTime(user)) throw forbidden();
  },

  checkChange(user: AuthUser, entry: EntryAuthor): void {
    if (!this.canChange(user, entry)) throw forbidden(timeEntryMessages.cannotChange);
  },
};
