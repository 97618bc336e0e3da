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
 * The best-ranked matches among them that are read from the table, where the user's visibility is checked: a common
 * word matches hundreds of the recent tickets, and reading each cost more than the whole walk.
 */
const BEST_MATCHES = 100;

/**
 * Up to `limit` tickets among the BEST_MATCHES best matches of the RECENT_OPEN_TICKETS latest open ones that `user`
 * may see whose subject holds any of `words` (letters and digits only), those holding the most of them first, then the
 * most recently changed.
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
  // One statement, no transaction: the walk's index scan costs far less than starting parallel workers, so the planner
  // never gathers it (docs/performance.md#knowledge-base). Ranked in the index's own entries; only the best matches
  // are read from the table.
  return queryRows<SimilarTicketRow>(
    db,
    sql`SELECT wi.id, wi.subject, wi.status_id AS "statusId", st.code AS status, ${isoText(sql`wi.modified_date`)} AS "modifiedDate"
        FROM (SELECT recent.id, ts_rank(recent.subject_vector, ${query}) AS rank
                FROM (SELECT o.id, o.subject_vector FROM work_items o
                       WHERE o.status_id <> ${TicketStatus.Finished} ORDER BY o.id DESC LIMIT ${RECENT_OPEN_TICKETS}) recent
               WHERE recent.subject_vector @@ ${query}
               ORDER BY rank DESC, recent.id DESC LIMIT ${BEST_MATCHES}) best
        JOIN work_items wi ON wi.id = best.id
        JOIN statuses st ON st.id = wi.status_id
       WHERE ${visibleTickets(user)}
       ORDER BY best.rank DESC, wi.modified_date DESC, wi.id DESC
       LIMIT ${limit}`,
  );
}
