// Links between attachment rules and sub-categories, with the sub-category and category names joined in SQL.
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { SubCategoryAttachmentConfig } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { attachmentConfigs, categories, subCategories, subCategoryAttachmentConfigs as links } from '../../../db/schema';
import { byCode } from '../../../lib/catalogue-kit/catalogue-queries';
import { deleteRows } from '../../../lib/delete-rows';

const linkColumns = {
  attachmentConfigId: links.attachmentConfigId,
  subCategoryId: links.subCategoryId,
  code: subCategories.code,
  categoryId: subCategories.categoryId,
  categoryName: categories.code,
  isActive: sql<boolean>`true`,
};

export const subCategoryAttachmentConfigsRepository = {
  links(db: Executor, where?: SQL): Promise<SubCategoryAttachmentConfig[]> {
    return db
      .select(linkColumns)
      .from(links)
      .innerJoin(subCategories, eq(subCategories.id, links.subCategoryId))
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .innerJoin(attachmentConfigs, eq(attachmentConfigs.id, links.attachmentConfigId))
      .where(where)
      .orderBy(...byCode(categories.code), ...byCode(subCategories.code, subCategories.id), links.attachmentConfigId);
  },

  /** Links of active rules to active sub-categories: what ticket forms apply. */
  activeLinks: (db: Executor) =>
    subCategoryAttachmentConfigsRepository.links(db, and(eq(attachmentConfigs.isActive, true), eq(subCategories.isActive, true))),

  /** Every active sub-category (and any linked inactive one), isActive when the rule applies to it. */
  ofAttachmentConfig(db: Executor, attachmentConfigId: number): Promise<SubCategoryAttachmentConfig[]> {
    return db
      .select({
        attachmentConfigId: sql<number>`${attachmentConfigId}::integer`,
        subCategoryId: subCategories.id,
        code: subCategories.code,
        categoryId: subCategories.categoryId,
        categoryName: categories.code,
        isActive: sql<boolean>`${links.subCategoryId} is not null`,
      })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .leftJoin(links, and(eq(links.subCategoryId, subCategories.id), eq(links.attachmentConfigId, attachmentConfigId)))
      .where(or(eq(subCategories.isActive, true), isNotNull(links.subCategoryId)))
      .orderBy(...byCode(categories.code), ...byCode(subCategories.code, subCategories.id));
  },

  async find(db: Executor, attachmentConfigId: number, subCategoryId: number): Promise<SubCategoryAttachmentConfig | undefined> {
    const [row] = await subCategoryAttachmentConfigsRepository.links(
      db,
      and(eq(links.attachmentConfigId, attachmentConfigId), eq(links.subCategoryId, subCategoryId)),
    );
    return row;
  },

  async link(db: Executor, attachmentConfigId: number, subCategoryId: number): Promise<void> {
    await db.insert(links).values({ attachmentConfigId, subCategoryId }).onConflictDoNothing();
  },

  unlink: (db: Executor, attachmentConfigId: number, subCategoryId: number): Promise<boolean> =>
    deleteRows(db, links, and(eq(links.attachmentConfigId, attachmentConfigId), eq(links.subCategoryId, subCategoryId))),
};
