// A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a new database on the
// PostgreSQL server of TEST_DATABASE_URL when the test project runs with TEST_DB=postgres (or on the server a test
// names, such as a cluster of its own).
import { randomBytes } from 'node:crypto';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';

export const usesPostgres = () => process.env.TEST_DB === 'postgres';

async function createServerDatabase(serverUrl?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const { default: pg } = await import('pg');
  const name = `tms_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
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

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const server = usesPostgres() || options.serverUrl ? await createServerDatabase(options.serverUrl) : null;
  const handle = await openDatabase(server ? { databaseUrl: server.url } : { pgliteDir: 'memory://' });
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { demo: options.demo ?? true });
  return {
    handle,
    url: server?.url,
    async dispose() {
      await handle.close();
      await server?.drop();
    },
  };
}
