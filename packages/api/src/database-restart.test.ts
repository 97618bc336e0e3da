// The server rides out a PostgreSQL restart (audit finding 0): on a cluster of the test's own, stopped as an
// administrator would while tickets are created and the summary read every 100 ms, requests answer 503 'server.busy'
// in Spanish (never a 500, never a crash), the background jobs fail their ticks and keep ticking, and within seconds of
// the database's return requests answer normally, the background jobs work again, and the live streams
// (notifications, presence) opened before the restart receive events again — all without restarting the app.
// PGlite has no server to restart: the test runs in the api-postgres project.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { messages } from '@tms/contracts';
import { queryRows, type DatabaseHandle } from './db/client';
import { enqueueMail } from './lib/outbox';
import { createDelivery, startSlaWarnings } from './modules/notifications';
import { startDeadlineRecomputation, startUploadCleanup } from './modules/tickets';
import { startMailboxReader } from './modules/channels';
import { openAdvisoryLocks, type MailboxLocks } from './modules/channels/reader/mailbox-locks';
import { openPresenceStream } from './modules/tickets/presence/testing/presence-stream';
import { openLiveStream } from './test/live-stream';
import { startPostgresCluster, type PostgresCluster } from './test/postgres-cluster';
import { createTestApp, type ApiResponse, type TestApp, type TestClient } from './test/test-app';
import { usesPostgres } from './test/test-database';
import { waitFor } from './test/wait-for';

/** How soon after the database is back requests must answer normally again. */
const BACK_WITHIN_MS = 8000;
const LOAD_EVERY_MS = 100;
/** How long closing the app may take before the cluster is removed anyway (a failed test may leave work hanging). */
const CLOSE_WITHIN_MS = 15_000;

const deadline = (ms: number, what: string) =>
  new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms).unref());

/** Runs as many transactions at once as the database has connections: fails when a connection slot was lost. */
async function useEveryConnectionAtOnce(handle: DatabaseHandle): Promise<void> {
  let entered = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holders = Array.from({ length: handle.connections }, () =>
    handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      entered += 1;
      await released;
    }),
  );
  try {
    await waitFor(() => (entered === handle.connections ? true : undefined), 'every connection at once', 5000);
  } finally {
    release();
  }
  await Promise.all(holders);
}

const ticketBody = (subject: string) => ({ subject, detail: '<p>Sin red</p>', categoryId: 1, subCategoryId: 1, severityId: 2 });

/** The app's log, as the messages it wrote (the background jobs log through it too). */
function logMessages() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push((JSON.parse(line) as { msg: string }).msg);
      done();
    },
  });
  return { lines, stream };
}

interface Answer {
  at: number;
  call: string;
  statusCode: number;
  code?: string;
  message?: string;
  retryAfter?: unknown;
}

/** Creates a ticket and reads the summary every 100 ms until stopped, keeping every answer. */
function startLoad(cliente: TestClient, supervisor: TestClient) {
  const answers: Answer[] = [];
  const keep = (call: string, response: ApiResponse) =>
    answers.push({
      at: Date.now(),
      call,
      statusCode: response.statusCode,
      code: response.body.data?.code,
      message: response.body.message,
      retryAfter: response.raw.headers['retry-after'],
    });
  let running = true;
  const loop = (async () => {
    while (running) {
      const next = new Promise((resolve) => setTimeout(resolve, LOAD_EVERY_MS));
      const [created, summary] = await Promise.all([
        cliente.post('/api/workitems', ticketBody('Reinicio de la base de datos')),
        supervisor.get('/api/workitems/summary'),
      ]);
      keep('create', created);
      keep('summary', summary);
      await next;
    }
  })();
  return {
    answers,
    async stop() {
      running = false;
      await loop;
    },
  };
}

