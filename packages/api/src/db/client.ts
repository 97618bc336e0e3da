// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
// Both go through Drizzle with the same schema, so the rest of the code never knows which one it talks to.
// Every query waits for a connection at one gate (PGlite has one, the pool ten); a query of work running under a
// budget (withDatabaseBudget: each HTTP request) gives up with DatabaseBusyError once it has waited the queue budget,
// and on PostgreSQL its statements run with the budget's statement_timeout. Work outside a budget (startup, the
// background jobs, LISTEN deliveries, the tools) waits its turn and runs its statements to their end.
// PostgreSQL may go away (a restart, a fail-over): no lost connection crashes the process, queries fail with
// DatabaseUnavailableError (503 'server.busy' for a request) while it is away, and the pool and the LISTEN connections
// reconnect with backoff (connection-loss.ts, dedicated-connection.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema';
import { DatabaseAvailability, DatabaseUnavailableError, isDatabaseUnavailable } from './connection-loss';
import { CONNECT_TIMEOUT_MS, dedicatedConnection } from './dedicated-connection';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** How many queries may hold a connection at once (1 on PGlite, the pool's size on PostgreSQL). */
  connections: number;
  /** How many queries are waiting for a connection right now. */
  waiting(): number;
  close(): Promise<void>;
  /** LISTEN on a channel, again after a lost connection (PostgreSQL); returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface DatabaseTarget {
  /** postgres://… for a server; otherwise an embedded PGlite directory, or 'memory://' for tests. */
  databaseUrl?: string;
  pgliteDir?: string;
  /** A PGlite data directory dumped with dumpDataDir() to start from instead of an empty one (the tests' templates). */
  pgliteSnapshot?: Blob;
}

/** What a unit of work (an HTTP request) may spend on the database. */
export interface DatabaseBudget {
  /** How long each of its queries may wait for a connection before DatabaseBusyError. */
  queueTimeoutMs: number;
  /**
   * PostgreSQL's statement_timeout for its statements (0: none). PGlite runs in this thread, so a statement there
   * always runs to its end; only the queue budget applies.
   */
  statementTimeoutMs: number;
}

interface BudgetScope {
  budget: DatabaseBudget;
  /** When the work began, in the gate's order of arrival: work under way is served before work that came later. */
  turn: number;
}

const budgetScope = new AsyncLocalStorage<BudgetScope>();
let lastTurn = 0;
const nextTurn = () => (lastTurn += 1);

/** Runs `work` (and everything it starts) under `budget`. */
export function withDatabaseBudget<T>(budget: DatabaseBudget, work: () => T): T {
  return budgetScope.run({ budget, turn: nextTurn() }, work);
}

/** Runs `work` outside any budget, even when called from budgeted work (a listener outliving its request). */
const outsideBudget = <T>(work: () => T): T => budgetScope.exit(work);

/** A query of budgeted work that waited its whole queue budget for a connection. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('the database stayed busy for the whole queue budget');
  }
}

/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/** Whether an error (or the driver error Drizzle wraps) means the database was too busy for the budget. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if (e instanceof DatabaseBusyError || (e as { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
}

interface Waiter {
  grant(): void;
  refuse(error: Error): void;
  deadline: number;
  turn: number;
  timer?: NodeJS.Timeout;
}

/**
 * Hands out `size` connections in the order the work began: the next query of a request under way goes before the
 * first query of a request that came after it, so requests already started finish rather than all of them slowing
 * down together (work outside a budget takes its turn when its query arrives). A waiter of budgeted work leaves the
 * queue with DatabaseBusyError when its budget runs out, so the queue never outgrows what the budget lets in. PGlite
 * blocks this thread while a statement runs, so timers may fire late: a waiter whose deadline passed is refused when
 * its turn comes, not served.
 */
class ConnectionGate {
  #free: number;
  readonly #waiters: Waiter[] = [];

  constructor(readonly size: number) {
    this.#free = size;
  }

  get waiting(): number {
    return this.#waiters.length;
  }

  /** Waits for a connection; answers the function that gives it back (once). */
  async acquire(): Promise<() => void> {
    if (this.#free > 0 && this.#waiters.length === 0) {
      this.#free -= 1;
      return this.#releaser();
    }
    const scope = budgetScope.getStore();
    const left = scope ? scope.budget.queueTimeoutMs : Number.POSITIVE_INFINITY;
    await new Promise<void>((grant, refuse) => {
      const waiter: Waiter = { grant, refuse, deadline: Date.now() + left, turn: scope?.turn ?? nextTurn() };
      if (Number.isFinite(left)) {
        waiter.timer = setTimeout(() => {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          refuse(new DatabaseBusyError());
        }, left);
      }
      const later = this.#waiters.findIndex((other) => other.turn > waiter.turn);
      this.#waiters.splice(later === -1 ? this.#waiters.length : later, 0, waiter);
    });
    return this.#releaser();
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#handOver();
    };
  }

  /** Passes the freed connection to the first waiter still within its budget. */
  #handOver(): void {
    for (let waiter = this.#waiters.shift(); waiter; waiter = this.#waiters.shift()) {
      clearTimeout(waiter.timer);
      if (Date.now() <= waiter.deadline) {
        waiter.grant();
        return;
      }
      waiter.refuse(new DatabaseBusyError());
    }
    this.#free += 1;
  }

  /** Runs `work` holding a connection. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }
}

const POOL_SIZE = 10;
/**
 * The pool's session settings (docs/performance.md#what-makes-it-fast-at-1m). JIT compilation is off: the server's
 * statements read a page or a count through indexes in milliseconds, but at a million tickets the planner's cost
 * estimates pass jit_above_cost and compiling took 50–800 ms a statement. A DATABASE_URL naming `options` wins.
 */
