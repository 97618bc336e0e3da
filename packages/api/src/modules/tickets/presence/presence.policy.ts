// Who may be present on a ticket (docs/product/tickets.md#presence): exactly who may see it, by the tickets domain's
// own rule, so that joining, staying and hearing the others' names are refused to anyone the ticket itself is refused
// to. Whether someone is writing an internal note is told only to who may read internal notes.
import type { AuthUser } from '../../../plugins/current-user';
import { ticketPolicy, visibleTickets } from '../tickets/tickets.policy';

/** What the ticket is to a user: missing (404), not theirs to see (403), or visible. */
export type TicketAccess = 'missing' | 'hidden' | 'visible';

export const presencePolicy = {
  /** SQL condition over the alias `wi` (work_items): the ticket's visibility rule, unchanged. */
  visibleTicket: visibleTickets,
  canBePresent: (access: TicketAccess) => access === 'visible',
  /** docs/product/tickets.md#discussion-and-internal-notes: internal users only. */
  seesInternalNoteTyping: (user: AuthUser) => ticketPolicy.canReadInternalNotes(user),
};
