import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// API tests run on embedded PGlite, and again on a real PostgreSQL server when TEST_DATABASE_URL is set
// (CI sets it; a missing server is then a failure, not a skip).
const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['packages/api/src/**/*.test.ts'],
    environment: 'node',
    env,
    // One migrated and seeded database of each kind per run, copied by each test file (packages/api/src/test).
    globalSetup: ['packages/api/src/test/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Two test files at a time even on a two-core machine (vitest's default there is one): an API test spends most of
    // its time waiting on the database server, so the second file fills the first one's waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'packages/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // Web components and hooks, rendered in jsdom with Testing Library (matchers from jest-dom).
      {
        plugins: [react()],
        resolve: { tsconfigPaths: true },
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/lib/testing/setup.ts'],
          testTimeout: 15_000,
        },
      },
      apiProject('api-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
});
