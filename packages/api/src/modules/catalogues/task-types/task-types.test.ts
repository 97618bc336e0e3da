import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('tasktypes', () => {
  const t = useTestApp();
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('creates, reads, updates and lists task types sorted by code', async () => {
    const created = await admin.post('/api/tasktypes', { code: 'Alta de usuario', detail: 'Crear la cuenta', isActive: true });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({ id: expect.any(Number), companyId: 1, code: 'Alta de usuario', isActive: true });
    const id = created.body.data.id;

    const updated = await admin.put(`/api/tasktypes/${id}`, {
      code: 'Alta de usuario',
      detail: 'Crear la cuenta y el correo',
      isActive: true,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.body.data.detail).toBe('Crear la cuenta y el correo');
    expect((await admin.get(`/api/tasktypes/${id}`)).body.data).toEqual(updated.body.data);

    const list = await admin.get('/api/tasktypes');
    expect(list.body.data.map((r: { code: string }) => r.code)).toEqual([
      'Alta de usuario',
      'Compra de refacción',
      'Revisión técnica',
    ]);
  });

  it('validates with the messages of docs/product/catalogues.md#validation', async () => {
    const response = await admin.post('/api/tasktypes', { code: '', detail: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toEqual({
      code: messages.fieldRequired,
      detail: messages.maxLength(200),
      isActive: catalogueMessages.required,
    });
    const long = await admin.post('/api/tasktypes', { code: 'x'.repeat(101), detail: 'd', isActive: true });
    expect(long.body.data.fields).toEqual({ code: 'Maximo 100 caracteres' });
  });

  it('soft-deletes: the row stays listed with isActive false and leaves the picker', async () => {
    const created = await admin.post('/api/tasktypes', { code: 'Temporal', detail: 'Se desactiva', isActive: true });
    const id = created.body.data.id;
    expect((await admin.delete(`/api/tasktypes/${id}`)).body.data).toEqual({ result: true });
    const list = await admin.get('/api/tasktypes');
    expect(list.body.data.find((r: { id: number }) => r.id === id)).toMatchObject({ isActive: false });
    const all = await (await t.as('cliente')).get('/api/tasktypes/all');
    expect(all.statusCode).toBe(200);
    expect(all.body.data.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await admin.delete('/api/tasktypes/999999')).statusCode).toBe(404);
  });

  it('requires authentication and permission 22', async () => {
    expect((await t.anonymous.get('/api/tasktypes')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/tasktypes/all')).statusCode).toBe(401);
    const client = await t.as('cliente');
    expect((await client.get('/api/tasktypes')).statusCode).toBe(403);
    expect((await client.post('/api/tasktypes', { code: 'x', detail: 'y', isActive: true })).statusCode).toBe(403);
    const forbidden = await client.delete('/api/tasktypes/1');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body.message).toBe(messages.forbidden);
  });
});
