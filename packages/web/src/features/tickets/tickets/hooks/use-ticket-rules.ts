// What the signed-in user may see and change on this ticket screen. For a saved ticket the server's abilities
// decide (it refuses the rest with 403); for a new one the spec's rules: the branch for internal users only, the
// responsible for holders of permission 26 (spec 4, PRODUCT.md §4).
import { EntityType, Permission, type Ticket } from '@tms/contracts';
import { useHasPermission } from '@/lib/permissions/use-has-permission';
import { useSignedInUser } from '@/lib/session/use-session';

export interface TicketRules {
  isNew: boolean;
  isInternal: boolean;
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

export function useTicketRules(ticket: Ticket | undefined): TicketRules {
  const session = useSignedInUser();
  const mayReassign = useHasPermission(Permission.ReassignResponsible);
  const isInternal = session.entityTypeId === EntityType.Internal;
  const abilities = ticket?.abilities;
  const canEdit = abilities ? abilities.canEdit : true;
  return {
    isNew: !ticket,
    isInternal,
    canEdit,
    canChangeStatus: abilities?.canChangeStatus ?? false,
    canChangeResponsible: abilities ? abilities.canChangeResponsible : mayReassign,
    canChangeBranch: abilities ? abilities.canChangeBranch : isInternal,
    canEditSubscribers: isInternal && canEdit,
    canEditTasks: abilities?.canEditTasks ?? false,
    showSubscribers: isInternal,
    showRelations: isInternal,
    showHistory: !!ticket,
    showTasks: !!ticket && !ticket.isCreatedFromTask,
  };
}