const SESSION_OPTIONS = '-c jit=off';

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const { databaseUrl } = target;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: POOL_SIZE,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: SESSION_OPTIONS,
    });
    const gate = new ConnectionGate(POOL_SIZE);
    gatePool(pool, gate, new DatabaseAvailability());
    // A connection the server closes (restart, fail-over) is replaced on the next query; it must not crash us, idle in
    // the pool (the pool's 'error') or checked out (node-postgres leaves a checked-out client without a listener).
    const connectionFailed = (error: Error) => process.emitWarning(`PostgreSQL closed a connection: ${error.message}`);
    pool.on('error', connectionFailed);
    pool.on('connect', (client) => client.on('error', connectionFailed));
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const listen = (channel: string, onPayload: (payload: string) => void) => listenOnServer(databaseUrl, channel, onPayload);
    return { db, kind: 'postgres', connections: gate.size, waiting: () => gate.waiting, close: () => pool.end(), listen };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = target.pgliteDir ?? 'memory://';
  const client = await PGlite.create(dir === 'memory://' ? dir : path.resolve(dir), {
    extensions: { pg_trgm, unaccent },
    ...(target.pgliteSnapshot ? { loadDataDir: target.pgliteSnapshot } : {}),
  });
  const gate = new ConnectionGate(1);
  const db = drizzle({ client: gatePglite(client, gate), schema }) as unknown as Database;
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    const stop = await client.listen(channel, (payload) => outsideBudget(() => onPayload(payload)));
    return () => stop();
  };
  return { db, kind: 'pglite', connections: gate.size, waiting: () => gate.waiting, close: () => client.close(), listen };
}

/**
 * LISTEN on a dedicated connection for as long as we listen. A lost connection is replaced with backoff and LISTENs
 * again, so the listener hears the channel again once the database is back (what was announced meanwhile is missed);
 * a first attempt that fails is retried the same way rather than failing the listener.
 */
async function listenOnServer(databaseUrl: string, channel: string, onPayload: (payload: string) => void) {
  const connection = dedicatedConnection(databaseUrl, {
    name: `LISTEN ${channel}`,
    keepUp: true,
    async prepare(client) {
      client.on('notification', (message) => {
        const { payload } = message;
        if (message.channel === channel && payload) outsideBudget(() => onPayload(payload));
      });
      await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
    },
  });
  await connection
    .client()
    .catch((error: Error) => process.emitWarning(`LISTEN ${channel} waits for the database: ${error.message}`));
  return () => connection.close();
}

/** PGlite as Drizzle sees it: each query and each transaction holds the gate's one connection while it runs. */
function gatePglite<T extends object>(client: T, gate: ConnectionGate): T {
  const gated = new Set<PropertyKey>(['query', 'exec', 'transaction']);
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      return gated.has(property) ? (...args: unknown[]) => gate.run(async () => method(...args)) : method;
    },
  });
}

/**
 * Routes every checkout of the pool (its own `query` included) through the gate, and gives each connection the
 * statement_timeout of the budget it serves (set again only when it changes). While the database cannot be reached,
 * checkouts fail with DatabaseUnavailableError, at once until the availability's backoff lets the next attempt try.
 */
function gatePool(pool: Pool, gate: ConnectionGate, availability: DatabaseAvailability): void {
  const checkout = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const timeouts = new WeakMap<PoolClient, number>();
  const connect = async (): Promise<PoolClient> => {
    const statementTimeoutMs = budgetScope.getStore()?.budget.statementTimeoutMs ?? 0;
    availability.assertMayConnect();
    const giveBackSlot = await gate.acquire();
    let client: PoolClient;
    try {
      client = await checkout();
      availability.connected();
    } catch (error) {
      giveBackSlot();
      if (!isDatabaseUnavailable(error)) throw error;
      availability.connectFailed();
      throw new DatabaseUnavailableError(error);
    }
    handBackWhenLost(client, giveBackSlot);
    if (timeouts.get(client) !== statementTimeoutMs) {
      try {
        await client.query(`SET statement_timeout = ${Math.trunc(statementTimeoutMs)}`);
      } catch (error) {
        client.release(true);
        throw error;
      }
      timeouts.set(client, statementTimeoutMs);
    }
    return client;
  };
  type Callback = (error: Error | undefined, client: PoolClient | undefined, done: (release?: Error | boolean) => void) => void;
  pool.connect = ((callback?: Callback) => {
    if (!callback) return connect();
    connect().then(
      (client) => callback(undefined, client, (release) => client.release(release)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }) as typeof pool.connect;
}

/**
 * Makes a checked-out client's release give back its gate slot too, once however often it is called, and hands the
 * client back by itself when its connection is lost: a holder that never releases it then (Drizzle's transaction
 * whose BEGIN fails) cannot keep a slot of the gate, nor keep the pool from ending, forever.
 */
function handBackWhenLost(client: PoolClient, giveBackSlot: () => void): void {
  const giveBackClient = client.release.bind(client);
  let released = false;
  const lost = (error: Error) => client.release(error);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', lost);
    giveBackClient(error);
    giveBackSlot();
  };
  client.once('error', lost);
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  // oxlint-disable-next-line typescript/no-unnecessary-type-assertion -- the drivers type their results apart; both hold rows
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
