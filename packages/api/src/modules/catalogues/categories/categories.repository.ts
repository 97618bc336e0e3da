// Categories with owner, department and public entity-type configs, all in one query.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { CategoryInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { categories, categoryConfigs, departments } from '../../../db/schema';
import type { AuthUser } from '../../../plugins/current-user';
import { visibleTo } from '../catalogues.policy';
import { createdBy, idArray, modifiedBy, owner, ownerName } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { replaceLinks } from '../../../lib/catalogue-kit/links';

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
  categoryConfigs: idArray(
    sql`select ${categoryConfigs.entityTypeId} from ${categoryConfigs} where ${categoryConfigs.categoryId} = ${categories.id} order by 1`,
  ),
};

type CategoryValues = Omit<CategoryInputParsed, 'categoryConfigs' | 'deparmentId'> & { departmentId: number | null };
const valuesOf = ({ categoryConfigs: _configs, deparmentId, ...rest }: CategoryInputParsed): CategoryValues => ({
  ...rest,
  departmentId: deparmentId,
});

const replaceConfigs = (db: Executor, categoryId: number, entityTypeIds: number[]) =>
  replaceLinks(
    db,
    categoryConfigs,
    categoryConfigs.categoryId,
    categoryId,
    entityTypeIds.map((entityTypeId) => ({ categoryId, entityTypeId })),
  );

/** Categories a user may pick (PRODUCT.md §4). */
export const visibleCategories = (user: AuthUser): SQL =>
  visibleTo(user, categories, { itemId: categoryConfigs.categoryId, entityTypeId: categoryConfigs.entityTypeId });

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

  async insert(db: Executor, input: CategoryInputParsed, companyId: number, actorId: number): Promise<number> {
    const [row] = await db
      .insert(categories)
      .values({ ...valuesOf(input), companyId, ...createdBy(actorId) })
      .returning({ id: categories.id });
    await replaceConfigs(db, row.id, input.categoryConfigs);
    return row.id;
  },

  async update(db: Executor, id: number, input: CategoryInputParsed, actorId: number): Promise<void> {
    await db
      .update(categories)
      .set({ ...valuesOf(input), ...modifiedBy(actorId) })
      .where(eq(categories.id, id));
    await replaceConfigs(db, id, input.categoryConfigs);
  },
};
