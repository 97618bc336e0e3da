// Prepares everything the app needs before it listens: the data-directory lock (PGlite), the database, its
// migrations and seed data, the token key, and the file storage (with the files an earlier install kept on disk).
import type { AppConfig } from './config/config';
import type { AppContext } from './context';
import { openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { seedDatabase, type SeedOutcome } from './db/seed';
import { demoTicketRules } from './demo-ticket-rules';
import { createTokenService, generateSecret, loadOrCreateSecret } from './lib/tokens';
import path from 'node:path';
import { createDatabaseStorage } from './lib/storage-database';
import { importDiskFiles, type DiskImport } from './lib/storage-import';

export interface Bootstrapped {
  ctx: AppContext;
  seeded: SeedOutcome;
  /** What DATA_DIR/files held from before files lived in the database, and what became of it. */
  diskImport: DiskImport;
  shutdown: () => Promise<void>;
}

export async function bootstrap(config: AppConfig): Promise<Bootstrapped> {
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
    await migrateDatabase(database);
    const seeded = await seedDatabase(database.db, {
      demo: config.seedDemo,
      demoTickets: demoTicketRules,
      adminPassword: config.adminPassword,
    });
    const secret = config.jwtSecret ?? (await loadOrCreateSecret(database.db, 'jwt', generateSecret));
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      tokens: createTokenService(secret, config.tokenTtlHours),
      storage: createDatabaseStorage(database.db),
    };
    const diskImport = await importDiskFiles(ctx.storage, config.filesDir);
    if (diskImport.left.length > 0)
      process.emitWarning(`${diskImport.left.length} files stay in ${config.filesDir}; the next start imports them again`);
    return {
      ctx,
      seeded,
      diskImport,
      shutdown: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
