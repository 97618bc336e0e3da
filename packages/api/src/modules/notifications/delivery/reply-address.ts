// Where answers to our mails go (docs/product/notifications.md#mail): the address of the active mailbox that files new
// mails under the ticket's category, else of the first active mailbox; none while no mailbox is read.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { ReplyAddressLookup } from './mail-sender';

export function replyAddressLookup(db: Executor): ReplyAddressLookup {
  return async (ticketId) => {
    const category = ticketId === null ? sql`NULL` : sql`(SELECT category_id FROM work_items WHERE id = ${ticketId})`;
    const [row] = await queryRows<{ address: string }>(
      db,
      sql`SELECT address FROM mailboxes WHERE is_active
           ORDER BY (category_id = ${category}) IS TRUE DESC, id LIMIT 1`,
    );
    return row?.address ?? null;
  };
}
