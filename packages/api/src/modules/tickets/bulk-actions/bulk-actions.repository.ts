// The reads of bulk actions not made through the tickets service: the chosen responsible, and which of the tickets
// the caller already follows (one query for the whole call rather than a ticket read per id).
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users, workItemSubscribers } from '../../../db/schema';

export const bulkActionsRepository = {
  async user(db: Executor, id: number) {
    const [row] = await db
      .select({ entityTypeId: users.entityTypeId, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },

  async followed(db: Executor, userId: number, ids: number[]): Promise<Set<number>> {
    const rows = await db
      .select({ id: workItemSubscribers.workItemId })
      .from(workItemSubscribers)
      .where(and(eq(workItemSubscribers.userId, userId), inArray(workItemSubscribers.workItemId, ids)));
    return new Set(rows.map((row) => row.id));
  },
};
