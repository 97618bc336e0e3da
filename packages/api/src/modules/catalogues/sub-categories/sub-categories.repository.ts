// Sub-categories with category, owner, user group and public entity-type configs, all in one query.
import { eq } from 'drizzle-orm';
import type { SubCategoryInputParsed } from '@tms/contracts';
import { categories, subCategories, subCategoryConfigs, userGroups } from '../../../db/schema';
import { linkedIds, owner, ownerName } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { idLinks } from '../../../lib/catalogue-kit/links';
import { linkedRows } from '../../../lib/catalogue-kit/stamped-rows';

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
  subCategoryConfigs: linkedIds(
    subCategoryConfigs,
    subCategoryConfigs.entityTypeId,
    subCategoryConfigs.subCategoryId,
    subCategories.id,
  ),
};

const valuesOf = ({ subCategoryConfigs: _configs, ...values }: SubCategoryInputParsed) => values;

const replaceConfigs = idLinks(subCategoryConfigs, subCategoryConfigs.subCategoryId, {
  parent: 'subCategoryId',
  child: 'entityTypeId',
});

export const ofCategory = (categoryId: number) => eq(subCategories.categoryId, categoryId);

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

  ...linkedRows(subCategories, {
    values: valuesOf,
    links: (db, id, input: SubCategoryInputParsed) => replaceConfigs(db, id, input.subCategoryConfigs),
  }),
};
