// Who may act on several tickets at once (docs/product/tickets.md#bulk-actions): anyone may follow the tickets they may
// see; reassigning needs permission 26, and each ticket then passes the same rules as a single save
// (tickets.policy.ts). Bulk reassignment leaves finished tickets alone: their responsible is part of the record of who
// closed them.
import { EntityType, Permission, TicketStatus } from '@tms/contracts';

export const bulkActionsPermissions = { reassign: Permission.ReassignResponsible } as const;

export const bulkActionsPolicy = {
  canReassignInBulk: (ticket: { statusId: number }) => ticket.statusId !== TicketStatus.Finished,
  /** Clients and providers are never responsibles (docs/product/tickets.md#who-may-change-what). */
  canBeResponsible: (user: { entityTypeId: number; isActive: boolean }) =>
    user.isActive && user.entityTypeId === EntityType.Internal,
};
