import { defineConfig } from 'vitest/config';

// API tests run on embedded PGlite, and again on a real PostgreSQL server when TEST_DATABASE_URL is set
// (CI sets it; a missing server is then a failure, not a skip).
const apiProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['packages/api/src/**/*.test.ts'],
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['packages/contracts/src/**/*.test.ts', 'packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      apiProject('api-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
});
