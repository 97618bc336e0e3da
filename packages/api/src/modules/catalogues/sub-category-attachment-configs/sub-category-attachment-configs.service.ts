// Which sub-categories an attachment rule applies to, linked and unlinked one at a time (the rule form saves the
// whole set through attachmentconfig instead).
import type { SubCategoryAttachmentConfig, SubCategoryAttachmentConfigInput } from '@tms/contracts';
import type { AppContext } from '../../../context';
import { attachmentConfigs, subCategories } from '../../../db/schema';
import { found, notFound } from '../../../lib/errors';
import { assertReferences, rowsUnder } from '../../../lib/catalogue-kit/references';
import { subCategoryAttachmentConfigsRepository as repository } from './sub-category-attachment-configs.repository';

export function createSubCategoryAttachmentConfigsService({ db }: AppContext) {
  return {
    list: () => repository.links(db),
    activeLinks: () => repository.activeLinks(db),

    ofAttachmentConfig: rowsUnder<SubCategoryAttachmentConfig[]>(db, attachmentConfigs, (attachmentConfigId) =>
      repository.ofAttachmentConfig(db, attachmentConfigId),
    ),

    async link({ attachmentConfigId, subCategoryId }: SubCategoryAttachmentConfigInput): Promise<SubCategoryAttachmentConfig> {
      await assertReferences(db, [
        { field: 'attachmentConfigId', table: attachmentConfigs, id: attachmentConfigId },
        { field: 'subCategoryId', table: subCategories, id: subCategoryId },
      ]);
      await repository.link(db, attachmentConfigId, subCategoryId);
      return found(await repository.find(db, attachmentConfigId, subCategoryId));
    },

    async unlink({ attachmentConfigId, subCategoryId }: SubCategoryAttachmentConfigInput): Promise<void> {
      if (!(await repository.unlink(db, attachmentConfigId, subCategoryId))) throw notFound();
    },
  };
}
