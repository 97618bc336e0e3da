// SLA levels: the response time of a sub-category for one severity (docs/product/catalogues.md#sla-levels).
import { z } from 'zod';
import { messages } from '../common/messages';
import { optionalText, requiredId } from '../common/fields';
import { ResponseTimeTypeId } from '../common/permissions';
import { CODE_MAX, flagDefault, optionalId, optionalWholeNumber, wholeNumber } from './catalogue-fields';
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

/**
 * The optional first-response target beside the response time (docs/product/service-quality.md#first-response): an
 * amount needs its unit, and is bounded like the response time.
 */
const firstResponseFields = { firstResponseSetting: optionalWholeNumber, firstResponseTypeId: optionalId };

function checkFirstResponse(
  ctx: z.RefinementCtx,
  path: PropertyKey[],
  row: { firstResponseSetting: number | null; firstResponseTypeId: number | null },
): void {
  if (row.firstResponseSetting === null) return;
  if (!row.firstResponseTypeId)
    ctx.addIssue({ code: 'custom', path: [...path, 'firstResponseTypeId'], message: messages.fieldRequired });
  checkResponseTime(ctx, [...path, 'firstResponseSetting'], row.firstResponseSetting, row.firstResponseTypeId);
}

export const priorityLevelInput = z
  .object({
    priorityId: requiredId(),
    subCategoryId: requiredId(),
    code: optionalText(CODE_MAX),
    responseTimeSetting: wholeNumber(),
    responseTimeTypeId: requiredId(),
    ...firstResponseFields,
    isActive: flagDefault(true),
  })
  .superRefine((v, ctx) => {
    checkResponseTime(ctx, ['responseTimeSetting'], v.responseTimeSetting, v.responseTimeTypeId);
    checkFirstResponse(ctx, [], v);
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
        ...firstResponseFields,
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
      if (row.isActive) {
        checkResponseTime(ctx, ['list', index, 'responseTimeSetting'], row.responseTimeSetting, row.responseTimeTypeId);
        checkFirstResponse(ctx, ['list', index], row);
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
    firstResponseSetting: z.number().nullable(),
    firstResponseTypeId: z.number().nullable(),
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
    /** The first-response target, null when the level sets none. */
    firstResponseSetting: z.number().nullable(),
    firstResponseTypeId: z.number().nullable(),
    subCategoryId: z.number(),
    isActive: z.boolean(),
  })
  .meta({ id: 'SubCategoryPriorityLevel' });
export type SubCategoryPriorityLevel = z.infer<typeof subCategoryPriorityLevel>;
