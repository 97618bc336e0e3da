import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('categoryLocations', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agenteId: number;
  let supervisorId: number;
  // Recursos Humanos (3) starts without location rows; branches 1-3 are Matriz, Guadalajara, Monterrey.
  const rh = 3;

  beforeAll(async () => {
    admin = await t.as('admin');
    agenteId = (await admin.get('/api/categories/1')).body.data.ownerId;
    supervisorId = (await admin.get('/api/categories/2')).body.data.ownerId;
  });

  it('shows every branch for a category, unlinked ones with the default responsible', async () => {
    const response = await admin.get(`/api/categoryLocations/category/${rh}/owner/${supervisorId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toHaveLength(3);
    expect(response.body.data[0]).toEqual({
      id: null,
      categoryId: rh,
      companyLocationId: 1,
      companyLocation: { id: 1, code: 'Matriz CDMX', detail: 'Oficinas centrales' },
      ownerId: supervisorId,
      ownerName: 'Sergio Supervisor',
      isActive: false,
    });
    expect((await admin.get(`/api/categoryLocations/category/${rh}`)).body.data).toEqual([]);
    expect((await admin.get('/api/categoryLocations/category/999/owner/1')).statusCode).toBe(404);
  });

  it('saves several rows at once and answers the rows of the category', async () => {
    const saved = await admin.post('/api/categoryLocations/save-multiple', [
      {
        categoryId: rh,
        companyLocationId: 1,
        ownerId: agenteId,
        isActive: true,
        companyLocation: { id: 1, code: 'Matriz CDMX' },
      },
      { categoryId: rh, companyLocationId: 2, ownerId: null, isActive: true },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(
      saved.body.data.map((r: { companyLocationId: number; ownerName: string }) => [r.companyLocationId, r.ownerName]),
    ).toEqual([
      [1, 'Ana Agente'],
      [2, 'Administrador'],
    ]);
    const combined = (await admin.get(`/api/categoryLocations/category/${rh}/owner/${supervisorId}`)).body.data;
    expect(combined.map((r: { isActive: boolean; ownerId: number | null }) => [r.isActive, r.ownerId])).toEqual([
      [true, agenteId],
      [true, null],
      [false, supervisorId],
    ]);

    // Saving again updates the same rows (unlinking Guadalajara) instead of adding new ones.
    await admin.post('/api/categoryLocations/save-multiple', [
      { categoryId: rh, companyLocationId: 2, ownerId: supervisorId, isActive: false },
    ]);
    const rows = (await admin.get(`/api/categoryLocations/category/${rh}`)).body.data;
    expect(rows.map((r: { companyLocationId: number; isActive: boolean }) => [r.companyLocationId, r.isActive])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('does nothing with an empty list, and saves all rows or none', async () => {
    const empty = await admin.post('/api/categoryLocations/save-multiple', []);
    expect(empty.statusCode).toBe(200);
    expect(empty.body.data).toEqual([]);

    const before = (await admin.get('/api/categoryLocations')).body.data;
    const bad = await admin.post('/api/categoryLocations/save-multiple', [
      { categoryId: rh, companyLocationId: 3, ownerId: agenteId, isActive: true },
      { categoryId: rh, companyLocationId: 999, ownerId: agenteId, isActive: true },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.fields).toEqual({ companyLocationId: messages.invalidOption });
    expect((await admin.get('/api/categoryLocations')).body.data).toEqual(before);

    const invalid = await admin.post('/api/categoryLocations/save-multiple', [{ categoryId: rh }]);
    expect(invalid.body.data.fields).toEqual({ '0.companyLocationId': messages.fieldRequired });
  });

  it('creates, updates and deletes one row; a branch is assigned once per category', async () => {
    const created = await admin.post('/api/categoryLocations', { categoryId: rh, companyLocationId: 3, ownerId: supervisorId });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      categoryId: rh,
      companyLocationId: 3,
      ownerName: 'Sergio Supervisor',
      isActive: true,
    });
    const id = created.body.data.id;
    const twice = await admin.post('/api/categoryLocations', { categoryId: rh, companyLocationId: 3, ownerId: agenteId });
    expect(twice.statusCode).toBe(400);
    expect(twice.body.data.fields).toEqual({ companyLocationId: catalogueMessages.locationAlreadyAssigned });

    const updated = await admin.put(`/api/categoryLocations/${id}`, { categoryId: rh, companyLocationId: 3, ownerId: agenteId });
    expect(updated.body.data.ownerName).toBe('Ana Agente');
    expect((await admin.get(`/api/categoryLocations/${id}`)).body.data).toEqual(updated.body.data);
    expect((await admin.delete(`/api/categoryLocations/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/categoryLocations/${id}`)).statusCode).toBe(404);
  });

  it('offers clients only the rows of categories offered to them', async () => {
    const rows = (await (await t.as('cliente')).get('/api/categoryLocations/all')).body.data;
    expect(new Set(rows.map((r: { categoryId: number }) => r.categoryId))).toEqual(new Set([1, 2]));
    const internal = (await (await t.as('agente')).get('/api/categoryLocations/all')).body.data;
    expect(internal.some((r: { categoryId: number }) => r.categoryId === rh)).toBe(true);
  });

  it('requires authentication and permission 8', async () => {
    expect((await t.anonymous.get('/api/categoryLocations/all')).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/categoryLocations')).statusCode).toBe(403);
    expect((await cliente.get('/api/categoryLocations/category/1')).statusCode).toBe(403);
    expect((await cliente.get('/api/categoryLocations/category/1/owner/1')).statusCode).toBe(403);
    expect((await cliente.post('/api/categoryLocations/save-multiple', [])).statusCode).toBe(403);
  });
});
