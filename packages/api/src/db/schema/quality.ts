// Service quality (docs/product/service-quality.md): the satisfaction survey of each finalised ticket.
import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, timestamptz } from './columns';
import { users } from './organization';
import { workItems } from './tickets';

/**
 * One survey per ticket, to its creator: scheduled when the ticket is finalised (sent once `send_date` has come),
 * answered through its signed link or on the ticket screen (docs/product/service-quality.md#satisfaction-surveys).
 */
export const satisfactionSurveys = pgTable(
  'satisfaction_surveys',
  {
    id: id(),
    workItemId: integer('work_item_id')
      .notNull()
      .unique('satisfaction_surveys_item_uq')
      .references(() => workItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** When its mail is due; null for a survey answered on the ticket screen before any mail was planned. */
    sendDate: timestamptz('send_date'),
    sentDate: timestamptz('sent_date'),
    rating: smallint('rating'),
    comment: varchar('comment', { length: 2000 }),
    answeredDate: timestamptz('answered_date'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [
    // The mailer reads only the surveys still to send.
    index('satisfaction_surveys_pending_idx')
      .on(t.sendDate)
      .where(sql`sent_date IS NULL AND answered_date IS NULL`),
    // The minimum days between two surveys to one person.
    index('satisfaction_surveys_user_idx').on(t.userId, t.sendDate),
    index('satisfaction_surveys_answered_idx').on(t.answeredDate),
  ],
);
