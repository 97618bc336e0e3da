// What reaches people: in-app notifications, browser push subscriptions and the durable delivery outbox.
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { users } from './organization';
import { workItems } from './tickets';

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 generic text, 1 ticket updated, 2 ticket assigned. */
    type: smallint('type').notNull(),
    workItemId: integer('work_item_id').references(() => workItems.id, { onDelete: 'cascade' }),
    text: text('text'),
    url: varchar('url', { length: 500 }),
    isRead: boolean('is_read').notNull().default(false),
    creationDate: timestamptz('creation_date').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_unread_idx').on(t.userId, t.isRead, t.creationDate)],
);

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    expirationDate: timestamptz('expiration_date'),
    auth: varchar('auth', { length: 255 }).notNull(),
    p256dh: varchar('p256dh', { length: 255 }).notNull(),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Work to deliver outside the database (mail, push), written in the same transaction as its cause; `kind` is an OutboxKind. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    kind: varchar('kind', { length: 50 }).notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentDate: timestamptz('sent_date'),
    /** Set when the row is given up: its kind's attempts ran out, or the delivery can never succeed. */
    failedDate: timestamptz('failed_date'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [index('outbox_pending_idx').on(t.sentDate, t.nextAttemptAt)],
);

/** SLA warnings already sent for a ticket ('80' at 80% of its time, 'expired' at expiry), so each goes once. */
export const slaAlerts = pgTable(
  'sla_alerts',
  {
    workItemId: integer('work_item_id')
      .notNull()
      .references(() => workItems.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workItemId, t.kind] })],
);
