// Attachment rules with the ids of the sub-categories they apply to, and the company's size limit.
import type { AttachmentConfigInputParsed } from '@tms/contracts';
import type { Executor } from '../../../db/client';
import { attachmentConfigs, subCategoryAttachmentConfigs } from '../../../db/schema';
import { byCode, linkedIds } from '../../../lib/catalogue-kit/catalogue-queries';
import { catalogueTable } from '../../../lib/catalogue-kit/catalogue-table';
import { idLinks } from '../../../lib/catalogue-kit/links';
import { linkedRows } from '../../../lib/catalogue-kit/stamped-rows';
import { fileAttachmentSizeMb } from '../../../lib/company-settings';

const columns = {
  id: attachmentConfigs.id,
  companyId: attachmentConfigs.companyId,
  fileExt: attachmentConfigs.fileExt,
  minSize: attachmentConfigs.minSize,
  maxSize: attachmentConfigs.maxSize,
  namingConvention: attachmentConfigs.namingConvention,
  isRequired: attachmentConfigs.isRequired,
  isActive: attachmentConfigs.isActive,
  subCategories: linkedIds(
    subCategoryAttachmentConfigs,
    subCategoryAttachmentConfigs.subCategoryId,
    subCategoryAttachmentConfigs.attachmentConfigId,
    attachmentConfigs.id,
  ),
};

type RuleInput = Omit<AttachmentConfigInputParsed, 'subCategories'> & { subCategories: number[] };
const valuesOf = ({ subCategories: _ids, ...values }: RuleInput) => values;

const replaceSubCategories = idLinks(subCategoryAttachmentConfigs, subCategoryAttachmentConfigs.attachmentConfigId, {
  parent: 'attachmentConfigId',
  child: 'subCategoryId',
});

export const attachmentConfigsRepository = {
  ...catalogueTable({
    table: attachmentConfigs,
    query: (db) => db.select(columns).from(attachmentConfigs),
    order: byCode(attachmentConfigs.fileExt, attachmentConfigs.id),
  }),

  ...linkedRows(attachmentConfigs, {
    values: valuesOf,
    links: (db, id, input: RuleInput) => replaceSubCategories(db, id, input.subCategories),
  }),

  /** The FileAttachmentSize setting in MB, when set to a whole number. */
  async sizeLimitMb(db: Executor, companyId: number): Promise<number | null> {
    const mb = await fileAttachmentSizeMb(db, companyId);
    return Number.isInteger(mb) ? mb : null;
  },
};
