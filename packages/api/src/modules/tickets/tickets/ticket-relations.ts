// Relation rules (docs/product/tickets.md#tasks-children-and-relations): one parent at most, no self relation, no
// cycles.
import { sql } from 'drizzle-orm';
import { ticketMessages } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { badRequest } from '../../../lib/errors';

/** Ids of `ticketId` and all its ancestors, following parent links upwards. */
async function ancestorsOf(db: Executor, ticketId: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM work_items WHERE id = ${ticketId}
      UNION ALL
      SELECT w.id, w.parent_id, up.depth + 1 FROM work_items w JOIN up ON w.id = up.parent_id WHERE up.depth < 1000
    ) SELECT id FROM up`,
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Checks a ticket's wanted parent and children. `ticketId` is null for a new ticket.
 * Children keep their current parent only when it is this ticket.
 */
export async function checkRelations(
  db: Executor,
  ticketId: number | null,
  parentId: number | null,
  childIds: number[],
): Promise<void> {
  const fail = (message: string, field: string) => badRequest({ [field]: message }, message);
  if (ticketId !== null && (parentId === ticketId || childIds.includes(ticketId)))
    throw fail(ticketMessages.selfRelation, 'parentId');
  if (parentId !== null && childIds.includes(parentId)) throw fail(ticketMessages.cycle, 'parentId');

  const ids = [...new Set([...(parentId ? [parentId] : []), ...childIds])];
  if (ids.length === 0) return;
  const rows = await queryRows<{ id: number; parentId: number | null }>(
    db,
    sql`
    SELECT id, parent_id AS "parentId" FROM work_items WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  if (rows.length !== ids.length) throw fail(ticketMessages.selectTicket, 'childs');
  for (const child of rows.filter((r) => childIds.includes(r.id))) {
    if (child.parentId !== null && child.parentId !== ticketId) throw fail(ticketMessages.childHasParent(child.id), 'childs');
  }
  if (ticketId !== null && parentId !== null) {
    // The new parent must not be this ticket or one of its descendants: walk up from the parent.
    if ((await ancestorsOf(db, parentId)).has(ticketId)) throw fail(ticketMessages.cycle, 'parentId');
  }
  if (ticketId !== null) {
    // A child must not be one of this ticket's ancestors.
    const mine = await ancestorsOf(db, ticketId);
    if (childIds.some((id) => mine.has(id))) throw fail(ticketMessages.cycle, 'childs');
  }
}
