// Every user's uploads (attachments and rich-text images) are bounded per minute (429 request.too_many) and per 24
// hours (413 request.too_large), by the company's settings or their defaults, counted in the database.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sum } from 'drizzle-orm';
import {
  catalogueMessages,
  DEFAULT_UPLOADS_PER_USER_MINUTE,
  ticketMessages,
  UPLOAD_MB_PER_USER_DAY,
  UPLOADS_PER_USER_MINUTE,
} from '@tms/contracts';
import { storedFiles, uploadUsage, workItemAttachments } from '../../../db/schema';
import { type TestClient, useTestApp } from '../../../test/test-app';

const KB = 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('upload quota and rate', () => {
  const t = useTestApp();
  let admin: TestClient;

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  const setSetting = async (code: string, detail: string) => {
    const response = await admin.post('/api/lookupsettings', { code, detail, isActive: true });
    expect(response.statusCode, response.raw.body).toBe(201);
  };

  it('refuses the upload past the default number of files per minute with 429 and the Spanish message', async () => {
    const proveedor = await t.as('proveedor');
    const uploads = [];
    for (let i = 0; i < DEFAULT_UPLOADS_PER_USER_MINUTE; i++) {
      uploads.push((await proveedor.upload('/api/uploads/images', 'foto.png', PNG, 'image/png')).statusCode);
    }
    expect(uploads.every((status) => status === 201)).toBe(true);

    const refused = await proveedor.upload('/api/uploads', 'uno-mas.txt', 'hola');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toMatchObject({
      status: 'Fail',
      message: ticketMessages.uploadRate(DEFAULT_UPLOADS_PER_USER_MINUTE),
      data: { code: 'request.too_many' },
    });
    // Another user is not held back by this one.
    expect((await (await t.as('cliente')).upload('/api/uploads', 'mio.txt', 'hola')).statusCode).toBe(201);
  });

  it('refuses an upload past the megabytes per day with 413, keeps nothing of it, and counts only what was stored', async () => {
    await setSetting(UPLOAD_MB_PER_USER_DAY, '1');
    const agente = await t.as('agente');
    const first = await agente.upload('/api/uploads', 'grande.bin', Buffer.alloc(700 * KB, 1));
    expect(first.statusCode, first.raw.body).toBe(201);

    const second = await agente.upload('/api/uploads', 'otro.bin', Buffer.alloc(700 * KB, 2));
    expect(second.statusCode).toBe(413);
    expect(second.body).toMatchObject({ message: ticketMessages.uploadQuota(1), data: { code: 'request.too_large' } });
    const image = await agente.upload(
      '/api/uploads/images',
      'foto.png',
      Buffer.concat([PNG, Buffer.alloc(400 * KB)]),
      'image/png',
    );
    expect(image.statusCode).toBe(413);

    const agentFiles = await t.database.handle.db.select().from(workItemAttachments).where(eq(workItemAttachments.createdBy, 2));
    expect(agentFiles.map((file) => file.name)).toEqual(['grande.bin']);
    expect(await t.database.handle.db.select().from(storedFiles).where(eq(storedFiles.complete, false))).toEqual([]);
    const [counted] = await t.database.handle.db
      .select({ bytes: sum(uploadUsage.bytes) })
      .from(uploadUsage)
      .where(eq(uploadUsage.userId, 2));
    expect(Number(counted.bytes)).toBe(700 * KB);
  });

  it('keeps parallel uploads of one user within the quota together', async () => {
    const supervisor = await t.as('supervisor');
    const responses = await Promise.all(
      [1, 2, 3, 4].map((n) => supervisor.upload('/api/uploads', `parte-${n}.bin`, Buffer.alloc(300 * KB, n))),
    );
    const stored = responses.filter((response) => response.statusCode === 201);
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(stored.length).toBeLessThan(4);
    expect(responses.filter((response) => response.statusCode !== 201).map((r) => r.statusCode)).toEqual(
      Array(4 - stored.length).fill(413),
    );
    expect(stored.reduce((total, response) => total + response.body.data.size, 0)).toBeLessThanOrEqual(1024 * KB);
  });

  it('takes a whole number above zero for the numeric settings', async () => {
    for (const code of [UPLOAD_MB_PER_USER_DAY, UPLOADS_PER_USER_MINUTE]) {
      const response = await admin.post('/api/lookupsettings', { code, detail: 'muchos', isActive: true });
      expect(response.statusCode).toBe(400);
      expect(response.body.data).toMatchObject({ fields: { detail: catalogueMessages.positiveInteger } });
    }
  });
});
