// Bulk follow and reassign (docs/product/tickets.md#bulk-actions): each ticket goes through the tickets service on its
// own, with every rule, history entry and notification of a single change; a ticket the rules refuse is reported with
// the Spanish reason and the others still change. Reassigning saves the ticket exactly as the ticket screen's Guardar
// does when only 'Responsable' changed: the ticket as read, with the new responsible, based on the version read.
import { bulkMessages, ticketUpdateInput, type BulkResult, type Ticket } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { badRequest } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { createTicketsService } from '../tickets/tickets.service';
import { bulkActionsPolicy } from './bulk-actions.policy';
import { bulkActionsRepository } from './bulk-actions.repository';
import { eachTicket } from './each-ticket';

/** The form of the ticket screen for `ticket` with only the responsible changed. */
function reassignedForm(ticket: Ticket, assignedTo: number) {
  return ticketUpdateInput.safeParse({ ...ticket, assignedTo, discussion: null, tasks: [] });
}

export function createBulkActionsService(ctx: AppContext) {
  const tickets = createTicketsService(ctx);

  return {
    /** A subscriber always may see the ticket, so a followed one needs no visibility check to be reported. */
    async follow(user: AuthUser, ids: number[]): Promise<BulkResult> {
      const followed = await bulkActionsRepository.followed(ctx.db, user.id, ids);
      return eachTicket(ids, async (id) => {
        if (followed.has(id)) return bulkMessages.alreadyFollowing;
        await tickets.follow(user, id);
        return null;
      });
    },

    async reassign(user: AuthUser, ids: number[], assignedTo: number): Promise<BulkResult> {
      const responsible = await bulkActionsRepository.user(ctx.db, assignedTo);
      if (!responsible || !bulkActionsPolicy.canBeResponsible(responsible))
        throw badRequest({ assignedTo: bulkMessages.assignedTo }, bulkMessages.assignedTo);
      return eachTicket(ids, async (id) => {
        const ticket = await tickets.detail(user, id);
        if (!bulkActionsPolicy.canReassignInBulk(ticket)) return bulkMessages.finished;
        if (ticket.assignedTo === assignedTo) return bulkMessages.sameAssignee;
        const form = reassignedForm(ticket, assignedTo);
        if (!form.success) return form.error.issues[0].message;
        await tickets.update(user, id, form.data);
        return null;
      });
    },
  };
}
