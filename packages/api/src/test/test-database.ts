// A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new database on the
// PostgreSQL server of TEST_DATABASE_URL when the test project runs with TEST_DB=postgres (or on the server a test
// names, such as a cluster of its own). It starts as a copy of the run's template (database-templates.ts) when there
// is one for its server, and is migrated and seeded from scratch otherwise.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';

export const usesPostgres = () => process.env.TEST_DB === 'postgres';

/** Per variant of the seed: a PGlite dump's file, or a template database's name on TEST_DATABASE_URL's server. */
export interface DatabaseTemplates {
  demo: string;
  plain: string;
}

export interface ServerDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates a database (a copy of `template` when given) on the server of `serverUrl`, by default TEST_DATABASE_URL's. */
export async function createServerDatabase(
  options: { serverUrl?: string; template?: string; prefix?: string } = {},
): Promise<ServerDatabase> {
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `${options.prefix ?? 'tms_test'}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = options.template ? ` TEMPLATE ${options.template}` : '';
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** postgres://… of this database when it lives on a server. */
  url?: string;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  demo?: boolean;
  /** postgres://… of the server to create the database on, instead of TEST_DATABASE_URL (and even on TEST_DB=pglite). */
  serverUrl?: string;
}

/** Migrates and seeds an open database, as a test file's database starts. */
export async function prepareDatabase(handle: DatabaseHandle, demo: boolean): Promise<void> {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo });
}

/** The run's template for this database, when there is one for its server. */
function templateFor(options: TestDatabaseOptions, demo: boolean): string | undefined {
  if (options.serverUrl) return undefined;
  return inject('databaseTemplates')?.[demo ? 'demo' : 'plain'];
}

async function openPglite(snapshotFile: string | undefined): Promise<DatabaseHandle> {
  const pgliteSnapshot = snapshotFile ? new Blob([await fs.readFile(snapshotFile)]) : undefined;
  return openDatabase({ pgliteDir: 'memory://', pgliteSnapshot });
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const demo = options.demo ?? true;
  const template = templateFor(options, demo);
  const onAServer = usesPostgres() || Boolean(options.serverUrl);
  const server = onAServer ? await createServerDatabase({ serverUrl: options.serverUrl, template }) : null;
  const handle = server ? await openDatabase({ databaseUrl: server.url }) : await openPglite(template);
  if (!template) await prepareDatabase(handle, demo);
  return {
    handle,
    url: server?.url,
    async dispose() {
      await handle.close();
      await server?.drop();
    },
  };
}
