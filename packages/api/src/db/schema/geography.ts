// Mexico's states and municipalities (INEGI) and postal addresses.
import { index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';

export const states = pgTable('states', {
  id: id(),
  code: varchar('code', { length: 10 }).notNull().unique(),
  detail: varchar('detail', { length: 200 }).notNull(),
  abbr: varchar('abbr', { length: 20 }).notNull().default(''),
});

export const cities = pgTable(
  'cities',
  {
    id: id(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    code: varchar('code', { length: 10 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    abbr: varchar('abbr', { length: 20 }).notNull().default(''),
  },
  (t) => [uniqueIndex('cities_state_code_uq').on(t.stateId, t.code)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    address1: varchar('address1', { length: 255 }).notNull(),
    address2: varchar('address2', { length: 255 }),
    zipCode: varchar('zip_code', { length: 5 }),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    businessName: varchar('business_name', { length: 255 }).notNull(),
    phoneNumber: varchar('phone_number', { length: 20 }),
    taxId: varchar('tax_id', { length: 13 }).notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    email: varchar('email', { length: 255 }),
    ...auditColumns(),
  },
  (t) => [index('addresses_city_idx').on(t.cityId)],
);
