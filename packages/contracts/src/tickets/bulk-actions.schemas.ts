// Bulk actions on the selected rows of a ticket list (docs/product/tickets.md#bulk-actions): follow, and for holders
// of permission 26 reassign. The server checks each ticket on its own and answers which it changed and which it refused, and why.
import { z } from 'zod';
import { messages } from '../common/messages';
import { requiredId } from '../common/fields';

export const BULK_MAX_TICKETS = 100;

export const bulkMessages = {
  ids: `Seleccione entre 1 y ${BULK_MAX_TICKETS} tickets.`,
  assignedTo: 'Seleccione un responsable interno activo.',
  notFound: 'El ticket no existe.',
  finished: 'El ticket está finalizado.',
  alreadyFollowing: 'Ya sigue este ticket.',
  sameAssignee: 'El ticket ya está asignado a ese responsable.',
} as const;

const ids = z
  .array(requiredId(messages.invalidId), { error: bulkMessages.ids })
  .min(1, bulkMessages.ids)
  .max(BULK_MAX_TICKETS, bulkMessages.ids)
  .transform((list) => [...new Set(list)]);

export const bulkFollowInput = z.object({ ids }, { error: messages.badRequest });
export type BulkFollowInput = z.input<typeof bulkFollowInput>;

export const bulkReassignInput = z.object(
  { ids, assignedTo: requiredId(bulkMessages.assignedTo) },
  { error: messages.badRequest },
);
export type BulkReassignInput = z.input<typeof bulkReassignInput>;

export const bulkRefusal = z.object({ id: z.number(), reason: z.string() });
export type BulkRefusal = z.infer<typeof bulkRefusal>;

/** Ids in the order they were asked for: those changed, and those refused with a Spanish reason. */
export const bulkResult = z.object({ changed: z.array(z.number()), refused: z.array(bulkRefusal) });
export type BulkResult = z.infer<typeof bulkResult>;
