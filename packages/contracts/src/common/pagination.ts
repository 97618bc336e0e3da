// Server-side paging and sorting shared by every admin list.
import { z } from 'zod';

export const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(15),
  q: z.string().trim().max(100).optional(),
  sortField: z.string().max(50).optional(),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number() });
export type Page<T> = { rows: T[]; total: number };
