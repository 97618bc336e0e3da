// Calendars (docs/product/calendars.md#calendars, permission 29): a catalogue whose company always keeps exactly one
// active default once it has a calendar. Setting a default unsets the others in the same transaction; the default
// cannot be unset, switched off or deleted (another calendar is made the default instead). Deletion deactivates
// (docs/product/catalogues.md#catalogue-screens-in-common): branches pointing at a deactivated calendar fall back to
// the default. Every change bumps the calendar's revision, so the deadlines of the open tickets counted in it are
// recomputed in the background.
import {
  calendarMessages,
  mexicanRestDays,
  type Calendar,
  type CalendarInputParsed,
  type CalendarItem,
  type CalendarListRow,
  type RestDay,
} from '@tms/contracts';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { conflict, found } from '../../../lib/errors';
import { createCatalogueService } from '../../../lib/catalogue-kit/catalogue-service';
import type { AuthUser } from '../../../plugins/current-user';
import { calendarsPolicy as policy } from './calendars.policy';
import { calendarsRepository as repository } from './calendars.repository';

/** The first active calendar of a company becomes its default, whatever the form said. */
async function becomesDefault(tx: Executor, input: CalendarInputParsed, user: AuthUser): Promise<boolean> {
  if (input.isDefault) return true;
  return input.isActive && !(await repository.hasActiveDefault(tx, user.companyId));
}

/** The calendar as it will be stored: the default claimed for it, and taken from the others. */
async function withDefault(tx: Executor, input: CalendarInputParsed, user: AuthUser, id?: number): Promise<CalendarInputParsed> {
  await repository.lockDefault(tx, user.companyId);
  const isDefault = await becomesDefault(tx, input, user);
  if (isDefault) await repository.clearDefault(tx, user.companyId, user.id, id);
  return { ...input, isDefault };
}

export function createCalendarsService({ db }: AppContext) {
  const service = createCatalogueService<Calendar, Calendar, CalendarItem, CalendarInputParsed>({
    entity: 'calendars',
    db,
    store: repository,
    listScope: (user) => repository.ofCompany(user.companyId),
    pickable: (user) => repository.ofCompany(user.companyId),
    unique: { code: calendarMessages.codeTaken },
    insert: async (tx, input, user) => repository.insert(tx, await withDefault(tx, input, user), user.companyId, user.id),
    async update(tx, id, input, user, current) {
      if (!input.isDefault && !policy.canUnsetDefault(current)) {
        throw conflict(calendarMessages.defaultRequired, 'calendar.default_required');
      }
      await repository.update(tx, id, await withDefault(tx, input, user, id), user.id);
    },
    async remove(executor, id, user) {
      const current = found(await repository.get(executor, id));
      if (!policy.canDelete(current)) throw conflict(calendarMessages.cannotDeleteDefault, 'calendar.default_required');
      await repository.deactivate(executor, id, user.id);
    },
  });
  return {
    ...service,
    list: async (user: AuthUser): Promise<CalendarListRow[]> =>
      (await service.list(user)).map((row) => ({ ...row, abilities: policy.abilities(row) })),
    restDays: (year: number): RestDay[] => mexicanRestDays(year),
  };
}
