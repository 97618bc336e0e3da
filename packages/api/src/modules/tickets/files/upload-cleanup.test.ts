import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { richTextImages, storedFiles, workItemAttachments } from '../../../db/schema';
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

  it('removes a day after their upload the rich-text images no ticket, message or canned response names', async () => {
    const [client, admin] = [await t.as('agente'), await t.as('admin')];
    // Each image is named by its uploader: a text naming someone else's image it may not read drops it.
    const upload = async (uploader = client) => {
      const response = await uploader.upload(
        '/api/uploads/images',
        'foto.png',
        Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        'image/png',
      );
      expect(response.statusCode, response.raw.body).toBe(201);
      return (response.body.data.url as string).split('?')[0];
    };
    const [inTicket, inMessage, inCannedResponse, unused] = [await upload(), await upload(), await upload(admin), await upload()];
    const ticket = await client.post('/api/workitems', {
      subject: 'Con imagen',
      detail: `<p><img src="${inTicket}"></p>`,
      categoryId: 1,
      subCategoryId: 1,
      severityId: 1,
    });
    expect(ticket.statusCode, ticket.raw.body).toBe(201);
    const message = await client.post(`/api/workitems/${ticket.body.data.id}/discussions`, {
      message: `<img src="${inMessage}">`,
    });
    expect(message.statusCode, message.raw.body).toBe(201);
    const canned = await admin.post('/api/cannedresponses', {
      code: 'IMG',
      detail: `<p>Así</p><img src="${inCannedResponse}">`,
      isShared: true,
      isActive: true,
    });
    expect(canned.statusCode, canned.raw.body).toBe(201);
    const ctx = { db: t.database.handle.db, storage: t.app.ctx.storage };
    const stored = async (url: string) => (await ctx.storage.open(`C1/images/${url.split('/').pop()}`)) !== null;
    const hoursLater = (hours: number) => new Date(Date.now() + hours * 3_600_000);

    await removeExpiredUploads(ctx, hoursLater(23));
    expect(await stored(unused)).toBe(true);

    await removeExpiredUploads(ctx, hoursLater(25));
    expect(await stored(unused)).toBe(false);
    for (const kept of [inTicket, inMessage, inCannedResponse]) expect(await stored(kept)).toBe(true);
    const checked = await ctx.db.select().from(richTextImages).where(isNull(richTextImages.referencedDate));
    expect(checked).toEqual([]);
  });
});
