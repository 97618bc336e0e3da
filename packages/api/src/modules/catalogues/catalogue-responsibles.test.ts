import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '@tms/contracts';
import { users } from '../../db/schema';
import { useTestApp, type ApiResponse, type TestClient } from '../../test/test-app';

// Only active internal users may be responsibles (owners) of branches, categories, sub-categories,
// their branch rows and departments. Clients, providers and inactive users are refused on the owner field.
describe('catalogue responsibles', () => {
  const t = useTestApp();
  let admin: TestClient;
  const ids: Record<'agente' | 'supervisor' | 'cliente' | 'proveedor' | 'inactive', number> = {
    agente: 0,
    supervisor: 0,
    cliente: 0,
    proveedor: 0,
    inactive: 0,
  };

  const userId = async (userName: string) => {
    const [row] = await t.database.handle.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
    return row.id;
  };

  beforeAll(async () => {
    admin = await t.as('admin');
    for (const name of ['agente', 'supervisor', 'cliente', 'proveedor'] as const) ids[name] = await userId(name);
    // An internal user who left: the supervisor, deactivated for this file.
    ids.inactive = ids.supervisor;
    await t.database.handle.db.update(users).set({ isActive: false }).where(eq(users.id, ids.inactive));
  });

  const refusedOn = (response: ApiResponse, field: string) => {
    expect(response.statusCode, JSON.stringify(response.body)).toBe(400);
    expect(response.body.status).toBe('Fail');
    expect(response.body.data.fields).toMatchObject({ [field]: catalogueMessages.responsibleMustBeInternal });
  };
  const outsiders = ['cliente', 'proveedor', 'inactive'] as const;

  it('branches', async () => {
    const matriz = (await admin.get('/api/companylocations/1')).body.data;
    const branch = (ownerId: number) => ({ ...matriz, code: `Sucursal ${ownerId}`, ownerId });
    for (const outsider of outsiders) {
      refusedOn(await admin.post('/api/companylocations', branch(ids[outsider])), 'ownerId');
      refusedOn(await admin.put('/api/companylocations/1', { ...matriz, ownerId: ids[outsider] }), 'ownerId');
    }
    expect((await admin.post('/api/companylocations', branch(ids.agente))).statusCode).toBe(201);
  });

  it('categories', async () => {
    const category = (ownerId: number) => ({ code: `Categoría ${ownerId}`, detail: 'Detalle', ownerId, isActive: true });
    for (const outsider of outsiders) {
      refusedOn(await admin.post('/api/categories', category(ids[outsider])), 'ownerId');
      refusedOn(await admin.put('/api/categories/1', category(ids[outsider])), 'ownerId');
    }
    expect((await admin.post('/api/categories', category(ids.agente))).statusCode).toBe(201);
  });

  it('sub-categories', async () => {
    const subCategory = (ownerId: number) => ({
      categoryId: 1,
      code: `Sub ${ownerId}`,
      detail: 'Detalle',
      ownerId,
      isActive: true,
    });
    for (const outsider of outsiders) {
      refusedOn(await admin.post('/api/subcategories', subCategory(ids[outsider])), 'ownerId');
    }
    expect((await admin.post('/api/subcategories', subCategory(ids.agente))).statusCode).toBe(201);
  });

  it('category branch rows, one by one and in the multiple save', async () => {
    const row = (ownerId: number) => ({ categoryId: 1, companyLocationId: 2, ownerId, isActive: true });
    for (const outsider of outsiders) {
      refusedOn(await admin.post('/api/categoryLocations', row(ids[outsider])), 'ownerId');
      refusedOn(await admin.post('/api/categoryLocations/save-multiple', [row(ids.agente), row(ids[outsider])]), 'ownerId');
    }
    const saved = await admin.post('/api/categoryLocations/save-multiple', [row(ids.agente)]);
    expect(saved.statusCode).toBe(200);
    const id = saved.body.data.find((r: { companyLocationId: number }) => r.companyLocationId === 2).id;
    refusedOn(await admin.put(`/api/categoryLocations/${id}`, row(ids.cliente)), 'ownerId');
  });

  it('sub-category branch rows', async () => {
    const { categoryId } = (await admin.get('/api/subcategories/1')).body.data;
    const staffed = [{ categoryId, companyLocationId: 1, ownerId: ids.agente, isActive: true }];
    expect((await admin.post('/api/categoryLocations/save-multiple', staffed)).statusCode).toBe(200);
    const row = (ownerId: number) => ({ subCategoryId: 1, companyLocationId: 1, ownerId, isActive: true });
    for (const outsider of outsiders) {
      refusedOn(await admin.post('/api/subcategorylocations/multiple', [row(ids[outsider])]), 'ownerId');
      refusedOn(await admin.post('/api/subcategorylocations/save-multiple', [row(ids[outsider])]), 'ownerId');
    }
    expect((await admin.post('/api/subcategorylocations/save-multiple', [row(ids.agente)])).statusCode).toBe(200);
  });

  it('departments', async () => {
    const department = (ownerId: number) => ({ code: `Depto ${ownerId}`, detail: 'Detalle', ownerId, isActive: true });
    for (const outsider of outsiders) {
      refusedOn(await admin.post('/api/deparments', department(ids[outsider])), 'ownerId');
    }
    const created = await admin.post('/api/deparments', department(ids.agente));
    expect(created.statusCode).toBe(201);
    refusedOn(await admin.put(`/api/deparments/${created.body.data.id}`, department(ids.proveedor)), 'ownerId');
  });
});
