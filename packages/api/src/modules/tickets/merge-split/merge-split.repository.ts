// The writes and reads of merging and splitting tickets not made through the tickets service
// (docs/product/self-service.md#merge, docs/product/self-service.md#split): locking both tickets, copying a discussion,
// moving files and followers, and the message a split names.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/** A discussion message as a split reads it: its ticket, text, kind and author (null when no active user wrote it). */
export interface SplitMessageRow {
  workItemId: number;
  message: string;
  isInternal: boolean;
  activeAuthorId: number | null;
}

export const mergeSplitRepository = {
  /** Locks the tickets' rows for the rest of `tx`, always in id order, so two merges of the same pair never deadlock. */
  async lockTickets(tx: Executor, ids: number[]): Promise<void> {
    const ordered = [...ids].sort((a, b) => a - b);
    for (const id of ordered) await tx.execute(sql`SELECT id FROM work_items WHERE id = ${id} FOR UPDATE`);
  },

  /**
   * Appends to `targetId`'s discussion the request of `sourceId` (its detail, by its creator) and then each of its
   * messages, in their order, each keeping its author, date, origin and kind and opening with the line `firstLine`.
   * Answers how many public messages (not internal notes) it copied.
   */
  async copyDiscussion(tx: Executor, sourceId: number, targetId: number, firstLine: string): Promise<number> {
    const rows = await queryRows<{ isInternal: boolean }>(
      tx,
      sql`
      INSERT INTO work_item_discussions (work_item_id, "order", message, origin, is_internal, created_by, created_date)
      SELECT ${targetId},
             (SELECT COALESCE(MAX("order"), 0) FROM work_item_discussions WHERE work_item_id = ${targetId})
               + row_number() OVER (ORDER BY s.part, s.position),
             ${firstLine} || s.message, s.origin, s.is_internal, s.created_by, s.created_date
        FROM (SELECT 0 AS part, 0 AS position, wi.detail AS message, NULL::varchar AS origin, false AS is_internal,
                     wi.created_by, wi.created_date
                FROM work_items wi WHERE wi.id = ${sourceId}
              UNION ALL
              SELECT 1, m."order", m.message, m.origin, m.is_internal, m.created_by, m.created_date
                FROM work_item_discussions m WHERE m.work_item_id = ${sourceId}) s
      RETURNING is_internal AS "isInternal"`,
    );
    return rows.filter((row) => !row.isInternal).length;
  },

  /** Moves the active attachments of `sourceId` to `targetId`; answers their names, in id order. */
  async moveAttachments(tx: Executor, sourceId: number, targetId: number): Promise<string[]> {
    const rows = await queryRows<{ id: number; name: string }>(
      tx,
      sql`UPDATE work_item_attachments SET work_item_id = ${targetId}
           WHERE work_item_id = ${sourceId} AND is_active RETURNING id, name`,
    );
    return [...rows].sort((a, b) => a.id - b.id).map((row) => row.name);
  },

  /** Removes every subscriber of `workItemId`; answers their user ids. */
  async takeSubscribers(tx: Executor, workItemId: number): Promise<number[]> {
    const rows = await queryRows<{ userId: number }>(
      tx,
      sql`DELETE FROM work_item_subscribers WHERE work_item_id = ${workItemId} RETURNING user_id AS "userId"`,
    );
    return rows.map((row) => row.userId);
  },

  /** The discussion message `id`, or undefined when there is none. */
  async message(db: Executor, id: number): Promise<SplitMessageRow | undefined> {
    const [row] = await queryRows<SplitMessageRow>(
      db,
      sql`SELECT m.work_item_id AS "workItemId", m.message, m.is_internal AS "isInternal", u.id AS "activeAuthorId"
            FROM work_item_discussions m LEFT JOIN users u ON u.id = m.created_by AND u.is_active
           WHERE m.id = ${id}`,
    );
    return row;
  },
};
