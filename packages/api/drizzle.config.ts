import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema; migrations are applied by the app at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: undefined,
});
