// Whether a ticket exists and the caller may see it, for the calls about a ticket that read or write something beside
// it (presence, time entries): a missing ticket answers 404 and a hidden one 403, what the ticket itself answers
// (docs/product/tickets.md#who-may-change-what). One query, by the tickets' own visibility rule.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { forbidden, notFound } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTickets } from './tickets.policy';

/** What the ticket is to a user: missing (404), not theirs to see (403), or visible. */
export type TicketAccess = 'missing' | 'hidden' | 'visible';

export async function ticketAccess(db: Executor, user: AuthUser, ticketId: number): Promise<TicketAccess> {
  const [row] = await queryRows<{ visible: boolean }>(
    db,
    sql`SELECT COALESCE(${visibleTickets(user)}, false) AS visible FROM work_items wi WHERE wi.id = ${ticketId}`,
  );
  if (!row) return 'missing';
  return row.visible ? 'visible' : 'hidden';
}

/** 404 for a ticket that does not exist, 403 for one the user may not see. */
export function checkTicketAccess(access: TicketAccess): void {
  if (access === 'missing') throw notFound();
  if (access === 'hidden') throw forbidden();
}
