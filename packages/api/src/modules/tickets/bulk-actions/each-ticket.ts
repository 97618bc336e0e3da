// The loop every bulk action shares (docs/product/tickets.md#bulk-actions): each ticket on its own; a refusal (4xx)
// is that ticket's, reported with its Spanish reason, and the others go on; a fault stops the whole call.
import { bulkMessages, type BulkResult } from '@tms/contracts';
import { AppError } from '../../../lib/errors';

/** What a ticket's refusal says: the rule's own message; a missing (or unseen) ticket or a bad field, in words of its own. */
function reasonOf(error: AppError): string {
  if (error.statusCode === 404) return bulkMessages.notFound;
  const fieldMessage = error.fields ? Object.values(error.fields)[0] : undefined;
  return fieldMessage ?? error.message;
}

/** Runs `change` on each ticket in turn; it answers a refusal reason, or null when it changed the ticket. */
export async function eachTicket(ids: number[], change: (id: number) => Promise<string | null>): Promise<BulkResult> {
  const result: BulkResult = { changed: [], refused: [] };
  for (const id of ids) {
    try {
      const refusal = await change(id);
      if (refusal === null) result.changed.push(id);
      else result.refused.push({ id, reason: refusal });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      result.refused.push({ id, reason: reasonOf(error) });
    }
  }
  return result;
}
