// Time tracking on a ticket (docs/product/service-quality.md#time-tracking): internal users who may see a ticket list
// its entries and log time on it; an entry's author or a holder of permission 26 changes or deletes it. Each write
// runs in one transaction with the ticket's total (`time_spent_minutes`), which always equals the sum of its entries;
// the ticket's version (modified_date) stays, so logging time never makes an open form's save stale.
import type { TimeEntry, TimeEntryInputParsed, TimeEntryList } from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { forbidden, found } from '../../../lib/errors';
import type { AuthUser } from '../../../plugins/current-user';
import { checkTicketAccess, ticketAccess } from '../tickets/ticket-access';
import { timeEntriesPolicy } from './time-entries.policy';
import { presentTimeEntry, presentTimeEntryList } from './time-entries.presenter';
import { timeEntriesRepository as repository, type LockedEntry } from './time-entries.repository';

export function createTimeEntriesService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  /** 403 for clients and providers, then 404 for a missing ticket and 403 for one the caller may not see. */
  async function checkTicket(user: AuthUser, ticketId: number): Promise<void> {
    timeEntriesPolicy.checkLogTime(user);
    checkTicketAccess(await ticketAccess(db, user, ticketId));
  }

  /** The entry, locked for the rest of `tx`: 404 when missing, 403 when its ticket is hidden or it is not the caller's to change. */
  async function changeableEntry(tx: Executor, user: AuthUser, id: number): Promise<LockedEntry> {
    const entry = found(await repository.lock(tx, user, id));
    if (!entry.ticketVisible) throw forbidden();
    timeEntriesPolicy.checkChange(user, entry);
    return entry;
  }

  const get = async (user: AuthUser, id: number): Promise<TimeEntry> =>
    presentTimeEntry(found(await repository.get(db, id)), user);

  return {
    async list(user: AuthUser, ticketId: number): Promise<TimeEntryList> {
      await checkTicket(user, ticketId);
      return presentTimeEntryList(await repository.listOf(db, ticketId), user);
    },

    async create(user: AuthUser, ticketId: number, input: TimeEntryInputParsed): Promise<TimeEntry> {
      await checkTicket(user, ticketId);
      const id = await db.transaction(async (tx) => {
        const newId = await repository.insert(tx, ticketId, user.id, input);
        await repository.addToTicketTotal(tx, ticketId, input.minutes);
        return newId;
      });
      return get(user, id);
    },

    async update(user: AuthUser, id: number, input: TimeEntryInputParsed): Promise<TimeEntry> {
      timeEntriesPolicy.checkLogTime(user);
      await db.transaction(async (tx) => {
        const entry = await changeableEntry(tx, user, id);
        await repository.update(tx, id, input, new Date());
        await repository.addToTicketTotal(tx, entry.workItemId, input.minutes - entry.minutes);
      });
      return get(user, id);
    },

    async remove(user: AuthUser, id: number): Promise<void> {
      timeEntriesPolicy.checkLogTime(user);
      await db.transaction(async (tx) => {
        const entry = await changeableEntry(tx, user, id);
        await repository.remove(tx, id);
        await repository.addToTicketTotal(tx, entry.workItemId, -entry.minutes);
      });
    },
  };
}
