// Time entries (docs/product/service-quality.md#time-tracking): a ticket's entries with their authors' names, an entry
// locked for a change with whether the caller may still see its ticket, the writes, and the ticket's running total
// (`work_items.time_spent_minutes`), moved by each write's difference and never by a save of the ticket.
import { desc, eq, sql } from 'drizzle-orm';
import type { TimeEntryInputParsed } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { timeEntries, users } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTickets } from '../tickets/tickets.policy';

const entryColumns = {
  id: timeEntries.id,
  workItemId: timeEntries.workItemId,
  userId: timeEntries.userId,
  userName: users.displayName,
  minutes: timeEntries.minutes,
  date: timeEntries.workDate,
  note: timeEntries.note,
  billable: timeEntries.billable,
  createdDate: timeEntries.createdDate,
};

/** An entry being changed, locked until its transaction ends, and whether the caller may see its ticket. */
export interface LockedEntry {
  workItemId: number;
  userId: number;
  minutes: number;
  ticketVisible: boolean;
}

const entriesWithAuthors = (db: Executor) =>
  db.select(entryColumns).from(timeEntries).innerJoin(users, eq(users.id, timeEntries.userId));

export type TimeEntryRow = Awaited<ReturnType<typeof entriesWithAuthors>>[number];

const storedValues = (input: TimeEntryInputParsed) => ({
  minutes: input.minutes,
  workDate: input.date,
  note: input.note,
  billable: input.billable,
});

export const timeEntriesRepository = {
  /** The ticket's own entries (not its task children's), the latest day first. */
  listOf: (db: Executor, ticketId: number): Promise<TimeEntryRow[]> =>
    entriesWithAuthors(db).where(eq(timeEntries.workItemId, ticketId)).orderBy(desc(timeEntries.workDate), desc(timeEntries.id)),

  async get(db: Executor, id: number): Promise<TimeEntryRow | undefined> {
    const [row] = await entriesWithAuthors(db).where(eq(timeEntries.id, id));
    return row;
  },

  async lock(tx: Executor, user: AuthUser, id: number): Promise<LockedEntry | undefined> {
    const [row] = await queryRows<LockedEntry>(
      tx,
      sql`SELECT te.work_item_id AS "workItemId", te.user_id AS "userId", te.minutes,
                 COALESCE(${visibleTickets(user)}, false) AS "ticketVisible"
            FROM time_entries te JOIN work_items wi ON wi.id = te.work_item_id
           WHERE te.id = ${id} FOR UPDATE OF te`,
    );
    return row;
  },

  async insert(tx: Executor, ticketId: number, userId: number, input: TimeEntryInputParsed): Promise<number> {
    const [row] = await tx
      .insert(timeEntries)
      .values({ workItemId: ticketId, userId, ...storedValues(input) })
      .returning({ id: timeEntries.id });
    return row.id;
  },

  async update(tx: Executor, id: number, input: TimeEntryInputParsed, at: Date): Promise<void> {
    await tx
      .update(timeEntries)
      .set({ ...storedValues(input), modifiedDate: at })
      .where(eq(timeEntries.id, id));
  },

  async remove(tx: Executor, id: number): Promise<void> {
    await tx.delete(timeEntries).where(eq(timeEntries.id, id));
  },

  /**
   * Adds `delta` minutes (negative to take them away) to the ticket's total, leaving its modified_date and so its
   * version alone: time is no field of the ticket, and a form open on it can still save.
   */
  async addToTicketTotal(tx: Executor, ticketId: number, delta: number): Promise<void> {
    if (delta === 0) return;
    await tx.execute(sql`UPDATE work_items SET time_spent_minutes = time_spent_minutes + ${delta} WHERE id = ${ticketId}`);
  },
};
