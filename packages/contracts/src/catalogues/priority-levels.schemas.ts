// SLA levels: the response time of a sub-category for one severity (docs/product/catalogues.md#sla-levels).
import { z } from 'zod';
import { messages } from '../common/messages';
import { optionalText, requiredId } from '../common/fields';
import { ResponseTimeTypeId } from '../common/permissions';
import { CODE_MAX, flagDefault, optionalId, wholeNumber } from './catalogue-fields';
import { catalogueMessages } from './catalogue-messages';

/**
 * The longest response time a level grants, in each unit: one year (docs/product/catalogues.md#sla-levels). Longer
 * ones cannot be counted in working time and would make every ticket of the level fail.
 */
export const RESPONSE_TIME_MAX = {
  [ResponseTimeTypeId.Minutes]: { amount: 525_600, unit: 'minutos' },
  [ResponseTimeTypeId.Hours]: { amount: 8_760, unit: 'horas' },
  [ResponseTimeTypeId.Days]: { amount: 365, unit: 'días' },
} as Record<number, { amount: number; unit: string } | undefined>;

/** Adds an issue at `path` when `setting` of the response time type `typeId` is longer than a year. */
function checkResponseTime(ctx: z.RefinementCtx, path: PropertyKey[], setting: number, typeId: number | null | undefined): void {
  const max = typeId ? RESPONSE_TIME_MAX[typeId] : undefined;
  if (max && setting > max.amount)
    ctx.addIssue({ code: 'custom', path, message: catalogueMessages.responseTimeAboveYear(max.amount, max.unit) });
}

export const priorityLevelInput = z
  .object({
    priorityId: requiredId(),
    subCategoryId: requiredId(),
    code: optionalText(CODE_MAX),
    responseTimeSetting: wholeNumber(),
    responseTimeTypeId: requiredId(),
    isActive: flagDefault(true),
  })
  .superRefine((v, ctx) => checkResponseTime(ctx, ['responseTimeSetting'], v.responseTimeSetting, v.responseTimeTypeId));
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
      if (row.isActive)
        checkResponseTime(ctx, ['list', index, 'responseTimeSetting'], row.responseTimeSetting, row.responseTimeTypeId);
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
