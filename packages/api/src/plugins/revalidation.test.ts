// Catalogue look-ups carry an ETag and `private, no-cache`; asked again with that tag they answer 304 without a body
// until the catalogue changes. Other answers carry no tag.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { useTestApp, type TestClient } from '../test/test-app';

describe('revalidation of the catalogue look-ups', () => {
  const t = useTestApp();
  let admin: TestClient;

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('answers 304 to a look-up asked with its tag, and a new tag once the catalogue changed', async () => {
    const first = await admin.raw('/api/priorities/all', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{32}"$/);

    const again = await admin.raw('/api/priorities/all', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const plain = await admin.raw('/api/priorities/all', { 'if-none-match': etag });
    expect(plain.statusCode).toBe(304);

    const [{ id }] = first.json().data as { id: number }[];
    await queryRows(t.database.handle.db, sql`UPDATE priorities SET code = 'Crítica renombrada' WHERE id = ${id}`);
    const changed = await admin.raw('/api/priorities/all', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('tags no other answer', async () => {
    const list = await admin.raw('/api/workitems/received', {});
    expect(list.statusCode).toBe(200);
    expect(list.headers.etag).toBeUndefined();
  });
});
