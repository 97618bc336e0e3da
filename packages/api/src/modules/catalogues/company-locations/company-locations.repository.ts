// Branches with their owner, address, state, city and calendar joined in SQL, and the records that depend on a branch.
import { and, eq, sql } from 'drizzle-orm';
import { TicketStatus, type CompanyLocationInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import {
  addresses,
  calendars,
  categoryLocations,
  cities,
  companyLocations,
  states,
  subCategoryLocations,
  users,
  workItems,
} from '../../../db/schema';
import { createdBy, modifiedBy, nested, owner, ownerName } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { stampedRows } from '../../../lib/catalogue-kit/stamped-rows';
import { rowExists } from '../../../lib/row-exists';

const columns = {
  id: companyLocations.id,
  companyId: companyLocations.companyId,
  code: companyLocations.code,
  detail: companyLocations.detail,
  ownerId: companyLocations.ownerId,
  ownerName,
  addressId: companyLocations.addressId,
  isActive: companyLocations.isActive,
  calendarId: companyLocations.calendarId,
  calendarCode: calendars.code,
  address1: addresses.address1,
  address2: addresses.address2,
  zipCode: addresses.zipCode,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
  businessName: addresses.businessName,
  phoneNumber: addresses.phoneNumber,
  taxId: addresses.taxId,
  stateId: addresses.stateId,
  stateName: states.detail,
  cityId: addresses.cityId,
  cityName: cities.detail,
  email: addresses.email,
};

export const companyLocationsRepository = {
  ...catalogueTable({
    table: companyLocations,
    query: (db) =>
      db
        .select(columns)
        .from(companyLocations)
        .leftJoin(owner, eq(owner.id, companyLocations.ownerId))
        .leftJoin(addresses, eq(addresses.id, companyLocations.addressId))
        .leftJoin(states, eq(states.id, addresses.stateId))
        .leftJoin(cities, eq(cities.id, addresses.cityId))
        .leftJoin(calendars, eq(calendars.id, companyLocations.calendarId)),
    itemQuery: (db) =>
      db.select({ id: companyLocations.id, code: companyLocations.code, detail: companyLocations.detail }).from(companyLocations),
  }),

  /** The calendars a branch of the company may be given: its active ones. */
  usableCalendar: (companyId: number) => sql`${calendars.companyId} = ${companyId} and ${calendars.isActive}`,

  cityInState: (db: Executor, cityId: number, stateId: number): Promise<boolean> =>
    rowExists(db, cities, and(eq(cities.id, cityId), eq(cities.stateId, stateId))),

  async insertAddress(db: Executor, address: CompanyLocationInputParsed['address'], actorId: number): Promise<number> {
    const [row] = await db
      .insert(addresses)
      .values({ ...numericCoordinates(address), isActive: true, ...createdBy(actorId) })
      .returning({ id: addresses.id });
    return row.id;
  },

  async updateAddress(db: Executor, id: number, address: CompanyLocationInputParsed['address'], actorId: number): Promise<void> {
    await db
      .update(addresses)
      .set({ ...numericCoordinates(address), ...modifiedBy(actorId) })
      .where(eq(addresses.id, id));
  },

  ...stampedRows(companyLocations),

  /** Whether active users, category or sub-category location rows, or open tickets still use the branch. */
  async hasActiveRelations(db: Executor, id: number): Promise<boolean> {
    const [row] = await db
      .select({
        inUse: nested<boolean>(
          sql.join(
            [
              sql`exists (select 1 from ${users} where ${users.companyLocationId} = ${id} and ${users.isActive})`,
              sql`exists (select 1 from ${categoryLocations}
                  where ${categoryLocations.companyLocationId} = ${id} and ${categoryLocations.isActive})`,
              sql`exists (select 1 from ${subCategoryLocations}
                  where ${subCategoryLocations.companyLocationId} = ${id} and ${subCategoryLocations.isActive})`,
              sql`exists (select 1 from ${workItems} where ${workItems.companyLocationId} = ${id} and ${workItems.isActive}
                  and ${workItems.statusId} <> ${TicketStatus.Finished})`,
            ],
            sql` or `,
          ),
        ),
      })
      .from(companyLocations)
      .where(eq(companyLocations.id, id));
    return row?.inUse ?? false;
  },
};

export type CompanyLocationRow = Awaited<ReturnType<typeof companyLocationsRepository.list>>[number];

/** Coordinates go to numeric columns as text, which keeps their 6 decimals exact. */
const numericCoordinates = (address: CompanyLocationInputParsed['address']) => ({
  ...address,
  latitude: address.latitude === null ? null : address.latitude.toFixed(6),
  longitude: address.longitude === null ? null : address.longitude.toFixed(6),
});
