// Webhook calls through their durable outbox (docs/product/automations.md): signed exact bytes, the target checked
// again at send time, retries with backoff, given up after the last attempt, and never sent twice by two workers.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../../config/config';
import { openDatabase, type Executor } from '../../../db/client';
import { webhookCalls } from '../../../db/schema';
import { createTestDatabase } from '../../../test/test-database';
import { useBeforeAll } from '../../../test/use-before-all';
import { enqueueWebhookCall, webhookDeliveriesOf } from './webhook-outbox';
import { webhookTargetMessages } from './webhook-targets';
import { createWebhookWorker, webhookErrorMessages, WEBHOOK_MAX_ATTEMPTS, LEASE_SECONDS } from './webhook-worker';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A webhook receiver on 127.0.0.1: `answer` gives each request's status (it may wait); it counts every connection. */
async function startReceiver(answer: (received: Received) => Promise<number> | number = () => 200, port = 0) {
  const received: Received[] = [];
  let connections = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = { headers: request.headers, body: Buffer.concat(chunks) };
      received.push(call);
      void Promise.resolve(answer(call)).then((status) => response.writeHead(status).end());
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (for now). */
async function closedPort(): Promise<number> {
  const probe = await startReceiver();
  await probe.close();
  return probe.port;
}

const SECRET = 'rule-secret-0123456789';
const signatureOf = (body: Buffer) => `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
const silent = { info() {}, warn() {}, error() {} };
const later = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const allowing = (port: number) => loadConfig({ WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${port}` });

