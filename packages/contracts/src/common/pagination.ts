// Server-side paging and sorting shared by every admin list.
import { z } from 'zod';
import { MAX_ID } from './fields';
import { validationMessages } from './messages';

/** A column name as the tables send it ('displayName', 'companyLocation.code'); never SQL. */
const SORT_FIELD_PATTERN = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;
/** Names every object answers to ('constructor', 'toString'): a lookup table keyed by sort field would find them. */
const isObjectMember = (name: string) => name.split('.').some((part) => part in Object.prototype);

const sortField = z
  .string()
  .max(50)
  .regex(SORT_FIELD_PATTERN, validationMessages.invalidFormat)
  .refine((name) => !isObjectMember(name), validationMessages.invalidFormat);

export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).max(MAX_ID).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(15),
  q: z.string().trim().max(100).optional(),
  sortField: sortField.optional(),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });
export type Page<T> = { rows: T[]; total: number };
