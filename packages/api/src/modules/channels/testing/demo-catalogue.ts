// Ids of the demo catalogue the channel tests file mails under, looked up by code.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { categories, subCategories } from '../../../db/schema';

export async function demoDefaults(db: Database) {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.code, 'Soporte TI'));
  const [subCategory] = await db.select({ id: subCategories.id }).from(subCategories).where(eq(subCategories.code, 'Impresoras'));
  const [otherSub] = await db
    .select({ id: subCategories.id })
    .from(subCategories)
    .where(eq(subCategories.code, 'Aire acondicionado'));
  return { categoryId: category.id, subCategoryId: subCategory.id, foreignSubCategoryId: otherSub.id };
}
