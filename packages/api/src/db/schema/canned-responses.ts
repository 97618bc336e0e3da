// Canned responses (docs/product/catalogues.md#canned-responses): shared with every internal user, or personal to their
// owner.
import { boolean, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { companyRowColumns } from './company';
import { users } from './organization';

export const cannedResponses = pgTable(
  'canned_responses',
  {
    ...companyRowColumns(),
    code: varchar('code', { length: 100 }).notNull(),
    /** Sanitised rich text, like a ticket's detail. */
    detail: text('detail').notNull(),
    isShared: boolean('is_shared').notNull().default(true),
    /** Who wrote it: the only user who sees it while it is personal. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    ...auditColumns(),
  },
  (t) => [index('canned_responses_owner_idx').on(t.ownerId)],
);
