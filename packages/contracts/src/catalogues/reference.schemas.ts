// Read-only reference catalogues: states and municipalities of Mexico, entity types, severities (priorities) and
// response-time types. Seeded data; the API only reads them.
import { z } from 'zod';

export const state = z.object({ id: z.number(), code: z.string(), detail: z.string(), abbr: z.string() }).meta({ id: 'State' });
export type State = z.infer<typeof state>;

export const city = z
  .object({ id: z.number(), stateId: z.number(), code: z.string(), detail: z.string(), abbr: z.string() })
  .meta({ id: 'City' });
export type City = z.infer<typeof city>;

export const entityType = z
  .object({ id: z.number(), companyId: z.number().nullable(), code: z.string(), detail: z.string(), isActive: z.boolean() })
  .meta({ id: 'EntityType' });
export type EntityTypeRow = z.infer<typeof entityType>;

/** A severity; the API also serves the same catalogue as `priorities` (docs/product/catalogues.md#reference-data). */
export const priority = z.object({ id: z.number(), code: z.string(), isActive: z.boolean() }).meta({ id: 'Priority' });
export type Priority = z.infer<typeof priority>;

export const responseTimeType = z
  .object({ id: z.number(), code: z.string(), detail: z.string(), abbr: z.string() })
  .meta({ id: 'ResponseTimeType' });
export type ResponseTimeType = z.infer<typeof responseTimeType>;
