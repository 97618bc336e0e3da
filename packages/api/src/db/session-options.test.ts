import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/test-app';
import { usesPostgres } from '../test/test-database';
import { queryRows } from './client';

describe.runIf(usesPostgres())("the server's PostgreSQL sessions", () => {
  const t = useTestApp();

  it('compile no statement just in time (every connection of the pool)', async () => {
    const settings = await Promise.all(
      Array.from({ length: t.database.handle.connections }, () => queryRows<{ jit: string }>(t.app.ctx.db, sql`SHOW jit`)),
    );
    expect(settings.flat().map((row) => row.jit)).toEqual(Array(t.database.handle.connections).fill('off'));
  });
});
