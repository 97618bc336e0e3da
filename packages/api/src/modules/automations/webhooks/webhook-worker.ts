// Sends the queued webhook calls (webhook-outbox.ts). A pass claims one due row at a time with FOR UPDATE SKIP LOCKED
// and a lease (its next_attempt_at pushed LEASE_SECONDS ahead, its attempts counted), so several processes never send
// the same row at once; an attempt is bounded by ATTEMPT_TIMEOUT_MS, far inside the lease, so no heartbeat is needed,
// and a row whose process died is taken again when its lease ends. The target is checked again before each attempt and
// the request resolves the host through the checked lookup (webhook-targets.ts). The row then records the attempt
// (status code, duration, Spanish error) and is delivered (2xx), retried with exponential backoff (no answer, 408,
// 429, 5xx), or given up: any other answer, a refused target, or no attempts left. Its result is written only while
// the row is still held by this attempt (same attempts count), so a late writer never overwrites a newer attempt.
import http from 'node:http';
import https from 'node:https';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config/config';
import { queryRows, type Executor } from '../../../db/client';
import { deliveryPasses } from '../../../lib/delivery-passes';
import { webhookCalls } from '../../../db/schema';
import { RefusedAddressError } from '../../../lib/network-addresses';
import { DELIVERY_HEADER, SIGNATURE_HEADER } from './webhook-outbox';
import { webhookLookup, webhookTarget, webhookTargetMessages, type WebhookTarget } from './webhook-targets';

export const WEBHOOK_MAX_ATTEMPTS = 10;
export const LEASE_SECONDS = 60;
export const ATTEMPT_TIMEOUT_MS = 10_000;
const RETRY_BASE_SECONDS = 10;
const RETRY_MAX_SECONDS = 3600;
const BATCH = 20;
const RETRYABLE_STATUSES = new Set([408, 429]);
const USER_AGENT = 'TMS-Webhooks/1';

/** Seconds before the next attempt after `attempts` failed ones: 10 s doubling, at most an hour (about 85 minutes in all). */
export const webhookRetryDelaySeconds = (attempts: number) =>
  Math.min(RETRY_BASE_SECONDS * 2 ** (attempts - 1), RETRY_MAX_SECONDS);

/** What the rule's delivery log shows about a failed attempt (Spanish: its administrators read it). */
export const webhookErrorMessages = {
  status: (code: number) => `El servidor del webhook respondió con el código ${code}.`,
  timeout: 'El servidor del webhook no respondió a tiempo.',
  unreachable: 'No se pudo conectar con el servidor del webhook.',
  insecure: 'No se pudo establecer una conexión segura con el servidor del webhook.',
  noAttemptsLeft: 'Se agotaron los intentos de envío.',
} as const;

interface ClaimedCall {
  id: number;
  ruleId: number;
  url: string;
  body: string;
  signature: string;
  /** Including this one. */
  attempts: number;
}

/** An attempt's outcome: `retry` false gives the call up; `detail` is for the server log only. */
interface Attempt {
  statusCode: number | null;
  error: string | null;
  retry: boolean;
  detail?: string;
}

