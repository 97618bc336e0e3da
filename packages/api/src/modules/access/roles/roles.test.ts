import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('roles', () => {
  const t = useTestApp();
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('creates, reads, updates and deletes a role; lists sorted by code ignoring case', async () => {
    const created = await admin.post('/api/roles', { code: 'auditor', detail: 'Revisa tickets', isActive: true });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      code: 'auditor',
      detail: 'Revisa tickets',
      isActive: true,
      isEditable: true,
      requiresTwoFactor: false,
    });
    const id = created.body.data.id;

    const updated = await admin.put(`/api/roles/${id}`, { code: 'Auditor', detail: 'Audita', isActive: false });
    expect(updated.body.data).toMatchObject({ code: 'Auditor', detail: 'Audita', isActive: false });
    expect((await admin.get(`/api/roles/${id}`)).body.data.code).toBe('Auditor');

    const codes = (await admin.get('/api/roles')).body.data.map((r: { code: string }) => r.code);
    expect(codes).toEqual([
      'Administrador',
      'Agente',
      'Auditor',
      'CLIENT',
      'CLIENT MANAGER',
      'PROVIDER',
      'PROVIDER MANAGER',
      'Supervisor',
    ]);
    // The picker only offers active roles.
    expect((await admin.get('/api/roles/all')).body.data.some((r: { id: number }) => r.id === id)).toBe(false);

    expect((await admin.delete(`/api/roles/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/roles/${id}`)).statusCode).toBe(404);
  });

  it('requires a code and refuses a duplicate ignoring case', async () => {
    const empty = await admin.post('/api/roles', { code: '  ', detail: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.data.fields).toEqual({ code: catalogueMessages.roleRequired });
    const missing = await admin.post('/api/roles', {});
    expect(missing.body.data.fields).toEqual({ code: 'Ingrese los datos del Rol' });

    const duplicate = await admin.post('/api/roles', { code: 'supervisor ' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.body.message).toBe('El rol ya existe');
    expect(duplicate.body.data.fields).toEqual({ code: 'El rol ya existe' });

    // Keeping its own code is not a duplicate.
    expect((await admin.put('/api/roles/1009', { code: 'CLIENT MANAGER', detail: 'Responsable' })).statusCode).toBe(200);
    expect((await admin.put('/api/roles/1009', { code: 'client' })).body.message).toBe('El rol ya existe');
  });

  it('never changes or deletes a role marked not editable', async () => {
    const update = await admin.put('/api/roles/1', { code: 'Root', detail: 'x' });
    expect(update.statusCode).toBe(400);
    expect(update.body.message).toBe('El rol no es editable.');
    const remove = await admin.delete('/api/roles/1');
    expect(remove.statusCode).toBe(400);
    expect(remove.body.message).toBe(catalogueMessages.roleNotEditable);
    expect((await admin.get('/api/roles/1')).body.data.code).toBe('Administrador');
  });

  it('tells the screen whether a role may be edited', async () => {
    expect((await admin.put('/api/roles/getvalideditroleid', { roleId: 1 })).body.data).toEqual({ result: false });
    expect((await admin.put('/api/roles/getvalideditroleid', { roleId: 2 })).body.data).toEqual({ result: true });
    expect((await admin.put('/api/roles/getvalideditroleid', { roleId: 999 })).statusCode).toBe(404);
    const bad = await admin.put('/api/roles/getvalideditroleid', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.fields).toEqual({ roleId: messages.fieldRequired });
  });

  it('answers 409 with the conflict text when users hold the role', async () => {
    const response = await admin.delete('/api/roles/2');
    expect(response.statusCode).toBe(409);
    expect(response.body.message).toBe('Existen datos relacionados al registro, desactivelos para poder continuar.');
    expect(response.body.data.code).toBe('resource.in_use');
    expect((await admin.get('/api/roles/2')).statusCode).toBe(200);
  });

  it('lists the business functions of a role (permission 17)', async () => {
    const response = await admin.get('/api/roles/1008/business-functions');
    expect(response.body.data.map((o: { value: number }) => o.value)).toEqual([2, 4, 5, 15, 16]);
    expect(response.body.data[0]).toEqual({ value: 2, label: 'Dashboard', isActive: true });
    expect((await admin.get('/api/roles/4242/business-functions')).statusCode).toBe(404);
  });

  it('offers active roles to any signed-in user', async () => {
    const cliente = await t.as('cliente');
    const response = await cliente.get('/api/roles/all');
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toContainEqual({
      id: 1008,
      code: 'CLIENT',
      detail: 'Cliente',
      isActive: true,
      isEditable: true,
      requiresTwoFactor: false,
    });
  });

  it('requires authentication and permission 12', async () => {
    expect((await t.anonymous.get('/api/roles')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/roles/all')).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    for (const call of [
      cliente.get('/api/roles'),
      cliente.get('/api/roles/2'),
      cliente.post('/api/roles', { code: 'x' }),
      cliente.put('/api/roles/2', { code: 'x' }),
      cliente.delete('/api/roles/2'),
      cliente.put('/api/roles/getvalideditroleid', { roleId: 2 }),
      cliente.get('/api/roles/2/business-functions'),
    ]) {
      const response = await call;
      expect(response.statusCode).toBe(403);
      expect(response.body.message).toBe(messages.forbidden);
    }
  });
});
