// Applies the committed drizzle-kit migrations; the same SQL runs on PGlite and on PostgreSQL.
import { migrationsDir } from '../lib/paths';
import type { DatabaseHandle } from './client';

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: migrationsDir });
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: migrationsDir });
  }
}
