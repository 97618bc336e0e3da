// Webhook calls of the automation rules (docs/product/automations.md): each is a durable row written in the same
// transaction as the rule's run, delivered by the webhook worker, and kept as the rule's delivery log.
import { sql } from 'drizzle-orm';
import type { WebhookDeliveryStatus } from '@tms/contracts';
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';

/** 'pending' until delivered (a 2xx answer) or given up ('failed'). */
export type WebhookCallStatus = WebhookDeliveryStatus;

export const webhookCalls = pgTable(
  'webhook_calls',
  {
    id: id(),
    /** The automation rule that made the call (a plain id: the rule may be removed while its log stays). */
    ruleId: integer('rule_id').notNull(),
    url: text('url').notNull(),
    /** The exact JSON bytes sent; cleared once the call is delivered or given up. */
    body: text('body'),
    /** `sha256=<hex>` of the body with the rule's secret, computed when enqueued (the secret is not kept here). */
    signature: varchar('signature', { length: 80 }),
    status: varchar('status', { length: 10 }).$type<WebhookCallStatus>().notNull().default('pending'),
    /** Attempts started, including one in flight. */
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; while an attempt is in flight, when its lease ends. */
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastAttemptDate: timestamptz('last_attempt_date'),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    /** What went wrong in the last attempt, in Spanish (shown to the rule's administrators). */
    lastError: text('last_error'),
    finishedDate: timestamptz('finished_date'),
    createdDate: timestamptz('created_date').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_calls_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_calls_rule_idx').on(t.ruleId, t.id),
  ],
);
