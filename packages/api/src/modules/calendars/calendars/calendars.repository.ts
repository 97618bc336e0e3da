// Calendars: the catalogue rows, the one default per company, and the calendar a branch's tickets are counted in.
import { and, asc, desc, eq, lt, ne, sql } from 'drizzle-orm';
import type { CalendarInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { calendars, companies, companyLocations } from '../../../db/schema';
import { createdBy, modifiedBy } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { rowExists } from '../../../lib/row-exists';

const columns = {
  id: calendars.id,
  companyId: calendars.companyId,
  code: calendars.code,
  timezone: calendars.timezone,
  weeklyHours: calendars.weeklyHours,
  holidays: calendars.holidays,
  isDefault: calendars.isDefault,
  isActive: calendars.isActive,
};
const itemColumns = { id: calendars.id, code: calendars.code, timezone: calendars.timezone, isDefault: calendars.isDefault };

const ofCompany = (companyId: number) => eq(calendars.companyId, companyId);
const nextRevision = sql`${calendars.revision} + 1`;

export const calendarsRepository = {
  ...catalogueTable({
    table: calendars,
    query: (db) => db.select(columns).from(calendars),
    itemQuery: (db) => db.select(itemColumns).from(calendars),
  }),
  ofCompany,

  /** Serialises the transactions that move the company's default, so two of them cannot both keep one. */
  async lockDefault(db: Executor, companyId: number): Promise<void> {
    await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
  },

  hasActiveDefault: (db: Executor, companyId: number): Promise<boolean> =>
    rowExists(db, calendars, and(ofCompany(companyId), eq(calendars.isDefault, true), eq(calendars.isActive, true))),

  /** Leaves `keepId` (or no calendar) as the company's only default. */
  async clearDefault(db: Executor, companyId: number, actorId: number, keepId?: number): Promise<void> {
    await db
      .update(calendars)
      .set({ isDefault: false, ...modifiedBy(actorId) })
      .where(
        and(ofCompany(companyId), eq(calendars.isDefault, true), keepId === undefined ? undefined : ne(calendars.id, keepId)),
      );
  },

  async insert(db: Executor, input: CalendarInputParsed, companyId: number, actorId: number): Promise<number> {
    const [row] = await db
      .insert(calendars)
      .values({ ...input, companyId, ...createdBy(actorId) })
      .returning({ id: calendars.id });
    return row.id;
  },

  async update(db: Executor, id: number, input: CalendarInputParsed, actorId: number): Promise<void> {
    await db
      .update(calendars)
      .set({ ...input, revision: nextRevision, ...modifiedBy(actorId) })
      .where(eq(calendars.id, id));
  },

  async deactivate(db: Executor, id: number, actorId: number): Promise<void> {
    await db
      .update(calendars)
      .set({ isActive: false, revision: nextRevision, ...modifiedBy(actorId) })
      .where(eq(calendars.id, id));
  },

  /** The branch's own active calendar, else the company's active default, else none. */
  async forBranch(db: Executor, companyLocationId: number | null) {
    const branchCalendarId = db
      .select({ calendarId: companyLocations.calendarId })
      .from(companyLocations)
      .where(eq(companyLocations.id, companyLocationId ?? 0));
    const isBranchCalendar = sql<boolean>`${calendars.id} = coalesce((${branchCalendarId}), 0)`;
    const [row] = await db
      .select(columns)
      .from(calendars)
      .where(and(eq(calendars.isActive, true), sql`(${isBranchCalendar} or ${calendars.isDefault})`))
      .orderBy(desc(isBranchCalendar), asc(calendars.id))
      .limit(1);
    return row;
  },

  /** Marks the calendar changed for the recomputation job without changing what it says. */
  async bumpRevision(db: Executor, id: number): Promise<void> {
    await db.update(calendars).set({ revision: nextRevision }).where(eq(calendars.id, id));
  },

  /** Calendars changed since their tickets' deadlines were last recomputed, oldest change first. */
  awaitingRecomputation(db: Executor, limit: number) {
    return db
      .select({ calendarId: calendars.id, revision: calendars.revision })
      .from(calendars)
      .where(lt(calendars.recomputedRevision, calendars.revision))
      .orderBy(asc(calendars.modifiedDate), asc(calendars.id))
      .limit(limit);
  },

  /** The branches that point at the calendar (active or not), and whether it is the active default. */
  async usage(db: Executor, calendarId: number) {
    const branches = await db
      .select({ id: companyLocations.id })
      .from(companyLocations)
      .where(eq(companyLocations.calendarId, calendarId))
      .orderBy(asc(companyLocations.id));
    const [calendar] = await db
      .select({ isActiveDefault: sql<boolean>`${calendars.isDefault} and ${calendars.isActive}` })
      .from(calendars)
      .where(eq(calendars.id, calendarId));
    return { branchIds: branches.map((branch) => branch.id), isActiveDefault: calendar?.isActiveDefault ?? false };
  },

  async markRecomputed(db: Executor, calendarId: number, revision: number): Promise<void> {
    await db
      .update(calendars)
      .set({ recomputedRevision: revision })
      .where(and(eq(calendars.id, calendarId), lt(calendars.recomputedRevision, revision)));
  },
};
