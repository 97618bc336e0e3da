import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { workItems } from '../../../db/schema';
import { useTestApp, type TestClient } from '../../../test/test-app';

const codes = (response: { body: { data: { code: string }[] } }) => response.body.data.map((c) => c.code);

describe('subcategories', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agenteId: number;
  const subCategory = (overrides: Record<string, unknown> = {}) => ({
    categoryId: 1,
    code: 'Telefonía',
    detail: 'Extensiones y conmutador',
    ownerId: agenteId,
    sla: 12,
    isPublic: false,
    isActive: true,
    userGroupId: 1,
    ...overrides,
  });

  beforeAll(async () => {
    admin = await t.as('admin');
    agenteId = (await admin.get('/api/categories/1')).body.data.ownerId;
  });

  it('creates, reads and updates a sub-category with its names and public configs', async () => {
    const created = await admin.post('/api/subcategories', subCategory());
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      companyId: 1,
      categoryId: 1,
      categoryName: 'Soporte TI',
      code: 'Telefonía',
      detail: 'Extensiones y conmutador',
      descriptions: null,
      ownerId: agenteId,
      ownerName: 'Ana Agente',
      sla: 12,
      logo: null,
      isPublic: false,
      isActive: true,
      userGroupId: 1,
      userGroupName: 'Soporte TI',
      subCategoryConfigs: [],
    });
    const id = created.body.data.id;
    const updated = await admin.put(
      `/api/subcategories/${id}`,
      subCategory({ isPublic: true, subCategoryConfigs: [2], userGroupId: null, sla: 0 }),
    );
    expect(updated.body.data).toMatchObject({
      isPublic: true,
      subCategoryConfigs: [2],
      userGroupId: null,
      userGroupName: null,
      sla: 0,
    });
    const cleared = await admin.put(`/api/subcategories/${id}`, subCategory({ isPublic: false, subCategoryConfigs: [2] }));
    expect(cleared.body.data.subCategoryConfigs).toEqual([]);
    expect((await admin.get(`/api/subcategories/${id}`)).body.data).toEqual(cleared.body.data);
  });

  it('validates with the messages of docs/product/catalogues.md#validation', async () => {
    const response = await admin.post('/api/subcategories', {
      categoryId: 1,
      code: '',
      detail: 'x'.repeat(201),
      ownerId: '',
      sla: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toEqual({
      code: 'Este campo es requerido.',
      detail: 'Maximo 200 caracteres',
      ownerId: 'Requerido',
      sla: catalogueMessages.wholeNumber,
      isActive: 'Este campo es requerido.',
    });
    const yearAndADay = await admin.post('/api/subcategories', subCategory({ sla: 8_761 }));
    expect(yearAndADay.body.data.fields).toEqual({ sla: catalogueMessages.responseTimeAboveYear(8_760, 'horas') });
    const refs = await admin.post('/api/subcategories', subCategory({ categoryId: 999, userGroupId: 999 }));
    expect(refs.body.data.fields).toEqual({ categoryId: messages.invalidOption, userGroupId: messages.invalidOption });
  });

  it('lists the sub-categories the user is responsible for, directly or at a branch', async () => {
    const supervisor = await t.as('supervisor');
    const mine = codes(await supervisor.get('/api/subcategories/responsible'));
    // Supervisor owns three and is the Monterrey responsible of Impresoras.
    expect(mine).toEqual(['Accesos', 'Aire acondicionado', 'Impresoras', 'Nómina']);
    expect((await admin.get('/api/subcategories/responsible')).body.data).toEqual([]);
  });

  it('lists the sub-categories of a category for the category and sub-category screens', async () => {
    const response = await admin.get('/api/categories/2/subcategories');
    expect(codes(response)).toEqual(['Aire acondicionado']);
    expect(response.body.data[0]).toMatchObject({ categoryName: 'Mantenimiento', subCategoryConfigs: [2] });
    expect((await admin.get('/api/categories/999/subcategories')).statusCode).toBe(404);
    // Supervisor holds 8 and 9; the route accepts either.
    expect((await (await t.as('supervisor')).get('/api/categories/2/subcategories')).statusCode).toBe(200);
  });

  it('offers clients only public sub-categories configured for them, of categories offered to them', async () => {
    const hidden = await admin.post(
      '/api/subcategories',
      subCategory({ categoryId: 3, code: 'Vacaciones', isPublic: true, subCategoryConfigs: [2] }),
    );
    expect(hidden.statusCode).toBe(201);
    const cliente = await t.as('cliente');
    expect(codes(await cliente.get('/api/categories/1/subcategories/all'))).toEqual(['Correo electrónico', 'Impresoras']);
    expect(codes(await cliente.get('/api/subcategories/all'))).toEqual([
      'Aire acondicionado',
      'Correo electrónico',
      'Impresoras',
    ]);
    // Public for clients, but its category (Recursos Humanos) is private.
    expect((await cliente.get('/api/categories/3/subcategories/all')).body.data).toEqual([]);
    const proveedor = await t.as('proveedor');
    expect(codes(await proveedor.get('/api/categories/1/subcategories/all'))).toEqual(['Impresoras']);
    const agente = await t.as('agente');
    expect(codes(await agente.get('/api/categories/1/subcategories/all'))).toEqual([
      'Accesos',
      'Correo electrónico',
      'Impresoras',
      'Telefonía',
    ]);
    expect((await agente.get('/api/categories/1/subcategories/all')).body.data[0]).toEqual({
      id: expect.any(Number),
      categoryId: 1,
      code: 'Accesos',
      detail: 'Altas y bajas de accesos a sistemas',
    });
  });

  it('deletes a sub-category with its configuration, or answers 409 while tickets use it', async () => {
    const created = await admin.post('/api/subcategories', subCategory({ code: 'Temporal' }));
    const id = created.body.data.id;
    await admin.post('/api/tasks', { subCategoryId: id, taskTypeId: 1, isRequired: true });
    expect((await admin.delete(`/api/subcategories/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/subcategories/${id}`)).statusCode).toBe(404);

    const used = await admin.post('/api/subcategories', subCategory({ code: 'Con tickets' }));
    await t.database.handle.db.insert(workItems).values({
      companyId: 1,
      subject: 'Prueba',
      detail: '<p>Prueba</p>',
      categoryId: 1,
      subCategoryId: used.body.data.id,
      severityId: 1,
      statusId: 1,
      createdBy: agenteId,
    });
    const refused = await admin.delete(`/api/subcategories/${used.body.data.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toBe(messages.conflict);
  });

  it('requires authentication and permission 9', async () => {
    expect((await t.anonymous.get('/api/subcategories/all')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/categories/1/subcategories/all')).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/subcategories')).statusCode).toBe(403);
    expect((await cliente.get('/api/subcategories/responsible')).statusCode).toBe(403);
    expect((await cliente.get('/api/categories/1/subcategories')).statusCode).toBe(403);
    expect((await cliente.post('/api/subcategories', subCategory())).statusCode).toBe(403);
    expect((await cliente.delete('/api/subcategories/1')).statusCode).toBe(403);
  });
});
