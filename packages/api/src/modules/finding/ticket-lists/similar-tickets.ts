// Open tickets like a text being written (docs/product/self-service.md#suggestions): the knowledge context's
// suggestions ask here, so the Buscador's visibility rule (`visibleTickets`) and its subject words (the stored Spanish
// stems of the unaccented subject, subject-words.ts) decide which tickets an internal user is shown.
import { sql } from 'drizzle-orm';
import { TicketStatus } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { isoText } from '../../../db/iso-text';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTickets } from '../../tickets';

export interface SimilarTicketRow {
  id: number;
  subject: string;
  statusId: number;
  status: string;
  modifiedDate: string;
}

/**
 * How far back similar tickets are looked for: the latest open tickets by number (about four days at a million tickets
 * a year with most of them finalised; every open ticket of a smaller help desk). A duplicate is written while the first
 * is still fresh. They are walked from the open tickets' subject index (migration 0046), which holds each subject's
 * stems, so a subject is matched there and a ticket read only when it matches: the walk's cost is this many index
 * entries whatever the words, where the full-text index would gather every ticket holding a common word of the text,
 * hundreds of thousands at a million (docs/performance.md#knowledge-base).
 */
const RECENT_OPEN_TICKETS = 5_000;

/**
 * Up to `limit` tickets among the RECENT_OPEN_TICKETS latest open ones that `user` may see whose subject holds any of
 * `words` (letters and digits only), those holding the most of them first, then the most recently changed.
 */
export function similarOpenTickets(
  db: Executor,
  user: AuthUser,
  words: readonly string[],
  limit: number,
): Promise<SimilarTicketRow[]> {
  if (words.length === 0) return Promise.resolve([]);
  // A scalar sub-query: computed once, not for each ticket walked.
  const anyWord = sql.join(
    words.map((word) => sql`plainto_tsquery('spanish', tms_unaccent(${word}))`),
    sql` || `,
  );
  const query = sql`(SELECT ${anyWord})`;
  // Serial: a walk of this size is over before parallel workers would have started.
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    return queryRows<SimilarTicketRow>(
      tx,
      sql`SELECT wi.id, wi.subject, wi.status_id AS "statusId", st.code AS status, ${isoText(sql`wi.modified_date`)} AS "modifiedDate"
          FROM (SELECT o.id, o.subject_vector FROM work_items o
                 WHERE o.status_id <> ${TicketStatus.Finished} ORDER BY o.id DESC LIMIT ${RECENT_OPEN_TICKETS}) recent
          JOIN work_items wi ON wi.id = recent.id
          JOIN statuses st ON st.id = wi.status_id
         WHERE recent.subject_vector @@ ${query} AND ${visibleTickets(user)}
         ORDER BY ts_rank(recent.subject_vector, ${query}) DESC, wi.modified_date DESC, wi.id DESC
         LIMIT ${limit}`,
    );
  });
}
