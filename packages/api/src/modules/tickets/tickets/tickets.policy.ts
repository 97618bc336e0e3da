// Who may see a ticket and who may change what (docs/product/tickets.md#who-may-change-what). Lists use the same rule
// as a SQL condition, so rows never leak; single tickets are checked with that condition too, in one query.
import { sql, type SQL } from 'drizzle-orm';
import { EntityType, Permission, TicketStatus, type TicketAbilities } from '@tms/contracts';
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

/** A stored ticket's parties with what its rating depends on (a new ticket has neither). */
export interface RatedParties extends TicketParties {
  statusId?: number;
  rated?: boolean;
}

const isInternal = (user: AuthUser) => user.entityTypeId === EntityType.Internal;
const isCreatorOrAssignee = (user: AuthUser, t: TicketParties) => t.createdBy === user.id || t.assignedTo === user.id;
const isAssignee = (user: AuthUser, t: TicketParties) => t.assignedTo === user.id;
/** Subscribers are managed by internal creators and responsibles (docs/product/tickets.md#who-may-change-what). */
const managesSubscribers = (user: AuthUser, t: TicketParties) => isInternal(user) && isCreatorOrAssignee(user, t);
/**
 * Merging a ticket into another (docs/product/self-service.md#merge) needs the rights of a save that finalises it (the
 * responsible) and gives its files (creator or responsible) and followers (internal creator or responsible) away.
 */
const mayMergeAway = (user: AuthUser, t: TicketParties) =>
  isCreatorOrAssignee(user, t) && isAssignee(user, t) && managesSubscribers(user, t);

/** The parties of a ticket `user` is creating: the creator, nobody assigned yet. */
export const asCreator = (user: AuthUser): TicketParties => ({ createdBy: user.id, assignedTo: null });

export const ticketPolicy = {
  /** Subject, detail, category, sub-category, severity, attachments, relations. */
  canEdit: isCreatorOrAssignee,
  canChangeStatus: isAssignee,
  /** On a new ticket (nobody assigned yet) this is permission 26: its holders may pick the responsible. */
  canChangeResponsible: (user: AuthUser, t: TicketParties) =>
    isAssignee(user, t) || hasPermission(user, Permission.ReassignResponsible),
  canEditTasks: isAssignee,
  /** Entity types 2 and 3 always keep their own branch. */
  canChangeBranch: (user: AuthUser, t: TicketParties) => isInternal(user) && isCreatorOrAssignee(user, t),
  canManageSubscribers: managesSubscribers,
  /** The source of a merge, whatever its state: see `mayMergeAway`. */
  mayMergeAway,
  /** The target of a merge: the rights of a save that adds files and followers to it. */
  mayMergeInto: (user: AuthUser, t: TicketParties) => isCreatorOrAssignee(user, t) && managesSubscribers(user, t),
  /** 'Fusionar en…' is offered on an open ticket the caller may merge away. */
  canMerge: (user: AuthUser, t: RatedParties) => t.statusId !== TicketStatus.Finished && mayMergeAway(user, t),
  /**
   * A message becomes a new child ticket (docs/product/self-service.md#split): internal users who may change the
   * ticket (adding a child is a change of its relations).
   */
  canSplit: (user: AuthUser, t: TicketParties) => isInternal(user) && isCreatorOrAssignee(user, t),
  /**
   * The subscribers field and the relations tab are shown to internal users only
   * (docs/product/tickets.md#who-may-change-what).
   */
  canSeeSubscribers: (user: AuthUser) => isInternal(user),
  canSeeRelations: (user: AuthUser) => isInternal(user),
  /**
   * The user names of the people on a ticket (subscribers, task responsibles) go to internal users only: an external
   * user gets their ids and display names (docs/product/tickets.md#who-may-change-what).
   */
  canSeeUserNames: (user: AuthUser) => isInternal(user),
  /** Anyone who may see a ticket may add a message to its discussion, with Guardar or with 'Enviar mensaje'. */
  canPostMessage: (_user: AuthUser, _t: TicketParties) => true,
  /**
   * Internal notes are written and read by internal users only (docs/product/tickets.md#discussion-and-internal-notes).
   */
  canWriteInternalNotes: (user: AuthUser) => isInternal(user),
  canReadInternalNotes: (user: AuthUser) => isInternal(user),
  /** Time is logged and read by internal users only (docs/product/service-quality.md#time-tracking). */
  canLogTime: (user: AuthUser) => isInternal(user),
  /** The creator's rating is read by internal users and by the creator (docs/product/service-quality.md). */
  canSeeSatisfaction: (user: AuthUser, t: TicketParties) => isInternal(user) || t.createdBy === user.id,
  /** Its creator rates a finalised ticket once (docs/product/service-quality.md#satisfaction-surveys). */
  canRate: (user: AuthUser, t: RatedParties) =>
    t.createdBy === user.id && t.statusId === TicketStatus.Finished && t.rated === false,
  /** A relation may change only between tickets the caller may see (docs/product/tickets.md#who-may-change-what). */
  canChangeRelationWith: (visibleIds: ReadonlySet<number>, ticketId: number) => visibleIds.has(ticketId),

  abilities(user: AuthUser, t: RatedParties): TicketAbilities {
    return {
      canEdit: this.canEdit(user, t),
      canChangeStatus: this.canChangeStatus(user, t),
      canChangeResponsible: this.canChangeResponsible(user, t),
      canEditTasks: this.canEditTasks(user, t),
      canChangeBranch: this.canChangeBranch(user, t),
      canManageSubscribers: this.canManageSubscribers(user, t),
      canSeeSubscribers: this.canSeeSubscribers(user),
      canSeeRelations: this.canSeeRelations(user),
      canPostMessage: this.canPostMessage(user, t),
      canWriteInternalNotes: this.canWriteInternalNotes(user),
      canLogTime: this.canLogTime(user),
      canRate: this.canRate(user, t),
      canMerge: this.canMerge(user, t),
      canSplit: this.canSplit(user, t),
    };
  },
};
