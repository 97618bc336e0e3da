// What the signed-in user may see and change on this ticket screen. For a saved ticket the abilities the server sends
// with it decide everything (the server refuses the rest with 403); nothing here re-derives them. A new ticket has
// no server answer yet: its creator may fill every field but the status, the responsible only with permission 26
// and the branch, subscribers and relations only as an internal user (spec 4, PRODUCT.md §4, §5) — the same rules
// the server applies to the POST.
import { EntityType, Permission, type Ticket, type TicketAbilities } from '@tms/contracts';
import { useHasPermission } from '@/lib/permissions/use-has-permission';
import { useSignedInUser } from '@/lib/session/use-session';

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
}

function newTicketAbilities(isInternal: boolean, mayReassign: boolean): TicketAbilities {
  return {
    canEdit: true,
    canChangeStatus: false,
    canChangeResponsible: mayReassign,
    canEditTasks: false,
    canChangeBranch: isInternal,
    canManageSubscribers: isInternal,
    canSeeSubscribers: isInternal,
    canSeeRelations: isInternal,
    canPostMessage: true,
    canWriteInternalNotes: isInternal,
  };
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
  };
}

export function useTicketRules(ticket: Ticket | undefined): TicketRules {
  const session = useSignedInUser();
  const mayReassign = useHasPermission(Permission.ReassignResponsible);
  const abilities = ticket?.abilities ?? newTicketAbilities(session.entityTypeId === EntityType.Internal, mayReassign);
  return rulesOf(abilities, ticket);
}
