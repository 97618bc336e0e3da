// Categories with owner, department and public entity-type configs, all in one query.
import { eq } from 'drizzle-orm';
import type { CategoryInputParsed } from '@tms/contracts';
import { categories, categoryConfigs, departments } from '../../../db/schema';
import { linkedIds, owner, ownerName } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { idLinks } from '../../../lib/catalogue-kit/links';
import { linkedRows } from '../../../lib/catalogue-kit/stamped-rows';

const columns = {
  id: categories.id,
  companyId: categories.companyId,
  code: categories.code,
  detail: categories.detail,
  descriptions: categories.descriptions,
  ownerId: categories.ownerId,
  ownerName,
  deparmentId: categories.departmentId,
  deparmentName: departments.code,
  logo: categories.logo,
  isPublic: categories.isPublic,
  isActive: categories.isActive,
  categoryConfigs: linkedIds(categoryConfigs, categoryConfigs.entityTypeId, categoryConfigs.categoryId, categories.id),
};

const valuesOf = ({ categoryConfigs: _configs, deparmentId, ...rest }: CategoryInputParsed) => ({
  ...rest,
  departmentId: deparmentId,
});

const replaceConfigs = idLinks(categoryConfigs, categoryConfigs.categoryId, { parent: 'categoryId', child: 'entityTypeId' });

export const categoriesRepository = {
  ...catalogueTable({
    table: categories,
    query: (db) =>
      db
        .select(columns)
        .from(categories)
        .leftJoin(owner, eq(owner.id, categories.ownerId))
        .leftJoin(departments, eq(departments.id, categories.departmentId)),
    itemQuery: (db) => db.select({ id: categories.id, code: categories.code, detail: categories.detail }).from(categories),
  }),

  ...linkedRows(categories, {
    values: valuesOf,
    links: (db, id, input: CategoryInputParsed) => replaceConfigs(db, id, input.categoryConfigs),
  }),
};
