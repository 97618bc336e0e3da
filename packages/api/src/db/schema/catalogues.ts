// What tickets are filed under and how they are routed: categories, sub-categories, their branches and owners,
// severities with SLA levels, attachment rules, task types and tasks.
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns';
import { companyCatalogueColumns, companyRowColumns } from './company';
import { entityTypes } from './access';
import { companyLocations, departments, userGroups, users } from './organization';

export const categories = pgTable(
  'categories',
  {
    ...companyCatalogueColumns(),
    descriptions: text('descriptions'),
    ownerId: integer('owner_id').references(() => users.id),
    departmentId: integer('department_id').references(() => departments.id),
    logo: text('logo'),
    isPublic: boolean('is_public').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('categories_owner_idx').on(t.ownerId), index('categories_department_idx').on(t.departmentId)],
);

/** Entity types (2 client, 3 provider) a public category is offered to. */
export const categoryConfigs = pgTable(
  'category_configs',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    entityTypeId: integer('entity_type_id')
      .notNull()
      .references(() => entityTypes.id),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.entityTypeId] })],
);

export const subCategories = pgTable(
  'sub_categories',
  {
    ...companyCatalogueColumns(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    descriptions: text('descriptions'),
    ownerId: integer('owner_id').references(() => users.id),
    /** Fallback SLA in hours when no priority level matches (0 = no expiry). */
    sla: integer('sla').notNull().default(0),
    logo: text('logo'),
    isPublic: boolean('is_public').notNull().default(false),
    userGroupId: integer('user_group_id').references(() => userGroups.id),
    ...auditColumns(),
  },
  (t) => [
    index('sub_categories_category_idx').on(t.categoryId),
    index('sub_categories_owner_idx').on(t.ownerId),
    index('sub_categories_group_idx').on(t.userGroupId),
  ],
);

export const subCategoryConfigs = pgTable(
  'sub_category_configs',
  {
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    entityTypeId: integer('entity_type_id')
      .notNull()
      .references(() => entityTypes.id),
  },
  (t) => [primaryKey({ columns: [t.subCategoryId, t.entityTypeId] })],
);

/** The branch a category or sub-category row names and its responsible user there. */
const branchResponsibleColumns = () => ({
  companyLocationId: integer('company_location_id')
    .notNull()
    .references(() => companyLocations.id),
  ownerId: integer('owner_id').references(() => users.id),
  ...auditColumns(),
});

/** One row per item and branch; looked up by branch and by responsible. */
const branchResponsibleIndexes = (
  table: string,
  item: AnyPgColumn,
  t: { companyLocationId: AnyPgColumn; ownerId: AnyPgColumn },
) => [
  uniqueIndex(`${table}_uq`).on(item, t.companyLocationId),
  index(`${table}_location_idx`).on(t.companyLocationId),
  index(`${table}_owner_idx`).on(t.ownerId),
];

/** Responsible user of a category at one branch. */
export const categoryLocations = pgTable(
  'category_locations',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    ...branchResponsibleColumns(),
  },
  (t) => branchResponsibleIndexes('category_locations', t.categoryId, t),
);

/** Responsible user of a sub-category at one branch: the first choice when routing a ticket. */
export const subCategoryLocations = pgTable(
  'sub_category_locations',
  {
    id: id(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    ...branchResponsibleColumns(),
  },
  (t) => branchResponsibleIndexes('sub_category_locations', t.subCategoryId, t),
);

/** Severities; the API also serves the same catalogue as "priorities" (docs/product/catalogues.md#reference-data). */
export const priorities = pgTable('priorities', {
  id: id(),
  code: varchar('code', { length: 100 }).notNull(),
  ...auditColumns(),
});

export const responseTimeTypes = pgTable('response_time_types', {
  id: id(),
  code: varchar('code', { length: 50 }).notNull(),
  detail: varchar('detail', { length: 200 }).notNull(),
  abbr: varchar('abbr', { length: 10 }).notNull(),
});

/** SLA of a sub-category for one severity. */
export const priorityLevels = pgTable(
  'priority_levels',
  {
    id: id(),
    priorityId: integer('priority_id')
      .notNull()
      .references(() => priorities.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 100 }),
    responseTimeSetting: integer('response_time_setting').notNull().default(0),
    responseTimeTypeId: integer('response_time_type_id')
      .notNull()
      .references(() => responseTimeTypes.id),
    /** The optional first-response target (docs/product/service-quality.md#first-response), in its own unit. */
    firstResponseSetting: integer('first_response_setting'),
    firstResponseTypeId: integer('first_response_type_id').references(() => responseTimeTypes.id),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('priority_levels_uq').on(t.subCategoryId, t.priorityId)],
);

export const attachmentConfigs = pgTable('attachment_configs', {
  ...companyRowColumns(),
  fileExt: varchar('file_ext', { length: 20 }).notNull(),
  minSize: integer('min_size').notNull().default(0),
  maxSize: integer('max_size').notNull().default(0),
  namingConvention: varchar('naming_convention', { length: 200 }).notNull(),
  isRequired: boolean('is_required').notNull().default(false),
  ...auditColumns(),
});

export const subCategoryAttachmentConfigs = pgTable(
  'sub_category_attachment_configs',
  {
    attachmentConfigId: integer('attachment_config_id')
      .notNull()
      .references(() => attachmentConfigs.id, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.attachmentConfigId, t.subCategoryId] }),
    index('sc_attachment_configs_sub_category_idx').on(t.subCategoryId),
  ],
);

export const taskTypes = pgTable('task_types', {
  ...companyCatalogueColumns(),
  ...auditColumns(),
});

/** A task type required (or offered) for every ticket of a sub-category. */
export const tasks = pgTable(
  'tasks',
  {
    ...companyRowColumns(),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id, { onDelete: 'cascade' }),
    taskTypeId: integer('task_type_id')
      .notNull()
      .references(() => taskTypes.id),
    isRequired: boolean('is_required').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('tasks_sub_category_type_uq').on(t.subCategoryId, t.taskTypeId),
    index('tasks_task_type_idx').on(t.taskTypeId),
  ],
);
