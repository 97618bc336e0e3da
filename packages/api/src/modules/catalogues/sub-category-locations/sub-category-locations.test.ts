import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('subcategorylocations', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agenteId: number;
  // Nómina (5) belongs to Recursos Humanos (3), which has no branch responsibles yet.
  const nomina = 5;
  const rh = 3;

  beforeAll(async () => {
    admin = await t.as('admin');
    agenteId = (await admin.get('/api/categories/1')).body.data.ownerId;
  });

  it('refuses branches until the category has responsibles there', async () => {
    const refused = await admin.post('/api/subcategorylocations/save-multiple', [
      { subCategoryId: nomina, companyLocationId: 1, ownerId: agenteId, isActive: true },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Primero se necesita configurar responsables a sucursales de categoria');
    const single = await admin.post('/api/subcategorylocations', {
      subCategoryId: nomina,
      companyLocationId: 1,
      ownerId: agenteId,
    });
    expect(single.body.message).toBe(catalogueMessages.categoryLocationsFirst);

    // A category row without a responsible is not enough.
    await admin.post('/api/categoryLocations/save-multiple', [
      { categoryId: rh, companyLocationId: 1, ownerId: agenteId, isActive: true },
      { categoryId: rh, companyLocationId: 2, ownerId: null, isActive: true },
    ]);
    const partly = await admin.post('/api/subcategorylocations/multiple', [
      { subCategoryId: nomina, companyLocationId: 1, ownerId: agenteId, isActive: true },
      { subCategoryId: nomina, companyLocationId: 2, ownerId: agenteId, isActive: true },
    ]);
    expect(partly.body.message).toBe(catalogueMessages.categoryLocationsFirst);
    expect((await admin.get(`/api/subcategorylocations/subcategory/${nomina}`)).body.data).toEqual([]);

    const saved = await admin.post('/api/subcategorylocations/multiple', [
      { subCategoryId: nomina, companyLocationId: 1, ownerId: agenteId, isActive: true },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toEqual([
      {
        id: expect.any(Number),
        subCategoryId: nomina,
        companyLocationId: 1,
        companyLocation: { id: 1, code: 'Matriz CDMX', detail: 'Oficinas centrales' },
        ownerId: agenteId,
        ownerName: 'Ana Agente',
        isActive: true,
      },
    ]);
    // Unlinking is always allowed.
    const unlinked = await admin.post('/api/subcategorylocations/save-multiple', [
      { subCategoryId: nomina, companyLocationId: 1, ownerId: agenteId, isActive: false },
    ]);
    expect(unlinked.body.data[0].isActive).toBe(false);
  });

  it('does nothing with an empty list', async () => {
    for (const path of ['save-multiple', 'multiple']) {
      const response = await admin.post(`/api/subcategorylocations/${path}`, []);
      expect(response.statusCode).toBe(200);
      expect(response.body.data).toEqual([]);
    }
  });

  it('shows every branch of a sub-category with its responsible', async () => {
    const combined = (await admin.get(`/api/subcategorylocations/subcategory/1/owner/${agenteId}`)).body.data;
    expect(
      combined.map((r: { companyLocationId: number; ownerName: string; isActive: boolean }) => [
        r.companyLocationId,
        r.ownerName,
        r.isActive,
      ]),
    ).toEqual([
      [1, 'Ana Agente', true],
      [2, 'Ana Agente', true],
      [3, 'Sergio Supervisor', true],
    ]);
    expect((await admin.get('/api/subcategorylocations/subcategory/1')).body.data).toHaveLength(3);
    expect((await admin.get('/api/subcategorylocations/subcategory/999')).statusCode).toBe(404);
  });

  it('updates and deletes one row under the same rule', async () => {
    const row = (await admin.get('/api/subcategorylocations/subcategory/1')).body.data[0];
    const updated = await admin.put(`/api/subcategorylocations/${row.id}`, {
      subCategoryId: 1,
      companyLocationId: row.companyLocationId,
      ownerId: null,
    });
    expect(updated.body.data).toMatchObject({ ownerId: null, ownerName: 'Administrador' });
    const moved = await admin.put(`/api/subcategorylocations/${row.id}`, {
      subCategoryId: nomina,
      companyLocationId: 3,
      ownerId: null,
    });
    expect(moved.body.message).toBe(catalogueMessages.categoryLocationsFirst);
    expect((await admin.delete(`/api/subcategorylocations/${row.id}`)).body.data).toEqual({ result: true });
  });

  it('requires authentication and permission 9', async () => {
    expect((await t.anonymous.post('/api/subcategorylocations/multiple', [])).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    expect((await cliente.post('/api/subcategorylocations/multiple', [])).statusCode).toBe(403);
    expect((await cliente.get('/api/subcategorylocations/subcategory/1')).statusCode).toBe(403);
    expect((await cliente.get('/api/subcategorylocations/all')).statusCode).toBe(200);
  });
});
