// The one read of bulk actions not made through the tickets service: the chosen responsible.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../../db/schema';

export const bulkActionsRepository = {
  async user(db: Executor, id: number) {
    const [row] = await db
      .select({ entityTypeId: users.entityTypeId, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },
};
