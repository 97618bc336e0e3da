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
 * How far back similar tickets are looked for: the latest tickets by number (about three days at a million tickets a
 * year; every ticket of a smaller help desk). A duplicate is written while the first is still fresh. The tickets are
 * walked along the primary key and each subject matched there, off the subject index on purpose (`|| ''::tsvector`):
 * the index would gather every ticket holding a common word of the text, hundreds of thousands at a million, where the
 * walk's cost is this many rows whatever the words (docs/performance.md#knowledge-base).
 */
const RECENT_TICKETS = 10_000;

/**
 * Up to `limit` open tickets among the RECENT_TICKETS latest that `user` may see whose subject holds any of `words`
 * (letters and digits only), those holding the most of them first, then the most recently changed.
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
          FROM work_items wi JOIN statuses st ON st.id = wi.status_id
         WHERE wi.id > (SELECT max(id) FROM work_items) - ${RECENT_TICKETS}
           AND wi.status_id <> ${TicketStatus.Finished} AND (wi.subject_vector || ''::tsvector) @@ ${query} AND ${visibleTickets(user)}
         ORDER BY ts_rank(wi.subject_vector, ${query}) DESC, wi.modified_date DESC, wi.id DESC
         LIMIT ${limit}`,
    );
  });
}
