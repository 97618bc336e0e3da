// Who may see a ticket and who may change what (PRODUCT.md §5). Lists use the same rule as a SQL condition, so
// rows never leak; single tickets are checked with that condition too, in one query.
import { sql, type SQL } from 'drizzle-orm';
import { EntityType, Permission, type TicketAbilities } from '@tms/contracts';
import { hasPermission, type AuthUser } from '../../../plugins/current-user';

/** SQL condition over the alias `wi` (work_items) true when `user` may see the row. */
export function visibleTickets(user: AuthUser): SQL {
  const u = user.id;
  const own = sql`(wi.created_by = ${u} OR wi.assigned_to = ${u}
    OR EXISTS (SELECT 1 FROM work_item_subscribers s WHERE s.work_item_id = wi.id AND s.user_id = ${u})
    OR EXISTS (SELECT 1 FROM work_item_tasks wt WHERE wt.work_item_id = wi.id AND wt.realized_by = ${u})
    OR EXISTS (SELECT 1 FROM sub_categories sc JOIN user_group_members gm ON gm.user_group_id = sc.user_group_id
               WHERE sc.id = wi.sub_category_id AND gm.user_id = ${u} AND gm.is_active))`;
  if (!hasPermission(user, Permission.SearchTickets)) return own;
  if (user.entityTypeId === EntityType.Internal) return sql`TRUE`;
  if (!user.externalEntityId) return own;
  return sql`(${own} OR EXISTS (SELECT 1 FROM users cu WHERE cu.id = wi.created_by AND cu.external_entity_id = ${user.externalEntityId}))`;
}

export interface TicketParties {
  createdBy: number;
  assignedTo: number | null;
}

const isCreatorOrAssignee = (user: AuthUser, t: TicketParties) => t.createdBy === user.id || t.assignedTo === user.id;
const isAssignee = (user: AuthUser, t: TicketParties) => t.assignedTo === user.id;

export const ticketPolicy = {
  /** Subject, detail, category, sub-category, severity, attachments, relations, subscribers. */
  canEdit: isCreatorOrAssignee,
  canChangeStatus: isAssignee,
  canChangeResponsible: (user: AuthUser, t: TicketParties) =>
    isAssignee(user, t) || hasPermission(user, Permission.ReassignResponsible),
  canEditTasks: isAssignee,
  /** Entity types 2 and 3 always keep their own branch. */
  canChangeBranch: (user: AuthUser, t: TicketParties) =>
    user.entityTypeId === EntityType.Internal && isCreatorOrAssignee(user, t),
  /** On a new ticket, holders of permission 26 may pick the responsible instead of the routing. */
  canPickResponsibleOnCreate: (user: AuthUser) => hasPermission(user, Permission.ReassignResponsible),
  canManageSubscribers: (user: AuthUser, t: TicketParties) =>
    user.entityTypeId === EntityType.Internal && isCreatorOrAssignee(user, t),

  abilities(user: AuthUser, t: TicketParties): TicketAbilities {
    return {
      canEdit: this.canEdit(user, t),
      canChangeStatus: this.canChangeStatus(user, t),
      canChangeResponsible: this.canChangeResponsible(user, t),
      canEditTasks: this.canEditTasks(user, t),
      canChangeBranch: this.canChangeBranch(user, t),
    };
  },
};
