// Roles, permissions (business functions), entity types and external entities.
import { boolean, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { auditColumns, id } from './columns';
import { companies } from './company';

export const roles = pgTable(
  'roles',
  {
    id: id(),
    code: varchar('code', { length: 100 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull().default(''),
    isEditable: boolean('is_editable').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('roles_code_uq').on(sql`lower(${t.code})`)],
);

export const businessFunctions = pgTable('business_functions', {
  id: id(),
  label: varchar('label', { length: 100 }).notNull(),
  url: varchar('url', { length: 200 }),
  ...auditColumns(),
});

export const businessFunctionRoles = pgTable(
  'business_function_roles',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    businessFunctionId: integer('business_function_id')
      .notNull()
      .references(() => businessFunctions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.businessFunctionId] }), index('bfr_function_idx').on(t.businessFunctionId)],
);

export const entityTypes = pgTable('entity_types', {
  id: id(),
  companyId: integer('company_id').references(() => companies.id),
  code: varchar('code', { length: 100 }).notNull(),
  detail: varchar('detail', { length: 200 }).notNull().default(''),
  ...auditColumns(),
});

/** A client or provider organisation that external users belong to. */
export const externalEntities = pgTable('external_entities', {
  id: id(),
  entityTypeId: integer('entity_type_id')
    .notNull()
    .references(() => entityTypes.id),
  code: varchar('code', { length: 100 }).notNull(),
  ...auditColumns(),
});
