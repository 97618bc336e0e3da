// People and the structures they belong to: users, branches (company locations), departments, user groups.
import { boolean, index, integer, pgTable, primaryKey, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, id, timestamptz } from './columns';
import { companyCatalogueColumns } from './company';
import { entityTypes, externalEntities, roles } from './access';
import { addresses } from './geography';
import { calendars } from './calendars';

export const users = pgTable(
  'users',
  {
    id: id(),
    userName: varchar('user_name', { length: 255 }).notNull(),
    displayName: varchar('display_name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    mobilePhone: varchar('mobile_phone', { length: 50 }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    companyLocationId: integer('company_location_id').references((): AnyPgColumn => companyLocations.id),
    externalId: varchar('external_id', { length: 255 }),
    entityTypeId: integer('entity_type_id')
      .notNull()
      .references(() => entityTypes.id),
    externalEntityId: integer('external_entity_id').references(() => externalEntities.id),
    userTypeId: integer('user_type_id'),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    isTempPassword: boolean('is_temp_password').notNull().default(false),
    needChangePassword: boolean('need_change_password').notNull().default(false),
    /** Recovery password: works alongside the old one until used or expired. */
    tempPasswordHash: varchar('temp_password_hash', { length: 255 }),
    tempPasswordExpiresAt: timestamptz('temp_password_expires_at'),
    isGroup: boolean('is_group').notNull().default(false),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    lastLogon: timestamptz('last_logon'),
    /** The directory entry this user mirrors (docs/product/access.md#directory-sign-in); its password is the directory's. */
    directoryDn: varchar('directory_dn', { length: 1000 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_external_entity_idx').on(t.externalEntityId),
    index('users_company_location_idx').on(t.companyLocationId),
    index('users_directory_dn_idx')
      .on(sql`lower(${t.directoryDn})`)
      .where(sql`${t.directoryDn} IS NOT NULL`),
  ],
);

export const companyLocations = pgTable(
  'company_locations',
  {
    ...companyCatalogueColumns(),
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id),
    addressId: integer('address_id').references(() => addresses.id),
    calendarId: integer('calendar_id').references(() => calendars.id),
    ...auditColumns(),
  },
  (t) => [index('company_locations_owner_idx').on(t.ownerId)],
);

export const departments = pgTable('departments', {
  ...companyCatalogueColumns(),
  ownerId: integer('owner_id').references(() => users.id),
  ...auditColumns(),
});

export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] }), index('department_members_user_idx').on(t.userId)],
);

export const userGroups = pgTable('user_groups', {
  ...companyCatalogueColumns(),
  ...auditColumns(),
});

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    userGroupId: integer('user_group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userGroupId, t.userId] }), index('user_group_members_user_idx').on(t.userId)],
);
