// A PostgreSQL connection of its own, outside the pool, for state that lives as long as its session (LISTEN, advisory
// locks). It never crashes the process: its errors are reported as warnings, and a lost connection (or a failed attempt)
// is replaced either in the background with backoff (`keepUp`: LISTEN) or by the next caller (locks).
import type { Client } from 'pg';
import { Backoff } from './connection-loss';

/** How long opening a connection may take before it counts as failed (a server that does not answer at all). */
export const CONNECT_TIMEOUT_MS = 5000;

export interface DedicatedConnectionOptions {
  /** Names the connection in warnings. */
  name: string;
  /** Runs on each new connection before anyone uses it (LISTEN, its notification handler). */
  prepare?: (client: Client) => Promise<void>;
  /** Called when an established connection is lost: what its session held (locks, LISTEN) is gone. */
  onLost?: () => void;
  /** Reconnect in the background, with backoff, after a loss or a failed attempt. */
  keepUp?: boolean;
}

export interface DedicatedConnection {
  /** The connection, opened first when there is none; rejects when it cannot be opened. */
  client(): Promise<Client>;
  close(): Promise<void>;
}

const warn = (name: string, what: string, error: unknown) =>
  process.emitWarning(`PostgreSQL ${name} connection ${what}: ${error instanceof Error ? error.message : String(error)}`);

export function dedicatedConnection(databaseUrl: string, options: DedicatedConnectionOptions): DedicatedConnection {
  const backoff = new Backoff();
  let current: Promise<Client> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function reconnectLater(): void {
    if (closed || retry || !options.keepUp) return;
    retry = setTimeout(() => {
      retry = undefined;
      connection().catch((error: unknown) => warn(options.name, 'could not be opened again', error));
    }, backoff.delay());
    retry.unref();
  }

  function lost(opened: Promise<Client>): void {
    if (current !== opened) return;
    current = undefined;
    options.onLost?.();
    reconnectLater();
  }

  async function open(): Promise<Client> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    client.on('error', (error) => warn(options.name, 'failed', error));
    try {
      await client.connect();
      await options.prepare?.(client);
    } catch (error) {
      await client.end().catch((endError: unknown) => warn(options.name, 'could not be closed', endError));
      throw error;
    }
    if (closed) {
      await client.end();
      throw new Error(`the ${options.name} connection was closed while it opened`);
    }
    return client;
  }

  function connection(): Promise<Client> {
    if (closed) return Promise.reject(new Error(`the ${options.name} connection is closed`));
    if (current) return current;
    const opening = open().then(
      (client) => {
        backoff.reset();
        client.once('end', () => lost(opening));
        return client;
      },
      (error: unknown) => {
        if (current === opening) current = undefined;
        reconnectLater();
        throw error;
      },
    );
    current = opening;
    return opening;
  }

  return {
    client: connection,
    async close() {
      closed = true;
      clearTimeout(retry);
      const opening = current;
      current = undefined;
      // A connection still opening rejects once it sees `closed`; whoever awaited it has its error.
      const client = await opening?.catch(() => undefined);
      await client?.end();
    },
  };
}