describe.runIf(usesPostgres())('a PostgreSQL restart under load', () => {
  let cluster: PostgresCluster | undefined;
  let t: TestApp | undefined;
  const stops: (() => unknown)[] = [];
  const log = logMessages();

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    t = await createTestApp(
      { DB_QUEUE_TIMEOUT_MS: '500', LOG_LEVEL: 'warn' },
      { databaseServerUrl: cluster.url, logStream: log.stream },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);

  afterAll(async () => {
    try {
      await Promise.race([closeAll(), deadline(CLOSE_WITHIN_MS, 'the app to close')]);
    } finally {
      await cluster?.remove();
    }
  }, 30_000);

  async function closeAll() {
    for (const stop of stops.reverse()) await stop();
    await t?.close();
  }

  it('answers 503 while the database is away and everything works again within seconds of its return', async () => {
    const app = t!;
    const db = app.database.handle.db;
    const port = (app.app.server.address() as AddressInfo).port;
    const [agente, cliente, supervisor] = await Promise.all([app.as('agente'), app.as('cliente'), app.as('supervisor')]);

    // Live streams opened before the restart.
    const stream = openLiveStream<{ id: number }>(port, (await agente.post('/api/notifications/stream-ticket')).body.data.ticket);
    stops.push(stream.close);
    await stream.opened;
    const watched = (await cliente.post('/api/workitems', ticketBody('Ticket observado'))).body.data.id as number;
    const ana = (await agente.post(`/api/workitems/${watched}/presence`)).body.data;
    const presence = openPresenceStream(port, watched, ana.ticket);
    stops.push(presence.close);
    await presence.until([]);

    // The background jobs, ticking fast.
    const jobsLog = app.app.log;
    const delivered: unknown[] = [];
    const delivery = createDelivery(app.app.ctx, jobsLog, { mail: async (payload) => void delivered.push(payload) });
    delivery.start(50);
    stops.push(() => delivery.stop());
    stops.push(startSlaWarnings(db, jobsLog, 50));
    const reader = await startMailboxReader(app.app.ctx, jobsLog, { intervalMs: 50 });
    stops.push(() => reader.stop());
    const locks: MailboxLocks = await openAdvisoryLocks(app.database.url!);
    stops.push(() => locks.close());
    let locksLost = 0;
    locks.onLost(() => (locksLost += 1));
    expect(await locks.tryLock(1)).toBe(true);

    const load = startLoad(cliente, supervisor);
    stops.push(() => load.stop());
    await waitFor(() => (load.answers.filter((a) => a.statusCode < 300).length >= 4 ? true : undefined), 'load answered');

    // A transaction holding its connection, between two statements, when the server goes away.
    let stopped!: () => void;
    const serverStopped = new Promise<void>((resolve) => (stopped = resolve));
    let inside!: () => void;
    const entered = new Promise<void>((resolve) => (inside = resolve));
    const held = db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
      inside();
      await serverStopped;
      await tx.execute(sql`SELECT 1`);
    });
    await entered;

    const stoppedAt = Date.now();
    await cluster!.stop();
    stopped();
    await expect(held).rejects.toThrow();
    await waitFor(() => load.answers.find((a) => a.at > stoppedAt && a.statusCode === 503), 'a 503 while the database is away');
    const health = await app.anonymous.get('/api/health');
    expect([health.statusCode, health.body.data.code]).toEqual([503, 'server.unavailable']);
    // The jobs' ticks fail and are logged; the jobs that tick once an hour fail their first tick the same way.
    stops.push(startUploadCleanup(app.app.ctx, jobsLog), startDeadlineRecomputation(db, jobsLog));
    await expect(reader.runOnce()).rejects.toThrow();
    for (const failure of [
      'outbox delivery pass failed',
      'SLA warnings failed',
      'mailbox reader round failed',
      'removing expired temporary uploads failed',
      'deadline recomputation failed',
    ]) {
      await waitFor(() => (log.lines.includes(failure) ? true : undefined), failure);
    }
    await waitFor(() => (locksLost > 0 ? true : undefined), 'the lock connection reported lost');

    await cluster!.start();
    const backAt = Date.now();
    const back = await waitFor(
      () => load.answers.find((a) => a.at > backAt && a.call === 'summary' && a.statusCode === 200),
      'the summary answering again',
      BACK_WITHIN_MS,
    );
    expect(back.at - backAt).toBeLessThan(BACK_WITHIN_MS);
    await waitFor(
      () => load.answers.find((a) => a.at > back.at && a.call === 'create' && a.statusCode === 201),
      'a ticket created',
    );
    await load.stop();

    // Every answer was a success or the Spanish busy answer with Retry-After: never a 500, nothing in English.
    const failures = load.answers.filter((a) => a.statusCode >= 300);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure).toMatchObject({ statusCode: 503, code: 'server.busy', message: messages.serviceBusy, retryAfter: '1' });
    }
    expect(new Set(load.answers.map((a) => a.statusCode))).toEqual(new Set([200, 201, 503]));

    // The live notifications stream receives events again (the tickets the load created after the restart).
    const createdAfter = await queryRows<{ id: number }>(db, sql`SELECT id FROM work_items ORDER BY id DESC LIMIT 1`);
    await waitFor(() => stream.events.find((event) => event.id === createdAfter[0].id), 'a live notification after the restart');

    // Presence is heard again: the supervisor joining (announced again until heard, the LISTEN coming back by itself).
    await waitFor(async () => {
      await supervisor.post(`/api/workitems/${watched}/presence`, {});
      return presence.events.some((viewers) => viewers.some((v) => v.displayName === 'Sergio Supervisor')) || undefined;
    }, 'presence after the restart');

    // The background jobs work again on their own next ticks.
    const mailId = await enqueueMail(db, { to: 'ana@example.com', subject: 'Tras el reinicio', paragraphs: ['Hola'] });
    await waitFor(
      () => delivered.find((mail) => (mail as { subject: string }).subject === 'Tras el reinicio'),
      `outbox row ${mailId}`,
    );
    await db.execute(sql`UPDATE work_items SET expire_date = now() - interval '1 minute' WHERE id = ${watched}`);
    await waitFor(async () => {
      const rows = await queryRows(db, sql`SELECT 1 FROM sla_alerts WHERE work_item_id = ${watched} AND kind = 'expired'`);
      return rows.length > 0 || undefined;
    }, 'the SLA warning of the expired ticket');
    expect(await reader.runOnce()).toEqual([]);
    expect(await locks.tryLock(1)).toBe(true);
    // No connection slot went with the connections lost.
    await useEveryConnectionAtOnce(app.database.handle);
  }, 60_000);

  it('takes back a checked-out connection that was lost, even from a holder that never gives it back', async () => {
    const { handle } = t!.database;
    const pool = (handle.db as unknown as { $client: Pool }).$client;
    const forgotten = await pool.connect();
    const { pid } = (await forgotten.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0];
    await handle.db.execute(sql`SELECT pg_terminate_backend(${pid})`);
    await useEveryConnectionAtOnce(handle);
  });
});
