// The one question presence asks the database: may this user see this ticket, and does it exist at all.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { AuthUser } from '../../../plugins/current-user';
import { presencePolicy, type TicketAccess } from './presence.policy';

export const presenceRepository = {
  async access(db: Executor, user: AuthUser, ticketId: number): Promise<TicketAccess> {
    const [row] = await queryRows<{ visible: boolean }>(
      db,
      sql`SELECT COALESCE(${presencePolicy.visibleTicket(user)}, false) AS visible FROM work_items wi WHERE wi.id = ${ticketId}`,
    );
    if (!row) return 'missing';
    return row.visible ? 'visible' : 'hidden';
  },
};
