// Categories and sub-categories (docs/product/catalogues.md#categories, docs/product/catalogues.md#sub-categories),
// with their public entity-type configs and the rules of docs/product/catalogues.md#validation.
import { z } from 'zod';
import { messages } from '../common/messages';
import { requiredId } from '../common/fields';
import { EntityType, ResponseTimeTypeId } from '../common/permissions';
import {
  catalogueRowFields,
  codeField,
  descriptionsField,
  detailField,
  flagDefault,
  logoField,
  optionalId,
  ownerIdField,
  requiredFlag,
  wholeNumber,
} from './catalogue-fields';
import { catalogueMessages } from './catalogue-messages';
import { RESPONSE_TIME_MAX } from './priority-levels.schemas';

const SLA_HOURS_MAX = RESPONSE_TIME_MAX[ResponseTimeTypeId.Hours]!.amount;

/** Entity types a public item may be offered to: clients (2) and providers (3); internal users see everything. */
const publicConfigs = z
  .array(z.literal([EntityType.Client, EntityType.Provider], { error: messages.invalidOption }), { error: messages.badRequest })
  .default([])
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

export const categoryInput = z
  .object({
    code: codeField,
    detail: detailField,
    descriptions: descriptionsField,
    ownerId: ownerIdField,
    deparmentId: optionalId,
    logo: logoField,
    isPublic: flagDefault(false),
    isActive: requiredFlag(),
    categoryConfigs: publicConfigs,
  })
  // Configs are kept only for public items (the form sends them only then).
  .transform((v) => (v.isPublic ? v : { ...v, categoryConfigs: [] }));
export type CategoryInput = z.input<typeof categoryInput>;
export type CategoryInputParsed = z.output<typeof categoryInput>;

export const category = z
  .object({
    ...catalogueRowFields,
    descriptions: z.string().nullable(),
    ownerId: z.number().nullable(),
    ownerName: z.string(),
    deparmentId: z.number().nullable(),
    deparmentName: z.string().nullable(),
    logo: z.string().nullable(),
    isPublic: z.boolean(),
    isActive: z.boolean(),
    categoryConfigs: z.array(z.number()),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof category>;

export const categoryItem = z.object({ id: z.number(), code: z.string(), detail: z.string() }).meta({ id: 'CategoryItem' });
export type CategoryItem = z.infer<typeof categoryItem>;

export const subCategoryInput = z
  .object({
    categoryId: requiredId(),
    code: codeField,
    detail: detailField,
    descriptions: descriptionsField,
    ownerId: ownerIdField,
    /** Fallback SLA in hours when no priority level applies; 0 means none. */
    sla: wholeNumber().max(SLA_HOURS_MAX, catalogueMessages.responseTimeAboveYear(SLA_HOURS_MAX, 'horas')).default(0),
    logo: logoField,
    isPublic: flagDefault(false),
    isActive: requiredFlag(),
    userGroupId: optionalId,
    subCategoryConfigs: publicConfigs,
  })
  .transform((v) => (v.isPublic ? v : { ...v, subCategoryConfigs: [] }));
export type SubCategoryInput = z.input<typeof subCategoryInput>;
export type SubCategoryInputParsed = z.output<typeof subCategoryInput>;

export const subCategory = z
  .object({
    id: z.number(),
    companyId: z.number(),
    categoryId: z.number(),
    categoryName: z.string(),
    code: z.string(),
    detail: z.string(),
    descriptions: z.string().nullable(),
    ownerId: z.number().nullable(),
    ownerName: z.string(),
    sla: z.number(),
    logo: z.string().nullable(),
    isPublic: z.boolean(),
    isActive: z.boolean(),
    userGroupId: z.number().nullable(),
    userGroupName: z.string().nullable(),
    subCategoryConfigs: z.array(z.number()),
  })
  .meta({ id: 'SubCategory' });
export type SubCategory = z.infer<typeof subCategory>;

export const subCategoryItem = z
  .object({ id: z.number(), categoryId: z.number(), code: z.string(), detail: z.string() })
  .meta({ id: 'SubCategoryItem' });
export type SubCategoryItem = z.infer<typeof subCategoryItem>;
