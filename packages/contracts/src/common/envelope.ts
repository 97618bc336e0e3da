// The response envelope of every API call (docs/product/conventions.md#api-conventions).
import { z } from 'zod';
import { errorCodes, type ErrorCode } from './error-codes';
import { pathId } from './fields';

export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('Success'), data });

export const failEnvelope = z
  .object({
    status: z.literal('Fail'),
    message: z.string(),
    data: z.object({
      error: z.string(),
      /** What failed, for programs: see docs/error-codes.md. */
      code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Fail' });

export type FailEnvelope = z.infer<typeof failEnvelope>;
export type SuccessEnvelope<T> = { status: 'Success'; data: T };

export const idParams = z.object({ id: pathId });

/** Small shape used by pickers (`GET c/all`). */
export const lookupItem = z.object({ id: z.number(), code: z.string(), detail: z.string().optional() });
export type LookupItem = z.infer<typeof lookupItem>;
