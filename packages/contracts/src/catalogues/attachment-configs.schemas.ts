// Attachment rules and the sub-categories they apply to (docs/product/catalogues.md#attachment-rules). Sizes are in Kb.
import { z } from 'zod';
import { messages } from '../common/messages';
import { requiredId, requiredText } from '../common/fields';
import { flagDefault, idList, optionalId, wholeNumber } from './catalogue-fields';
import { catalogueMessages } from './catalogue-messages';

const fields = {
  /** Stored without the leading dot and in lower case ('PDF', '.pdf' → 'pdf'). */
  fileExt: requiredText(20).transform((v) => v.replace(/^\.+/, '').toLowerCase()),
  minSize: wholeNumber(),
  /** 0 means no limit of its own: the company's FileAttachmentSize still applies. */
  maxSize: wholeNumber(),
  /** A file name pattern where `*` stands for any text. */
  namingConvention: requiredText(200),
  isRequired: flagDefault(false),
  isActive: flagDefault(true),
  /** Ids of the sub-categories the rule applies to. */
  subCategories: idList.default([]).transform((ids) => [...new Set(ids)]),
};

const sizesInOrder = (v: { minSize: number; maxSize: number }) => v.maxSize === 0 || v.minSize <= v.maxSize;
const sizeOrder = { path: ['minSize'], message: catalogueMessages.attachmentMinAboveMax };

export const attachmentConfigInput = z.object(fields).refine(sizesInOrder, sizeOrder);
export type AttachmentConfigInput = z.input<typeof attachmentConfigInput>;
export type AttachmentConfigInputParsed = z.output<typeof attachmentConfigInput>;

/** POST attachmentconfig/savemultiple: rules with an id are updated, the others created, all or none. */
export const attachmentConfigList = z.array(z.object({ id: optionalId, ...fields }).refine(sizesInOrder, sizeOrder), {
  error: messages.badRequest,
});
export type AttachmentConfigListParsed = z.output<typeof attachmentConfigList>;

export const attachmentConfig = z
  .object({
    id: z.number(),
    companyId: z.number(),
    fileExt: z.string(),
    minSize: z.number(),
    maxSize: z.number(),
    namingConvention: z.string(),
    isRequired: z.boolean(),
    isActive: z.boolean(),
    subCategories: z.array(z.number()),
  })
  .meta({ id: 'AttachmentConfig' });
export type AttachmentConfig = z.infer<typeof attachmentConfig>;

export const subCategoryAttachmentConfigInput = z.object({ attachmentConfigId: requiredId(), subCategoryId: requiredId() });
export type SubCategoryAttachmentConfigInput = z.infer<typeof subCategoryAttachmentConfigInput>;

/** A sub-category seen from an attachment rule: isActive when the rule applies to it. */
export const subCategoryAttachmentConfig = z
  .object({
    attachmentConfigId: z.number(),
    subCategoryId: z.number(),
    code: z.string(),
    categoryId: z.number(),
    categoryName: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'SubCategoryAttachmentConfig' });
export type SubCategoryAttachmentConfig = z.infer<typeof subCategoryAttachmentConfig>;
