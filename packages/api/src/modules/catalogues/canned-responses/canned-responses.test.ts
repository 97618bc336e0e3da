import { beforeAll, describe, expect, it } from 'vitest';
import { cannedResponseMessages, catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

interface Row {
  id: number;
  code: string;
  detail: string;
  isShared: boolean;
  ownerName: string;
}

const response = (code: string, isShared: boolean, isActive = true) => ({
  code,
  detail: `<p>Hola {{creador.nombre}}, le atiende {{usuario.nombre}}.</p>`,
  isShared,
  isActive,
});

describe('cannedresponses', () => {
  const t = useTestApp();
  let admin: TestClient;
  let supervisor: TestClient;
  beforeAll(async () => {
    admin = await t.as('admin');
    supervisor = await t.as('supervisor');
  });

  const codes = async (client: TestClient, path = '/api/cannedresponses') =>
    ((await client.get(path)).body.data as Row[]).map((r) => r.code);

  it('creates, reads, updates and deletes a response, its detail sanitised like a ticket detail', async () => {
    const created = await admin.post('/api/cannedresponses', {
      ...response('Bienvenida', true),
      detail: '<p onclick="x()">Hola <strong>{{creador.nombre}}</strong></p><script>alert(1)</script>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      code: 'Bienvenida',
      detail: '<p>Hola <strong>{{creador.nombre}}</strong></p>',
      isShared: true,
      isActive: true,
      ownerName: 'Administrador General',
    });
    const id = created.body.data.id;
    const updated = await admin.put(`/api/cannedresponses/${id}`, { ...response('Bienvenida formal', true), isActive: false });
    expect(updated.statusCode).toBe(200);
    expect((await admin.get(`/api/cannedresponses/${id}`)).body.data).toEqual(updated.body.data);
    expect(await codes(admin)).toContain('Bienvenida formal');
    expect(await codes(admin, '/api/cannedresponses/all')).not.toContain('Bienvenida formal');
    expect((await admin.delete(`/api/cannedresponses/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/cannedresponses/${id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/cannedresponses/${id}`)).statusCode).toBe(404);
  });

  it("gives each row of the admin list its abilities: only a response's owner makes it personal", async () => {
    await supervisor.post('/api/cannedresponses', response('Firma compartida', true));
    const abilitiesOf = async (client: TestClient) =>
      ((await client.get('/api/cannedresponses')).body.data as Array<Row & { abilities: unknown }>).find(
        (row) => row.code === 'Firma compartida',
      )?.abilities;
    expect(await abilitiesOf(supervisor)).toEqual({ canMakePersonal: true });
    expect(await abilitiesOf(admin)).toEqual({ canMakePersonal: false });
  });

  it("keeps a personal response its owner's: another user gets 404 on every call and never lists it", async () => {
    const mine = (await supervisor.post('/api/cannedresponses', response('Mi firma', false))).body.data as Row;
    const shared = (await supervisor.post('/api/cannedresponses', response('Firma del equipo', true))).body.data as Row;
    expect(await codes(supervisor)).toEqual(expect.arrayContaining(['Mi firma', 'Firma del equipo']));
    expect(await codes(supervisor, '/api/cannedresponses/all')).toEqual(expect.arrayContaining(['Mi firma', 'Firma del equipo']));

    expect(await codes(admin)).toContain('Firma del equipo');
    expect(await codes(admin)).not.toContain('Mi firma');
    const agent = await t.as('agente');
    expect(await codes(agent, '/api/cannedresponses/all')).toContain('Firma del equipo');
    expect(await codes(agent, '/api/cannedresponses/all')).not.toContain('Mi firma');
    expect((await admin.get(`/api/cannedresponses/${mine.id}`)).statusCode).toBe(404);
    expect((await admin.put(`/api/cannedresponses/${mine.id}`, response('Tomada', true))).statusCode).toBe(404);
    expect((await admin.delete(`/api/cannedresponses/${mine.id}`)).statusCode).toBe(404);
    expect((await supervisor.get(`/api/cannedresponses/${mine.id}`)).body.data.code).toBe('Mi firma');

    // Only its owner may take a shared response out of everyone's editor.
    const hidden = await admin.put(`/api/cannedresponses/${shared.id}`, response('Firma del equipo', false));
    expect(hidden.statusCode).toBe(400);
    expect(hidden.body.data.fields).toEqual({ isShared: cannedResponseMessages.onlyOwnerMakesPersonal });
    expect((await admin.put(`/api/cannedresponses/${shared.id}`, response('Firma del equipo v2', true))).body.data).toMatchObject(
      {
        ownerName: 'Sergio Supervisor',
      },
    );
    expect((await supervisor.put(`/api/cannedresponses/${shared.id}`, response('Firma del equipo v2', false))).statusCode).toBe(
      200,
    );
    expect(await codes(admin)).not.toContain('Firma del equipo v2');
  });

  it("shows each reader the response's images signed for their session, and stores only images the author may see", async () => {
    const upload = await admin.upload('/api/uploads/images', 'logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png');
    const address = (upload.body.data.url as string).split('?')[0];
    const foreign = `/api/images/${'f'.repeat(32)}.png`;
    const created = await admin.post('/api/cannedresponses', {
      ...response('CON-IMAGEN', true),
      detail: `<p>Logo</p><img src="${upload.body.data.url}" /><img src="${foreign}" />`,
    });
    expect(created.statusCode, created.raw.body).toBe(201);

    const picked = ((await supervisor.get('/api/cannedresponses/all')).body.data as Row[]).find((r) => r.code === 'CON-IMAGEN')!;
    const src = /src="([^"]+)"/.exec(picked.detail)![1].replaceAll('&amp;', '&');
    expect(picked.detail).not.toContain(foreign);
    expect(src).toMatch(new RegExp(`^${address}\\?u=3&s=`));
    expect((await t.anonymous.raw(src)).statusCode).toBe(200);
  });

  it('validates in Spanish, field by field', async () => {
    const empty = await admin.post('/api/cannedresponses', { code: '', detail: '<p> </p>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe(messages.badRequest);
    expect(empty.body.data.fields).toEqual({
      code: messages.fieldRequired,
      detail: messages.fieldRequired,
      isShared: catalogueMessages.required,
      isActive: catalogueMessages.required,
    });
    const long = await admin.post('/api/cannedresponses', { ...response('x'.repeat(101), true) });
    expect(long.body.data.fields).toEqual({ code: messages.maxLength(100) });
    const onlyScript = await admin.post('/api/cannedresponses', { ...response('Vacía', true), detail: '<script>x()</script>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.body.data.fields).toEqual({ detail: messages.fieldRequired });
    const wrongTypes = await admin.post('/api/cannedresponses', { code: 7, detail: ['x'], isShared: 'sí', isActive: 1 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.body.data.fields).sort()).toEqual(['code', 'detail', 'isActive', 'isShared']);
    expect(JSON.stringify(wrongTypes.body)).not.toMatch(/expected|Invalid/);
    const tooLong = await admin.post('/api/cannedresponses', {
      ...response('Larga', true),
      detail: `<p>${'x'.repeat(20_001)}</p>`,
    });
    expect(tooLong.body.data.fields).toEqual({ detail: messages.maxLength(20_000) });
    for (const id of ['abc', '0', '99999999999']) {
      const bad = await admin.get(`/api/cannedresponses/${id}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.body.message).toBe(messages.badRequest);
    }
  });

  it('needs permission 27 for the admin calls, and an internal user for the picker', async () => {
    expect((await t.anonymous.get('/api/cannedresponses/all')).statusCode).toBe(401);
    const agent = await t.as('agente');
    expect((await agent.get('/api/cannedresponses')).statusCode).toBe(403);
    expect((await agent.post('/api/cannedresponses', response('x', false))).statusCode).toBe(403);
    expect((await agent.delete('/api/cannedresponses/1')).statusCode).toBe(403);
    expect((await agent.get('/api/cannedresponses/all')).statusCode).toBe(200);
    for (const external of ['cliente', 'proveedor'] as const) {
      const client = await t.as(external);
      const refused = await client.get('/api/cannedresponses/all');
      expect(refused.statusCode).toBe(403);
      expect(refused.body.message).toBe(messages.forbidden);
      expect((await client.get('/api/cannedresponses/1')).statusCode).toBe(403);
    }
  });
});
