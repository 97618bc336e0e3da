// SLA levels: the response time of a sub-category for one severity (docs/product/catalogues.md#sla-levels).
import { z } from 'zod';
import { messages } from '../common/messages';
import { optionalText, requiredId } from '../common/fields';
import { CODE_MAX, flagDefault, optionalId, wholeNumber } from './catalogue-fields';

export const priorityLevelInput = z.object({
  priorityId: requiredId(),
  subCategoryId: requiredId(),
  code: optionalText(CODE_MAX),
  responseTimeSetting: wholeNumber(),
  responseTimeTypeId: requiredId(),
  isActive: flagDefault(true),
});
export type PriorityLevelInput = z.input<typeof priorityLevelInput>;
export type PriorityLevelInputParsed = z.output<typeof priorityLevelInput>;

/**
 * POST prioritylevel/multiple: one row per severity of the sub-category. An active row keeps (creates or updates)
 * the level and needs its response time type; an inactive row removes the level, as a severity is active only
 * while a level exists for it.
 */
export const priorityLevelsInput = z
  .object({
    subCategoryId: requiredId(),
    list: z.array(
      z.object({
        id: optionalId,
        priorityId: requiredId(),
        responseTimeSetting: wholeNumber(),
        responseTimeTypeId: optionalId,
        isActive: flagDefault(true),
      }),
      { error: messages.badRequest },
    ),
  })
  .superRefine((v, ctx) => {
    v.list.forEach((row, index) => {
      if (row.isActive && !row.responseTimeTypeId) {
        ctx.addIssue({ code: 'custom', path: ['list', index, 'responseTimeTypeId'], message: messages.fieldRequired });
      }
    });
  });
export type PriorityLevelsInput = z.input<typeof priorityLevelsInput>;
export type PriorityLevelsInputParsed = z.output<typeof priorityLevelsInput>;

export const priorityLevel = z
  .object({
    id: z.number(),
    priorityId: z.number(),
    priorityName: z.string(),
    code: z.string().nullable(),
    responseTimeSetting: z.number(),
    responseTimeTypeId: z.number(),
    responseTimeTypeName: z.string(),
    subCategoryId: z.number(),
    isActive: z.boolean(),
  })
  .meta({ id: 'PriorityLevel' });
export type PriorityLevel = z.infer<typeof priorityLevel>;

/** GET prioritylevel/subcategory/{id}: every active severity, with its level when one exists (then isActive). */
export const subCategoryPriorityLevel = z
  .object({
    id: z.number().nullable(),
    priorityId: z.number(),
    code: z.string(),
    responseTimeSetting: z.number(),
    responseTimeTypeId: z.number().nullable(),
    subCategoryId: z.number(),
    isActive: z.boolean(),
  })
  .meta({ id: 'SubCategoryPriorityLevel' });
export type SubCategoryPriorityLevel = z.infer<typeof subCategoryPriorityLevel>;
