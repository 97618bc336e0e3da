import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { catalogueMessages, messages } from '@tms/contracts';
import { categories } from '../../../db/schema';
import { useTestApp, type TestClient } from '../../../test/test-app';

const codes = (response: { body: { data: { code: string }[] } }) => response.body.data.map((c) => c.code);

describe('categories', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agenteId: number;
  const category = (overrides: Record<string, unknown> = {}) => ({
    code: 'Compras',
    detail: 'Solicitudes de compra',
    descriptions: 'Material de oficina y equipo',
    ownerId: agenteId,
    deparmentId: 1,
    isPublic: false,
    isActive: true,
    ...overrides,
  });

  beforeAll(async () => {
    admin = await t.as('admin');
    agenteId = (await admin.get('/api/categories/1')).body.data.ownerId;
  });

  it('creates, reads and updates a category with owner and department names', async () => {
    const created = await admin.post('/api/categories', category());
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      companyId: 1,
      code: 'Compras',
      detail: 'Solicitudes de compra',
      descriptions: 'Material de oficina y equipo',
      ownerId: agenteId,
      ownerName: 'Ana Agente',
      deparmentId: 1,
      deparmentName: 'Sistemas',
      logo: null,
      isPublic: false,
      isActive: true,
      categoryConfigs: [],
    });
    const id = created.body.data.id;
    const updated = await admin.put(
      `/api/categories/${id}`,
      category({ detail: 'Compras menores', deparmentId: null, isPublic: true, categoryConfigs: [3, 2, 2] }),
    );
    expect(updated.body.data).toMatchObject({
      detail: 'Compras menores',
      deparmentId: null,
      deparmentName: null,
      isPublic: true,
      categoryConfigs: [2, 3],
    });
    expect((await admin.get(`/api/categories/${id}`)).body.data).toEqual(updated.body.data);
    expect(codes(await admin.get('/api/categories'))).toEqual(['Compras', 'Mantenimiento', 'Recursos Humanos', 'Soporte TI']);
  });

  it('keeps entity-type configs only while the category is public', async () => {
    const created = await admin.post('/api/categories', category({ code: 'Viajes', isPublic: true, categoryConfigs: [2] }));
    expect(created.body.data.categoryConfigs).toEqual([2]);
    const privateAgain = await admin.put(
      `/api/categories/${created.body.data.id}`,
      category({ code: 'Viajes', isPublic: false, categoryConfigs: [2] }),
    );
    expect(privateAgain.body.data).toMatchObject({ isPublic: false, categoryConfigs: [] });
    const internal = await admin.post('/api/categories', category({ code: 'Otro', isPublic: true, categoryConfigs: [1] }));
    expect(internal.body.data.fields).toEqual({ 'categoryConfigs.0': messages.invalidOption });
  });

  it('validates with the messages of docs/product/catalogues.md#validation', async () => {
    const response = await admin.post('/api/categories', { code: 'x'.repeat(101), detail: '', ownerId: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toEqual({
      code: 'Maximo 100 caracteres',
      detail: 'Este campo es requerido.',
      ownerId: 'Requerido',
      isActive: 'Este campo es requerido.',
    });
    expect((await admin.post('/api/categories', category({ ownerId: null }))).body.data.fields).toEqual({
      ownerId: catalogueMessages.required,
    });
    expect((await admin.post('/api/categories', category({ detail: 'd'.repeat(201) }))).body.data.fields).toEqual({
      detail: 'Maximo 200 caracteres',
    });
    expect((await admin.post('/api/categories', category({ deparmentId: 999 }))).body.data.fields).toEqual({
      deparmentId: messages.invalidOption,
    });
  });

  it("shows 'Administrador' when the owner is missing", async () => {
    const created = await admin.post('/api/categories', category({ code: 'Sin responsable' }));
    await t.database.handle.db.update(categories).set({ ownerId: null }).where(eq(categories.id, created.body.data.id));
    expect((await admin.get(`/api/categories/${created.body.data.id}`)).body.data).toMatchObject({
      ownerId: null,
      ownerName: 'Administrador',
    });
  });

  it('deletes a category, or answers 409 while sub-categories use it', async () => {
    const created = await admin.post('/api/categories', category({ code: 'Borrar' }));
    await admin.post('/api/categoryLocations/save-multiple', [
      { categoryId: created.body.data.id, companyLocationId: 1, ownerId: agenteId, isActive: true },
    ]);
    expect((await admin.delete(`/api/categories/${created.body.data.id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/categories/${created.body.data.id}`)).statusCode).toBe(404);

    const used = await admin.delete('/api/categories/1');
    expect(used.statusCode).toBe(409);
    expect(used.body.message).toBe(messages.conflict);
    expect(used.body.data.code).toBe('resource.in_use');
    expect((await admin.get('/api/categories/1')).statusCode).toBe(200);
  });

  describe('picker visibility', () => {
    it('shows clients only public, active categories configured for clients', async () => {
      await admin.post('/api/categories', category({ code: 'Solo proveedores', isPublic: true, categoryConfigs: [3] }));
      await admin.post('/api/categories', category({ code: 'Atención a clientes', isPublic: true, categoryConfigs: [2] }));
      await admin.post(
        '/api/categories',
        category({ code: 'Inactiva', isPublic: true, isActive: false, categoryConfigs: [2, 3] }),
      );

      // 'Compras' was made public for clients and providers above; 'Recursos Humanos' is private.
      const cliente = await t.as('cliente');
      expect(codes(await cliente.get('/api/categories/all'))).toEqual([
        'Atención a clientes',
        'Compras',
        'Mantenimiento',
        'Soporte TI',
      ]);
      const proveedor = await t.as('proveedor');
      expect(codes(await proveedor.get('/api/categories/all'))).toEqual(['Compras', 'Solo proveedores', 'Soporte TI']);
      const agente = await t.as('agente');
      const internal = codes(await agente.get('/api/categories/all'));
      expect(internal).toEqual(
        expect.arrayContaining(['Atención a clientes', 'Mantenimiento', 'Recursos Humanos', 'Soporte TI', 'Solo proveedores']),
      );
      expect(internal).not.toContain('Inactiva');
      expect((await cliente.get('/api/categories/all')).body.data[0]).toEqual({
        id: expect.any(Number),
        code: 'Atención a clientes',
        detail: 'Solicitudes de compra',
      });
    });
  });

  it('requires authentication and permission 8', async () => {
    expect((await t.anonymous.get('/api/categories/all')).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/categories')).statusCode).toBe(403);
    expect((await cliente.get('/api/categories/1')).statusCode).toBe(403);
    expect((await cliente.post('/api/categories', category())).statusCode).toBe(403);
    expect((await cliente.put('/api/categories/1', category())).statusCode).toBe(403);
    expect((await cliente.delete('/api/categories/3')).statusCode).toBe(403);
  });
});
