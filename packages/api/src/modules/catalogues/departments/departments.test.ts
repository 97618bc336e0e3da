import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

const memberIds = (department: { departmentMembers: { userId: number }[] }) =>
  ascending(department.departmentMembers.map((m) => m.userId));

describe('deparments', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agenteId: number;
  let supervisorId: number;

  beforeAll(async () => {
    admin = await t.as('admin');
    agenteId = (await admin.get('/api/categories/1')).body.data.ownerId;
    supervisorId = (await admin.get('/api/categories/2')).body.data.ownerId;
  });

  it('creates a department with members; without owner it shows Administrador', async () => {
    const created = await admin.post('/api/deparments', {
      code: 'Finanzas',
      detail: 'Contabilidad y pagos',
      isActive: true,
      departmentMembers: [{ userId: agenteId }, { userId: agenteId }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      companyId: 1,
      code: 'Finanzas',
      detail: 'Contabilidad y pagos',
      ownerId: null,
      ownerName: 'Administrador',
      isActive: true,
      departmentMembers: [
        { departmentId: created.body.data.id, userId: agenteId, userName: 'agente', displayName: 'Ana Agente' },
      ],
    });
    const id = created.body.data.id;

    // Without departmentMembers the members stay; with them they are replaced.
    const renamed = await admin.put(`/api/deparments/${id}`, {
      code: 'Finanzas',
      detail: 'Pagos',
      ownerId: supervisorId,
      isActive: true,
    });
    expect(renamed.body.data).toMatchObject({ detail: 'Pagos', ownerName: 'Sergio Supervisor' });
    expect(memberIds(renamed.body.data)).toEqual([agenteId]);
    const replaced = await admin.put(`/api/deparments/${id}`, {
      code: 'Finanzas',
      detail: 'Pagos',
      isActive: true,
      departmentMembers: [{ userId: supervisorId }],
    });
    expect(memberIds(replaced.body.data)).toEqual([supervisorId]);
    expect((await admin.get(`/api/deparments/${id}`)).body.data).toEqual(replaced.body.data);
    expect((await admin.get('/api/deparments')).body.data.map((d: { code: string }) => d.code)).toEqual([
      'Finanzas',
      'Mantenimiento',
      'Sistemas',
    ]);
  });

  it('adds and removes members; adding nobody is refused', async () => {
    const none = await admin.post('/api/deparments/1/members', { userIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.body.data.fields).toEqual({ userIds: 'No hay usuario seleccionados' });
    expect((await admin.post('/api/deparments/1/members', {})).body.data.fields).toEqual({
      userIds: catalogueMessages.noUsersSelected,
    });

    const cliente = (await admin.get('/api/users/all')).body.data.find((u: { userName: string }) => u.userName === 'cliente');
    const added = await admin.post('/api/deparments/1/members', { userIds: [cliente.id, agenteId] });
    expect(memberIds(added.body.data)).toEqual(ascending([agenteId, supervisorId, cliente.id]));
    const removed = await admin.delete(`/api/deparments/1/members/${cliente.id}`);
    expect(memberIds(removed.body.data)).toEqual(ascending([agenteId, supervisorId]));
    expect((await admin.delete(`/api/deparments/1/members/${cliente.id}`)).statusCode).toBe(404);
    expect((await admin.post('/api/deparments/1/members', { userIds: [99999] })).body.data.fields).toEqual({
      userIds: messages.invalidOption,
    });
  });

  it('validates with the messages of docs/product/catalogues.md#validation', async () => {
    const response = await admin.post('/api/deparments', { code: 'x'.repeat(101), detail: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toEqual({
      code: 'Maximo 100 caracteres',
      detail: 'Este campo es requerido.',
      isActive: 'Este campo es requerido.',
    });
  });

  it('soft-deletes: the department stays listed inactive and leaves the picker', async () => {
    const created = await admin.post('/api/deparments', { code: 'Temporal', detail: 'Se desactiva', isActive: true });
    const id = created.body.data.id;
    expect((await admin.delete(`/api/deparments/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/deparments/${id}`)).body.data.isActive).toBe(false);
    const picker = (await (await t.as('cliente')).get('/api/deparments/all')).body.data;
    expect(picker.some((d: { id: number }) => d.id === id)).toBe(false);
    expect(picker).toContainEqual({ id: 1, code: 'Sistemas', detail: 'Tecnologías de la información' });
  });

  it('requires authentication and permission 24', async () => {
    expect((await t.anonymous.get('/api/deparments/all')).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/deparments')).statusCode).toBe(403);
    expect((await cliente.post('/api/deparments', { code: 'x', detail: 'y', isActive: true })).statusCode).toBe(403);
    expect((await cliente.post('/api/deparments/1/members', { userIds: [1] })).statusCode).toBe(403);
    expect((await cliente.delete('/api/deparments/1')).statusCode).toBe(403);
  });
});
