// Who sent a mail: the active user with that e-mail address (case-insensitive), and the discussion message a reply
// became.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users, workItemDiscussions } from '../../../db/schema';

export const mailSendersRepository = {
  async activeUserId(db: Executor, address: string): Promise<number | null> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${address.toLowerCase()}`, eq(users.isActive, true)))
      .orderBy(users.id)
      .limit(1);
    return row?.id ?? null;
  },

  async lastDiscussionId(db: Executor, ticketId: number, authorId: number): Promise<number | null> {
    const [row] = await db
      .select({ id: workItemDiscussions.id })
      .from(workItemDiscussions)
      .where(and(eq(workItemDiscussions.workItemId, ticketId), eq(workItemDiscussions.createdBy, authorId)))
      .orderBy(desc(workItemDiscussions.order))
      .limit(1);
    return row?.id ?? null;
  },
};