describe('webhook delivery', () => {
  const database = useBeforeAll(
    () => createTestDatabase({ demo: false }),
    (opened) => opened.dispose(),
  );
  const db = () => database().handle.db;
  beforeEach(() => db().delete(webhookCalls));
  let nextRule = 100;
  const enqueue = async (url: string, body: unknown = { event: 'ticket.created', rule: { id: 1 }, ticket: { id: 1 } }) => {
    const ruleId = (nextRule += 1);
    await enqueueWebhookCall(db(), { ruleId, url, secret: SECRET, body });
    return ruleId;
  };
  const workerFor = (port: number, on: Executor = db()) => createWebhookWorker({ db: on, config: allowing(port) }, silent);

  it('sends the exact body, signed with the rule secret, in the caller transaction only, keeping no secret', async () => {
    const receiver = await startReceiver();
    try {
      const url = `http://127.0.0.1:${receiver.port}/hooks/tms`;
      const body = {
        event: 'ticket.updated',
        rule: { id: 7, name: 'Avisar' },
        ticket: { id: 12, subject: 'Proyector sin señal ✓ 😀' },
      };
      await expect(
        db().transaction(async (tx) => {
          await enqueueWebhookCall(tx, { ruleId: 6, url, secret: SECRET, body });
          throw new Error('the rule run failed');
        }),
      ).rejects.toThrow('the rule run failed');
      await db().transaction((tx) => enqueueWebhookCall(tx, { ruleId: 7, url, secret: SECRET, body }));
      const [stored] = await db().select().from(webhookCalls).where(eq(webhookCalls.ruleId, 7));
      expect(JSON.stringify(stored)).not.toContain(SECRET);

      expect(await workerFor(receiver.port).runOnce()).toBe(1);
      expect(receiver.received).toHaveLength(1);
      const [call] = receiver.received;
      expect(call.headers['x-tms-signature']).toBe(signatureOf(call.body));
      expect(call.headers['content-type']).toBe('application/json');
      expect(call.headers['x-tms-delivery']).toBe(String(stored.id));
      expect(JSON.parse(call.body.toString('utf8'))).toEqual(body);
      expect(await webhookDeliveriesOf(db(), 6, 10)).toEqual([]);
      expect(await webhookDeliveriesOf(db(), 7, 10)).toEqual([
        expect.objectContaining({
          status: 'delivered',
          attempts: 1,
          statusCode: 200,
          error: null,
          durationMs: expect.any(Number),
        }),
      ]);
      const [sent] = await db().select().from(webhookCalls).where(eq(webhookCalls.ruleId, 7));
      expect(sent).toMatchObject({ body: null, signature: null, finishedDate: expect.any(Date) });
      expect(await workerFor(receiver.port).runOnce()).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it('retries a refused connection and a 500 with backoff, then delivers the same signed call', async () => {
    const port = await closedPort();
    const ruleId = await enqueue(`http://127.0.0.1:${port}/hook`);
    const worker = workerFor(port);
    const start = new Date();
    expect(await worker.runOnce(start)).toBe(1);
    expect(await webhookDeliveriesOf(db(), ruleId)).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1, statusCode: null, error: webhookErrorMessages.unreachable }),
    ]);
    expect(await worker.runOnce(later(start, 9))).toBe(0);

    const statuses = [500, 200];
    const receiver = await startReceiver(() => statuses.shift()!, port);
    try {
      const second = later(start, 11);
      expect(await worker.runOnce(second)).toBe(1);
      expect(await webhookDeliveriesOf(db(), ruleId)).toEqual([
        expect.objectContaining({ status: 'pending', attempts: 2, statusCode: 500, error: webhookErrorMessages.status(500) }),
      ]);
      expect(await worker.runOnce(later(second, 19))).toBe(0);
      expect(await worker.runOnce(later(second, 21))).toBe(1);
      expect(await webhookDeliveriesOf(db(), ruleId)).toEqual([
        expect.objectContaining({ status: 'delivered', attempts: 3, statusCode: 200, error: null }),
      ]);
      expect(receiver.received).toHaveLength(2);
      const [first, last] = receiver.received;
      expect(last.body.equals(first.body)).toBe(true);
      expect(last.headers['x-tms-signature']).toBe(signatureOf(last.body));
      expect(last.headers['x-tms-delivery']).toBe(first.headers['x-tms-delivery']);
    } finally {
      await receiver.close();
    }
  });

  it('ends an attempt the receiver never answers at its time limit, and retries it later', async () => {
    let answer!: () => void;
    const never = new Promise<number>((resolve) => (answer = () => resolve(200)));
    const receiver = await startReceiver(() => never);
    try {
      const ruleId = await enqueue(`http://127.0.0.1:${receiver.port}/slow`);
      const worker = createWebhookWorker({ db: db(), config: allowing(receiver.port) }, silent, { timeoutMs: 200 });
      expect(await worker.runOnce()).toBe(1);
      expect(await webhookDeliveriesOf(db(), ruleId)).toEqual([
        expect.objectContaining({ status: 'pending', attempts: 1, statusCode: null, error: webhookErrorMessages.timeout }),
      ]);
    } finally {
      answer();
      await receiver.close();
    }
  });

  it('gives a call up after the last attempt, and at once on an answer retrying cannot fix', async () => {
    let notFoundCall = '';
    const receiver = await startReceiver((call) => (call.headers['x-tms-delivery'] === notFoundCall ? 404 : 503));
    try {
      const ruleId = await enqueue(`http://127.0.0.1:${receiver.port}/busy`);
      const worker = workerFor(receiver.port);
      let now = new Date();
      for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
        expect(await worker.runOnce(now), `attempt ${attempt}`).toBe(1);
        now = later(now, 3600);
      }
      expect(await worker.runOnce(now)).toBe(0);
      expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      expect(await webhookDeliveriesOf(db(), ruleId)).toEqual([
        expect.objectContaining({
          status: 'failed',
          attempts: WEBHOOK_MAX_ATTEMPTS,
          statusCode: 503,
          error: webhookErrorMessages.status(503),
        }),
      ]);

      const goneRule = await enqueue(`http://127.0.0.1:${receiver.port}/gone`);
      const [gone] = await db().select().from(webhookCalls).where(eq(webhookCalls.ruleId, goneRule));
      notFoundCall = String(gone.id);
      expect(await worker.runOnce(now)).toBe(1);
      expect(await webhookDeliveriesOf(db(), goneRule)).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 1, statusCode: 404 }),
      ]);
    } finally {
      await receiver.close();
    }
  });

  it('checks the target again at send time: a forbidden one is never contacted and the call is failed', async () => {
    const receiver = await startReceiver();
    try {
      const base = `127.0.0.1:${receiver.port}`;
      const calls = [
        { url: `http://${base}/no-longer-listed`, error: webhookTargetMessages.httpsOnly },
        { url: `https://${base}/loopback`, error: webhookTargetMessages.private },
        { url: 'https://169.254.169.254/latest/meta-data/', error: webhookTargetMessages.private },
        { url: `https://localhost:${receiver.port}/resolves-to-loopback`, error: webhookTargetMessages.private },
        { url: `https://[::ffff:7f00:1]:${receiver.port}/mapped`, error: webhookTargetMessages.private },
      ];
      const rules: number[] = [];
      for (const call of calls) rules.push(await enqueue(call.url));
      const worker = createWebhookWorker({ db: db(), config: loadConfig({}) }, silent);
      expect(await worker.runOnce()).toBe(calls.length);
      for (const [i, call] of calls.entries())
        expect(await webhookDeliveriesOf(db(), rules[i]), call.url).toEqual([
          expect.objectContaining({ status: 'failed', attempts: 1, statusCode: null, error: call.error }),
        ]);
      expect(receiver.connections()).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it('takes a call again only once the lease of a worker that stopped mid-send has ended', async () => {
    const receiver = await startReceiver();
    try {
      const ruleId = await enqueue(`http://127.0.0.1:${receiver.port}/lease`);
      const now = new Date();
      // What a worker that crashed after claiming the call leaves behind.
      await db()
        .update(webhookCalls)
        .set({ attempts: 1, nextAttemptAt: later(now, LEASE_SECONDS) })
        .where(eq(webhookCalls.ruleId, ruleId));
      const worker = workerFor(receiver.port);
      expect(await worker.runOnce(later(now, LEASE_SECONDS - 5))).toBe(0);
      expect(await worker.runOnce(later(now, LEASE_SECONDS + 1))).toBe(1);
      expect(await webhookDeliveriesOf(db(), ruleId)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 2 })]);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('never sends one call twice when two workers run at the same time', async () => {
    // The first answer waits until both workers have a call in flight, so the two passes really overlap.
    let release!: () => void;
    const bothInFlight = new Promise<void>((resolve) => (release = resolve));
    const receiver = await startReceiver(async () => {
      if (receiver.received.length >= 2) release();
      await bothInFlight;
      return 200;
    });
    const ownHandle = database().url ? await openDatabase({ databaseUrl: database().url }) : null;
    try {
      const ruleId = await enqueue(`http://127.0.0.1:${receiver.port}/pair`);
      for (let i = 1; i < 12; i += 1)
        await enqueueWebhookCall(db(), { ruleId, url: `http://127.0.0.1:${receiver.port}/pair`, secret: SECRET, body: { i } });
      const first = workerFor(receiver.port);
      const second = workerFor(receiver.port, ownHandle?.db ?? db());
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(a + b).toBe(12);
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      const ids = receiver.received.map((call) => call.headers['x-tms-delivery']);
      expect(new Set(ids).size).toBe(12);
      expect(ids).toHaveLength(12);
      const deliveries = await webhookDeliveriesOf(db(), ruleId, 50);
      expect(deliveries.map((delivery) => [delivery.status, delivery.attempts])).toEqual(Array(12).fill(['delivered', 1]));
    } finally {
      await ownHandle?.close();
      await receiver.close();
    }
  });
});
