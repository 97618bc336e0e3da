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
 * Up to `limit` open tickets `user` may see whose subject holds any of `words` (letters and digits only), those
 * holding the most of them first, then the most recently changed.
 */
export function similarOpenTickets(
  db: Executor,
  user: AuthUser,
  words: readonly string[],
  limit: number,
): Promise<SimilarTicketRow[]> {
  if (words.length === 0) return Promise.resolve([]);
  const query = sql.join(
    words.map((word) => sql`plainto_tsquery('spanish', tms_unaccent(${word}))`),
    sql` || `,
  );
  return queryRows<SimilarTicketRow>(
    db,
    sql`WITH q AS (SELECT ${query} AS query)
        SELECT wi.id, wi.subject, wi.status_id AS "statusId", st.code AS status, ${isoText(sql`wi.modified_date`)} AS "modifiedDate"
          FROM work_items wi JOIN statuses st ON st.id = wi.status_id CROSS JOIN q
         WHERE wi.status_id <> ${TicketStatus.Finished} AND wi.subject_vector @@ q.query AND ${visibleTickets(user)}
         ORDER BY ts_rank(wi.subject_vector, q.query) DESC, wi.modified_date DESC, wi.id DESC
         LIMIT ${limit}`,
  );
}
