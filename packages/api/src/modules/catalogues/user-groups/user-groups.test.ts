import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('usergroups', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agenteId: number;
  let supervisorId: number;

  beforeAll(async () => {
    admin = await t.as('admin');
    agenteId = (await admin.get('/api/categories/1')).body.data.ownerId;
    supervisorId = (await admin.get('/api/categories/2')).body.data.ownerId;
  });

  it('saves a group with its members; duplicates are ignored', async () => {
    const created = await admin.post('/api/usergroups', {
      code: 'Mantenimiento',
      detail: 'Cuadrilla de mantenimiento',
      isActive: true,
      members: [{ userId: supervisorId }, { userId: agenteId, isActive: false }, { userId: supervisorId }],
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({ code: 'Mantenimiento', isActive: true, companyId: 1 });
    expect(created.body.data.members).toEqual([
      { userGroupId: created.body.data.id, isActive: false, userId: agenteId, userName: 'agente', displayName: 'Ana Agente' },
      {
        userGroupId: created.body.data.id,
        isActive: true,
        userId: supervisorId,
        userName: 'supervisor',
        displayName: 'Sergio Supervisor',
      },
    ]);
    const updated = await admin.put(`/api/usergroups/${created.body.data.id}`, {
      code: 'Mantenimiento',
      detail: 'Cuadrilla',
      isActive: true,
      members: [{ userId: agenteId }],
    });
    expect(updated.body.data.members.map((m: { userId: number }) => m.userId)).toEqual([agenteId]);
    expect((await admin.get(`/api/usergroups/${created.body.data.id}`)).body.data).toEqual(updated.body.data);
    expect((await admin.get('/api/usergroups')).body.data.map((g: { code: string }) => g.code)).toEqual([
      'Mantenimiento',
      'Soporte TI',
    ]);
  });

  it('needs at least one active member', async () => {
    for (const members of [[], undefined, [{ userId: agenteId, isActive: false }]]) {
      const response = await admin.post('/api/usergroups', { code: 'Vacío', detail: 'Sin miembros', isActive: true, members });
      expect(response.statusCode).toBe(400);
      expect(response.body.data.fields).toEqual({ members: 'El grupo debe tener por lo menos 1 miembro' });
    }
    const updated = await admin.put('/api/usergroups/1', { code: 'Soporte TI', detail: 'x', isActive: true, members: [] });
    expect(updated.body.data.fields).toEqual({ members: catalogueMessages.groupNeedsMember });
    expect((await admin.get('/api/usergroups/1')).body.data.members).toHaveLength(2);
    const unknown = await admin.post('/api/usergroups', { code: 'X', detail: 'Y', isActive: true, members: [{ userId: 99999 }] });
    expect(unknown.body.data.fields).toEqual({ members: messages.invalidOption });
  });

  it('validates code, detail and isActive', async () => {
    const response = await admin.post('/api/usergroups', { code: '', detail: 'd'.repeat(201), members: [{ userId: agenteId }] });
    expect(response.body.data.fields).toEqual({
      code: messages.fieldRequired,
      detail: messages.maxLength(200),
      isActive: messages.fieldRequired,
    });
  });

  it('deactivates a group on delete, keeping it listed', async () => {
    const created = await admin.post('/api/usergroups', {
      code: 'Temporal',
      detail: 'Se desactiva',
      isActive: true,
      members: [{ userId: agenteId }],
    });
    const id = created.body.data.id;
    expect((await admin.delete(`/api/usergroups/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/usergroups/${id}`)).body.data).toMatchObject({
      isActive: false,
      members: [expect.objectContaining({ userId: agenteId })],
    });
    expect((await admin.get('/api/usergroups/all')).body.data.some((g: { id: number }) => g.id === id)).toBe(false);
  });

  it('requires authentication and permission 11', async () => {
    expect((await t.anonymous.get('/api/usergroups/all')).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/usergroups')).statusCode).toBe(403);
    expect((await cliente.post('/api/usergroups', {})).statusCode).toBe(403);
    expect((await cliente.delete('/api/usergroups/1')).statusCode).toBe(403);
    expect((await cliente.get('/api/usergroups/all')).body.data).toContainEqual({
      id: 1,
      code: 'Soporte TI',
      detail: 'Mesa de ayuda de sistemas',
    });
  });
});
