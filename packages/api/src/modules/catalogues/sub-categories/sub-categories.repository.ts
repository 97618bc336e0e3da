// Sub-categories with category, owner, user group and public entity-type configs, all in one query.
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { SubCategoryInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import {
  categories,
  categoryConfigs,
  subCategories,
  subCategoryConfigs,
  subCategoryLocations,
  userGroups,
} from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTo } from '../catalogues.policy';
import { createdBy, idArray, modifiedBy, owner, ownerName } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { replaceLinks } from '../../../lib/catalogue-kit/links';

const columns = {
  id: subCategories.id,
  companyId: subCategories.companyId,
  categoryId: subCategories.categoryId,
  categoryName: categories.code,
  code: subCategories.code,
  detail: subCategories.detail,
  descriptions: subCategories.descriptions,
  ownerId: subCategories.ownerId,
  ownerName,
  sla: subCategories.sla,
  logo: subCategories.logo,
  isPublic: subCategories.isPublic,
  isActive: subCategories.isActive,
  userGroupId: subCategories.userGroupId,
  userGroupName: userGroups.code,
  subCategoryConfigs: idArray(
    sql`select ${subCategoryConfigs.entityTypeId} from ${subCategoryConfigs} where ${subCategoryConfigs.subCategoryId} = ${subCategories.id} order by 1`,
  ),
};

const valuesOf = ({ subCategoryConfigs: _configs, ...values }: SubCategoryInputParsed) => values;

const replaceConfigs = (db: Executor, subCategoryId: number, entityTypeIds: number[]) =>
  replaceLinks(
    db,
    subCategoryConfigs,
    subCategoryConfigs.subCategoryId,
    subCategoryId,
    entityTypeIds.map((entityTypeId) => ({ subCategoryId, entityTypeId })),
  );

/** Sub-categories a user may pick: the sub-category and its category must both be offered to the user. */
export const visibleSubCategories = (user: AuthUser): SQL =>
  and(
    visibleTo(user, subCategories, { itemId: subCategoryConfigs.subCategoryId, entityTypeId: subCategoryConfigs.entityTypeId }),
    visibleTo(user, categories, { itemId: categoryConfigs.categoryId, entityTypeId: categoryConfigs.entityTypeId }),
  )!;

/** Sub-categories the user owns, or owns at one of its branches (the standalone screen of spec 2). */
export const ownedBy = (userId: number): SQL =>
  or(
    eq(subCategories.ownerId, userId),
    sql`exists (select 1 from ${subCategoryLocations} where ${subCategoryLocations.subCategoryId} = ${subCategories.id}
        and ${subCategoryLocations.ownerId} = ${userId} and ${subCategoryLocations.isActive})`,
  )!;

export const ofCategory = (categoryId: number) => eq(subCategories.categoryId, categoryId);

/** The picker of one category's sub-categories. */
export const pickableOfCategory = (user: AuthUser, categoryId: number): SQL =>
  and(visibleSubCategories(user), ofCategory(categoryId))!;

export const subCategoriesRepository = {
  ...catalogueTable({
    table: subCategories,
    query: (db) =>
      db
        .select(columns)
        .from(subCategories)
        .innerJoin(categories, eq(categories.id, subCategories.categoryId))
        .leftJoin(owner, eq(owner.id, subCategories.ownerId))
        .leftJoin(userGroups, eq(userGroups.id, subCategories.userGroupId)),
    itemQuery: (db) =>
      db
        .select({
          id: subCategories.id,
          categoryId: subCategories.categoryId,
          code: subCategories.code,
          detail: subCategories.detail,
        })
        .from(subCategories)
        .innerJoin(categories, eq(categories.id, subCategories.categoryId)),
  }),

  async insert(db: Executor, input: SubCategoryInputParsed, companyId: number, actorId: number): Promise<number> {
    const [row] = await db
      .insert(subCategories)
      .values({ ...valuesOf(input), companyId, ...createdBy(actorId) })
      .returning({ id: subCategories.id });
    await replaceConfigs(db, row.id, input.subCategoryConfigs);
    return row.id;
  },

  async update(db: Executor, id: number, input: SubCategoryInputParsed, actorId: number): Promise<void> {
    await db
      .update(subCategories)
      .set({ ...valuesOf(input), ...modifiedBy(actorId) })
      .where(eq(subCategories.id, id));
    await replaceConfigs(db, id, input.subCategoryConfigs);
  },
};
