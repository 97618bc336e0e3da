// Two server processes on one PostgreSQL serve each other's files: what one received, the other sends back
// byte-identical, because the files live in the database and not on the disk of the process that took the upload; and
// the upload rate counts a user's uploads through every process together.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_USER_MINUTE } from '@tms/contracts';
import { CHUNK_BYTES } from '../../../lib/storage-database';
import { secondServer, type TestClient, useTestApp } from '../../../test/test-app';
import { usesPostgres } from '../../../test/test-database';
import { useBeforeAll } from '../../../test/use-before-all';

describe.runIf(usesPostgres())('files across server processes on one PostgreSQL', () => {
  const t = useTestApp();
  const other = useBeforeAll(
    async () => {
      const server = await secondServer(t);
      await server.app.ready();
      return server;
    },
    (server) => server.close(),
  );
  // One agent's session, used on this server and on the other.
  let agente: TestClient;
  let agenteOnOther: TestClient;

  beforeAll(async () => {
    agente = await t.as('agente');
    agenteOnOther = agente.on(other().app);
  });

  it('downloads through one server an attachment of several chunks uploaded through the other', async () => {
    const content = randomBytes(3 * CHUNK_BYTES + 777);
    const upload = await agente.upload('/api/uploads', 'informe.pdf', content, 'application/pdf');
    expect(upload.statusCode, upload.raw.body).toBe(201);
    const { url, size } = upload.body.data;
    expect(size).toBe(content.length);

    const response = await agenteOnOther.raw(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
  });

  it('shows on one server a rich-text image uploaded through the other', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(CHUNK_BYTES + 5)]);
    const upload = await agenteOnOther.upload('/api/uploads/images', 'foto.png', png, 'image/png');
    expect(upload.statusCode, upload.raw.body).toBe(201);

    const response = await t.anonymous.raw(upload.body.data.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(png)).toBe(true);
  });

  it("counts one user's uploads through both servers against one rate", async () => {
    const setting = { code: UPLOADS_PER_USER_MINUTE, detail: '2', isActive: true };
    expect((await (await t.as('admin')).post('/api/lookupsettings', setting)).statusCode).toBe(201);
    const supervisor = await t.as('supervisor');
    expect((await supervisor.upload('/api/uploads', 'uno.txt', 'uno')).statusCode).toBe(201);
    expect((await supervisor.on(other().app).upload('/api/uploads', 'dos.txt', 'dos')).statusCode).toBe(201);
    expect((await supervisor.upload('/api/uploads', 'tres.txt', 'tres')).statusCode).toBe(429);
  });
});
