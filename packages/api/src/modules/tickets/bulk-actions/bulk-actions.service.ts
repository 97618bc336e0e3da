// Bulk follow and reassign (docs/product/tickets.md#bulk-actions): each ticket goes through the tickets service on its
// own, with every rule, history entry and notification of a single change; a ticket the rules refuse is reported with
// the Spanish reason and the others still change. Reassigning saves the ticket exactly as the ticket screen's Guardar
// does when only 'Responsable' changed: the ticket as read, with the new responsible, based on the version read.
import { bulkMessages, ticketUpdateInput, type BulkResult, type Ticket } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { AppError, badRequest } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { createTicketsService } from '../tickets/tickets.service';
import { bulkActionsPolicy } from './bulk-actions.policy';
import { bulkActionsRepository } from './bulk-actions.repository';

/** What a ticket's refusal says: the rule's own message; a missing ticket or a bad field, in words of its own. */
function reasonOf(error: AppError): string {
  if (error.statusCode === 404) return bulkMessages.notFound;
  const fieldMessage = error.fields ? Object.values(error.fields)[0] : undefined;
  return fieldMessage ?? error.message;
}

/** Runs `change` on each ticket in turn; it answers a refusal reason, or null when it changed the ticket. */
async function eachTicket(ids: number[], change: (id: number) => Promise<string | null>): Promise<BulkResult> {
  const result: BulkResult = { changed: [], refused: [] };
  for (const id of ids) {
    try {
      const refusal = await change(id);
      if (refusal === null) result.changed.push(id);
      else result.refused.push({ id, reason: refusal });
    } catch (error) {
      // A rule's refusal (4xx) belongs to this ticket; anything else is a fault and stops the whole call.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      result.refused.push({ id, reason: reasonOf(error) });
    }
  }
  return result;
}

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