type Log = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export interface WebhookWorker {
  /** Sends what is due at `now`; resolves with the number of calls handled. */
  runOnce(now?: Date): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export interface WebhookWorkerOptions {
  /** How long one attempt may take, name resolution and answer included; kept far inside the lease. */
  timeoutMs?: number;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const secondsAfter = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

function claimNext(db: Executor, now: Date): Promise<ClaimedCall[]> {
  return queryRows<ClaimedCall>(
    db,
    sql`
    UPDATE webhook_calls c SET attempts = c.attempts + 1, next_attempt_at = ${at(secondsAfter(now, LEASE_SECONDS))}
     WHERE c.id = (
       SELECT id FROM webhook_calls WHERE status = 'pending' AND next_attempt_at <= ${at(now)}
        ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING c.id, c.rule_id AS "ruleId", c.url, c.body, c.signature, c.attempts`,
  );
}

/** POSTs the call's exact bytes; resolves with the answer's status code once its headers arrive. */
function post(target: WebhookTarget, call: ClaimedCall, timeoutMs: number): Promise<number> {
  const body = Buffer.from(call.body, 'utf8');
  const send = target.url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(
      target.url,
      {
        method: 'POST',
        agent: false,
        lookup: webhookLookup(target),
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': USER_AGENT,
          [SIGNATURE_HEADER]: call.signature,
          [DELIVERY_HEADER]: String(call.id),
        },
      },
      (response) => {
        response.destroy();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const answered = (statusCode: number): Attempt => {
  if (statusCode >= 200 && statusCode < 300) return { statusCode, error: null, retry: false };
  const retry = statusCode >= 500 || RETRYABLE_STATUSES.has(statusCode);
  return { statusCode, error: webhookErrorMessages.status(statusCode), retry };
};

const errorCode = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/** A request that got no answer, in the log's words and the user's. */
function unanswered(error: unknown): Attempt {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof RefusedAddressError)
    return { statusCode: null, error: webhookTargetMessages.private, retry: false, detail };
  const code = errorCode(error);
  const message =
    error instanceof Error && error.name === 'AbortError'
      ? webhookErrorMessages.timeout
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? webhookTargetMessages.unresolved
        : /CERT|TLS|SSL/.test(code)
          ? webhookErrorMessages.insecure
          : webhookErrorMessages.unreachable;
  return { statusCode: null, error: message, retry: true, detail: `${code} ${detail}`.trim() };
}

async function attempt(call: ClaimedCall, config: Pick<AppConfig, 'webhookAllowedHosts'>, timeoutMs: number): Promise<Attempt> {
  if (call.attempts > WEBHOOK_MAX_ATTEMPTS) return { statusCode: null, error: webhookErrorMessages.noAttemptsLeft, retry: false };
  const target = webhookTarget(call.url, config.webhookAllowedHosts);
  if (typeof target === 'string')
    return { statusCode: null, error: target, retry: false, detail: 'target refused before sending' };
  try {
    return answered(await post(target, call, timeoutMs));
  } catch (error) {
    return unanswered(error);
  }
}

/** Writes the attempt on the row while this attempt still holds it. */
function record(db: Executor, call: ClaimedCall, result: Attempt, startedAt: Date, endedAt: Date) {
  const delivered = result.error === null;
  const givenUp = !delivered && (!result.retry || call.attempts >= WEBHOOK_MAX_ATTEMPTS);
  const finished = { finishedDate: endedAt, body: null, signature: null };
  return db
    .update(webhookCalls)
    .set({
      lastAttemptDate: startedAt,
      lastStatusCode: result.statusCode,
      lastDurationMs: Math.round(endedAt.getTime() - startedAt.getTime()),
      lastError: result.error,
      ...(delivered ? { status: 'delivered' as const, ...finished } : {}),
      ...(givenUp ? { status: 'failed' as const, ...finished } : {}),
      ...(!delivered && !givenUp ? { nextAttemptAt: secondsAfter(endedAt, webhookRetryDelaySeconds(call.attempts)) } : {}),
    })
    .where(and(eq(webhookCalls.id, call.id), eq(webhookCalls.attempts, call.attempts), eq(webhookCalls.status, 'pending')))
    .returning({ status: webhookCalls.status });
}

export function createWebhookWorker(
  ctx: { db: Executor; config: Pick<AppConfig, 'webhookAllowedHosts'> },
  log: Log,
  options: WebhookWorkerOptions = {},
): WebhookWorker {
  const timeoutMs = Math.min(options.timeoutMs ?? ATTEMPT_TIMEOUT_MS, ATTEMPT_TIMEOUT_MS);

  async function sendOne(clock: () => Date): Promise<boolean> {
    const [call] = await claimNext(ctx.db, clock());
    if (!call) return false;
    const startedAt = clock();
    const result = await attempt(call, ctx.config, timeoutMs);
    const endedAt = clock();
    const [row] = await record(ctx.db, call, result, startedAt, endedAt);
    const fields = { webhookCallId: call.id, ruleId: call.ruleId, attempts: call.attempts, statusCode: result.statusCode };
    const durationMs = endedAt.getTime() - startedAt.getTime();
    if (!row) log.warn(fields, 'webhook call taken over by another worker; its result was not recorded');
    else if (row.status === 'delivered') log.info({ ...fields, durationMs }, 'webhook delivered');
    else
      log.warn(
        { ...fields, durationMs, err: result.detail ?? result.error },
        `webhook call failed; ${row.status === 'failed' ? 'given up' : 'will retry'}`,
      );
    return true;
  }

  /** Time from `now`, advancing as the pass runs, so leases and retries count from when each step happened. */
  async function sendDue(now: Date): Promise<number> {
    const started = performance.now();
    const clock = () => new Date(now.getTime() + (performance.now() - started));
    let handled = 0;
    while (handled < BATCH && (await sendOne(clock))) handled += 1;
    return handled;
  }

  return deliveryPasses((now = new Date()) => sendDue(now), log, 'webhook');
}
