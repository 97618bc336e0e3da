import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@tms/contracts';
import { type SharedTestApp, type TestClient, useTestApp } from '../test/test-app';
import { usesPostgres } from '../test/test-database';
import { waitFor } from '../test/wait-for';
import { isDatabaseBusy, queryRows, withDatabaseBudget } from '../db/client';

/** Holds every connection of the app's database in open transactions until they are released. */
async function holdEveryConnection(t: SharedTestApp): Promise<{ releaseOne(): void; release(): Promise<void> }> {
  const { handle } = t.database;
  const releases: (() => void)[] = [];
  const entered: Promise<void>[] = [];
  const held: Promise<void>[] = [];
  for (let i = 0; i < handle.connections; i += 1) {
    const released = new Promise<void>((resolve) => releases.push(resolve));
    entered.push(
      new Promise<void>((inside) => {
        held.push(
          handle.db.transaction(async (tx) => {
            await tx.execute(sql`SELECT 1`);
            inside();
            await released;
          }),
        );
      }),
    );
  }
  await Promise.all(entered);
  return {
    releaseOne: () => releases.shift()?.(),
    async release() {
      for (const release of releases) release();
      await Promise.all(held);
    },
  };
}

type Answer = { statusCode: number; body: unknown; raw: { headers: Record<string, unknown> } };

/** The busy answer; Retry-After is the queue budget in whole seconds, at least one. */
const expectBusy = (response: Answer, retryAfter = '1') => {
  expect(response.statusCode).toBe(503);
  expect(response.body).toEqual({
    status: 'Fail',
    message: messages.serviceBusy,
    data: { error: messages.serviceBusy, code: 'server.busy' },
  });
  expect(response.raw.headers['retry-after']).toBe(retryAfter);
};

describe('a request that cannot get the database within its budget', () => {
  const t = useTestApp({ DB_QUEUE_TIMEOUT_MS: '100' });
  let supervisor: TestClient;
  beforeAll(async () => {
    supervisor = await t.as('supervisor');
  });

  it('answers 503 with Retry-After and the Spanish message while every connection is held', async () => {
    const hold = await holdEveryConnection(t);
    try {
      expectBusy(await supervisor.get('/api/workitems/summary'));
      // A request with a body, over a real socket: its queries, run after the body is read, keep the budget.
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const login = await fetch(`${address}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: 'supervisor', password: 'Supervisor123!' }),
      });
      expectBusy({
        statusCode: login.status,
        body: await login.json(),
        raw: { headers: { 'retry-after': login.headers.get('retry-after') } },
      });
    } finally {
      await hold.release();
    }
    expect((await supervisor.get('/api/workitems/summary')).statusCode).toBe(200);
  });

  it('does not limit work outside a request (startup, background jobs): it waits its turn and completes', async () => {
    const hold = await holdEveryConnection(t);
    const background = queryRows<{ answer: number }>(t.app.ctx.db, sql`SELECT 42 AS answer`);
    try {
      await waitFor(() => (t.database.handle.waiting() > 0 ? true : undefined), 'the background query to queue');
      expectBusy(await supervisor.get('/api/workitems/summary'));
    } finally {
      await hold.release();
    }
    expect(await background).toEqual([{ answer: 42 }]);
  });

  it('gives each query of a request its own wait, so a long-lived stream is not used up by waits long past', async () => {
    const budget = { queueTimeoutMs: 100, statementTimeoutMs: 0 };
    await withDatabaseBudget(budget, async () => {
      const hold = await holdEveryConnection(t);
      try {
        await expect(queryRows(t.app.ctx.db, sql`SELECT 1`)).rejects.toSatisfy(isDatabaseBusy);
      } finally {
        await hold.release();
      }
      expect(await queryRows(t.app.ctx.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    });
  });

  it('serves the next query of work under way before the first query of work that began after it', async () => {
    const budget = { queueTimeoutMs: 60_000, statementTimeoutMs: 0 };
    const served: string[] = [];
    const query = (name: string) =>
      queryRows(t.app.ctx.db, sql`SELECT 1`).then(() => {
        served.push(name);
      });
    let goOn!: () => void;
    const secondStep = new Promise<void>((resolve) => (goOn = resolve));
    // The earlier request is between two queries when the later one asks for its first.
    const earlier = withDatabaseBudget(budget, async () => {
      await query('earlier, first query');
      await secondStep;
      await query('earlier, second query');
    });
    await waitFor(() => (served.length === 1 ? true : undefined), 'the earlier request to run its first query');
    const hold = await holdEveryConnection(t);
    try {
      const later = withDatabaseBudget(budget, () => query('later, first query'));
      await waitFor(() => (t.database.handle.waiting() === 1 ? true : undefined), 'the later request to queue');
      goOn();
      await waitFor(() => (t.database.handle.waiting() === 2 ? true : undefined), 'the earlier request to queue again');
      // One connection comes free: the two queries get it one after the other.
      hold.releaseOne();
      await Promise.all([earlier, later]);
    } finally {
      await hold.release();
    }
    expect(served).toEqual(['earlier, first query', 'earlier, second query', 'later, first query']);
  });
});

describe('a request that waits for the database less than its budget', () => {
  const t = useTestApp({ DB_QUEUE_TIMEOUT_MS: '60000' });

  it('is served once the connection is free', async () => {
    const supervisor = await t.as('supervisor');
    const hold = await holdEveryConnection(t);
    const pending = supervisor.get('/api/workitems/summary');
    try {
      await waitFor(() => (t.database.handle.waiting() > 0 ? true : undefined), 'the request to queue');
    } finally {
      await hold.release();
    }
    const response = await pending;
    expect(response.statusCode).toBe(200);
    expect(response.body.status).toBe('Success');
  });
});

describe.runIf(usesPostgres())('a request whose statement outlasts DB_STATEMENT_TIMEOUT_MS (PostgreSQL)', () => {
  const t = useTestApp({ DB_QUEUE_TIMEOUT_MS: '1500', DB_STATEMENT_TIMEOUT_MS: '200' });

  it('answers 503 while the tickets are locked, and background work still waits the lock out', async () => {
    const supervisor = await t.as('supervisor');
    const { default: pg } = await import('pg');
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE work_items IN ACCESS EXCLUSIVE MODE');
      expectBusy(await supervisor.get('/api/workitems/summary'), '2');
      // Outside a request there is no statement_timeout, even on a connection a request used before.
      const background = queryRows<{ count: number }>(t.app.ctx.db, sql`SELECT count(*)::int AS count FROM work_items`);
      await waitFor(async () => {
        const rows = await locker.query<{ waiting: number }>(
          `SELECT count(*)::int AS waiting FROM pg_locks WHERE relation = 'work_items'::regclass AND NOT granted`,
        );
        return rows.rows[0].waiting > 0 ? true : undefined;
      }, 'the background query to wait for the lock');
      await locker.query('ROLLBACK');
      expect(await background).toEqual([{ count: expect.any(Number) }]);
    } finally {
      await locker.end();
    }
    expect((await supervisor.get('/api/workitems/summary')).statusCode).toBe(200);
  });
});
