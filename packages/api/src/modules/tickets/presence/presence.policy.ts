// Who may be present on a ticket (docs/product/tickets.md#presence): exactly who may see it, by the tickets domain's
// own rule, so that joining, staying and hearing the others' names are refused to anyone the ticket itself is refused
// to. Whether someone is writing an internal note is told only to who may read internal notes.
import type { AuthUser } from '../../../plugins/current-user';
import type { TicketAccess } from '../tickets/ticket-access';
import { ticketPolicy } from '../tickets/tickets.policy';

export const presencePolicy = {
  canBePresent: (access: TicketAccess) => access === 'visible',
  /** docs/product/tickets.md#discussion-and-internal-notes: internal users only. */
  seesInternalNoteTyping: (user: AuthUser) => ticketPolicy.canReadInternalNotes(user),
};
