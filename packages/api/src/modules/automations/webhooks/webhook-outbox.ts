// The webhook calls of automation rules as durable rows (docs/product/automations.md): written in the caller's
// transaction, so a call leaves only when its rule's run commits and a crash or a receiver down loses none. The body
// is serialised and signed here, once: the row keeps the exact bytes that will be sent and their signature, never the
// rule's secret. The worker (webhook-worker.ts) sends them; each row is also the rule's delivery log.
import { createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { WebhookDelivery } from '@tms/contracts';
import { webhookCalls } from '../../../db/schema';

export const SIGNATURE_HEADER = 'X-TMS-Signature';
/** The call's id, the same on every attempt, so a receiver can tell a retry from a new call. */
export const DELIVERY_HEADER = 'X-TMS-Delivery';

/** `sha256=<hex HMAC-SHA256 of the body's UTF-8 bytes with the rule's secret>`, the value of X-TMS-Signature. */
export const signWebhookBody = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

export interface WebhookCall {
  ruleId: number;
  url: string;
  secret: string;
  /** The JSON body, `{ event, rule, ticket }` as the rules engine builds it. */
  body: unknown;
}

/**
 * Queues a webhook call in the caller's transaction; the worker sends it after the transaction commits. It is due at
 * once by this process's clock, the clock the worker compares with (the database's now() is finer than a Date).
 */
export async function enqueueWebhookCall(tx: Executor, call: WebhookCall): Promise<void> {
  const body = JSON.stringify(call.body) ?? 'null';
  const signature = signWebhookBody(body, call.secret);
  await tx.insert(webhookCalls).values({ ruleId: call.ruleId, url: call.url, body, signature, nextAttemptAt: new Date() });
}

const MAX_DELIVERIES = 100;

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The rule's latest calls, newest first (at most 100): its delivery log. */
export async function webhookDeliveriesOf(db: Executor, ruleId: number, limit = MAX_DELIVERIES): Promise<WebhookDelivery[]> {
  const rows = await db
    .select({
      id: webhookCalls.id,
      url: webhookCalls.url,
      status: webhookCalls.status,
      attempts: webhookCalls.attempts,
      statusCode: webhookCalls.lastStatusCode,
      durationMs: webhookCalls.lastDurationMs,
      error: webhookCalls.lastError,
      createdDate: webhookCalls.createdDate,
      lastAttemptDate: webhookCalls.lastAttemptDate,
      finishedDate: webhookCalls.finishedDate,
    })
    .from(webhookCalls)
    .where(eq(webhookCalls.ruleId, ruleId))
    .orderBy(desc(webhookCalls.id))
    .limit(Math.max(1, Math.min(limit, MAX_DELIVERIES)));
  return rows.map((row) => ({
    ...row,
    createdDate: row.createdDate.toISOString(),
    lastAttemptDate: isoOrNull(row.lastAttemptDate),
    finishedDate: isoOrNull(row.finishedDate),
  }));
}
