// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
// Both go through Drizzle with the same schema, so the rest of the code never knows which one it talks to.
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** LISTEN on a channel; returns a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface DatabaseTarget {
  /** postgres://… for a server; otherwise an embedded PGlite directory, or 'memory://' for tests. */
  databaseUrl?: string;
  pgliteDir?: string;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover) is replaced on the next query; it must not crash us.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzle({ client: pool, schema }) as unknown as Database;
    const listen = async (channel: string, onPayload: (payload: string) => void) => {
      // LISTEN needs one dedicated connection for as long as we listen; a lost one is replaced.
      let stopped = false;
      let client: InstanceType<typeof pg.Client>;
      const connect = async (): Promise<void> => {
        client = new pg.Client({ connectionString: target.databaseUrl });
        client.on('error', (error) => process.emitWarning(`PostgreSQL listener connection failed: ${error.message}`));
        client.on('notification', (message) => {
          if (message.channel === channel && message.payload) onPayload(message.payload);
        });
        client.on('end', () => {
          if (!stopped)
            setTimeout(
              () => void connect().catch((error: Error) => process.emitWarning(`LISTEN reconnect failed: ${error.message}`)),
              1000,
            );
        });
        await client.connect();
        await client.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      };
      await connect();
      return async () => {
        stopped = true;
        await client.end();
      };
    };
    return { db, kind: 'postgres', close: () => pool.end(), listen };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = target.pgliteDir ?? 'memory://';
  const client = await PGlite.create(dir === 'memory://' ? dir : path.resolve(dir), { extensions: { pg_trgm, unaccent } });
  const db = drizzle({ client, schema }) as unknown as Database;
  const listen = async (channel: string, onPayload: (payload: string) => void) => {
    const stop = await client.listen(channel, onPayload);
    return () => stop();
  };
  return { db, kind: 'pglite', close: () => client.close(), listen };
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  // oxlint-disable-next-line typescript/no-unnecessary-type-assertion -- the drivers type their results apart; both hold rows
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
