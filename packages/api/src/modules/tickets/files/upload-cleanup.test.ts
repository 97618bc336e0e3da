import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { storedFiles, workItemAttachments } from '../../../db/schema';
import { removeExpiredUploads } from './upload-cleanup';

describe('removeExpiredUploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes temporary uploads older than 24 hours with their files, and keeps the rest', async () => {
    const client = await t.as('agente');
    const old = (await client.upload('/api/uploads', 'viejo.txt', 'viejo')).body.data;
    const recent = (await client.upload('/api/uploads', 'nuevo.txt', 'nuevo')).body.data;
    const db = t.database.handle.db;
    await db
      .update(workItemAttachments)
      .set({ createdDate: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(workItemAttachments.id, old.id));

    expect(await removeExpiredUploads({ db, storage: t.app.ctx.storage })).toBe(1);
    expect(await db.select().from(workItemAttachments).where(eq(workItemAttachments.id, old.id))).toEqual([]);
    expect(await t.app.ctx.storage.open(`C1/${old.filePath}`)).toBeNull();
    expect((await client.raw(recent.url)).body).toBe('nuevo');
  });

  it('removes stored files whose upload never finished once they are older than 24 hours', async () => {
    const db = t.database.handle.db;
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await db.insert(storedFiles).values([{ key: 'C1/abandonado.pdf', createdDate: dayAgo }, { key: 'C1/llegando.pdf' }]);

    await removeExpiredUploads({ db, storage: t.app.ctx.storage });

    const left = await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.complete, false));
    expect(left).toEqual([{ key: 'C1/llegando.pdf' }]);
  });
});
