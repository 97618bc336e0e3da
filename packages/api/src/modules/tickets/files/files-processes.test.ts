// Two server processes on one PostgreSQL serve each other's files: what one received, the other sends back
// byte-identical, because the files live in the database and not on the disk of the process that took the upload.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../../../lib/storage-database';
import { createTestApp, secondServer, type TestApp } from '../../../test/test-app';
import { usesPostgres } from '../../../test/test-database';

describe.runIf(usesPostgres())('files across server processes on one PostgreSQL', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ app: other, close: closeOther } = await secondServer(t));
    await other.ready();
    const login = await t.anonymous.post('/api/auth/login', { userName: 'agente', password: 'Agente123!' });
    token = login.body.data.token;
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });

  const uploadTo = (app: FastifyInstance, url: string, fileName: string, content: Buffer, contentType: string) => {
    const boundary = 'tmsprocesses';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n`;
    const payload = Buffer.concat([
      Buffer.from(`${head}Content-Type: ${contentType}\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const download = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('downloads through one server an attachment of several chunks uploaded through the other', async () => {
    const content = randomBytes(3 * CHUNK_BYTES + 777);
    const upload = await uploadTo(t.app, '/api/uploads', 'informe.pdf', content, 'application/pdf');
    expect(upload.statusCode, upload.body).toBe(201);
    const { url, size } = upload.json().data;
    expect(size).toBe(content.length);

    const response = await download(other, url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('shows on one server a rich-text image uploaded through the other', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(CHUNK_BYTES + 5)]);
    const upload = await uploadTo(other, '/api/uploads/images', 'foto.png', png, 'image/png');
    expect(upload.statusCode, upload.body).toBe(201);

    const response = await t.app.inject({ method: 'GET', url: upload.json().data.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(png)).toBe(true);
  });
});
