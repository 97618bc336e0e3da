// What the signed-in user may see and change on this ticket screen. The server decides everything (and refuses the
// rest with 403): a saved ticket's abilities come with it, a new ticket's from GET workitems/abilities, read before its
// form opens (NewTicketGate). Nothing here re-derives them.
import { useMemo } from 'react';
import { noTicketAbilities, type Ticket, type TicketAbilities } from '@tms/contracts';
import { useNewTicketAbilities } from '../api/get-new-ticket-abilities';

export interface TicketRules {
  isNew: boolean;
  canEdit: boolean;
  canChangeStatus: boolean;
  canChangeResponsible: boolean;
  canChangeBranch: boolean;
  canEditSubscribers: boolean;
  canEditTasks: boolean;
  showSubscribers: boolean;
  showRelations: boolean;
  showHistory: boolean;
  showTasks: boolean;
  /** The 'Tiempo' tab: internal users, on a saved ticket (docs/product/service-quality.md#time-tracking). */
  showTime: boolean;
}

/** The screen's rules for a set of abilities (those of the saved ticket, or of a new one). */
export function rulesOf(abilities: TicketAbilities, ticket: Ticket | undefined): TicketRules {
  return {
    isNew: !ticket,
    canEdit: abilities.canEdit,
    canChangeStatus: abilities.canChangeStatus,
    canChangeResponsible: abilities.canChangeResponsible,
    canChangeBranch: abilities.canChangeBranch,
    canEditSubscribers: abilities.canManageSubscribers,
    canEditTasks: abilities.canEditTasks,
    showSubscribers: abilities.canSeeSubscribers,
    showRelations: abilities.canSeeRelations,
    showHistory: !!ticket,
    showTasks: !!ticket && !ticket.isCreatedFromTask,
    showTime: !!ticket && abilities.canLogTime,
  };
}

export function useTicketRules(ticket: Ticket | undefined): TicketRules {
  const newTicket = useNewTicketAbilities(!ticket);
  const abilities = ticket?.abilities ?? newTicket.data ?? noTicketAbilities;
  // The same object while the abilities and the ticket stay, so the parts given it are not drawn again for nothing.
  return useMemo(() => rulesOf(abilities, ticket), [abilities, ticket]);
}
