import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('bootstrap lookups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const paths = ['/api/roles/all', '/api/companylocations/all', '/api/entitytypes/all', '/api/externalentities/all', '/api/company-settings'];

  it('requires authentication', async () => {
    for (const path of paths) expect((await t.anonymous.get(path)).statusCode, path).toBe(401);
  });

  it('answers any signed-in user with active items', async () => {
    const cliente = await t.as('cliente');
    const roles = await cliente.get('/api/roles/all');
    expect(roles.body.data.map((r: { id: number }) => r.id)).toEqual([1, 2, 3, 1008, 1009, 1010, 1011]);
    const locations = await cliente.get('/api/companylocations/all');
    expect(locations.body.data.map((l: { code: string }) => l.code)).toEqual(['Matriz CDMX', 'Sucursal Guadalajara', 'Sucursal Monterrey']);
    const types = await cliente.get('/api/entitytypes/all');
    expect(types.body.data.map((e: { id: number }) => e.id)).toEqual([1, 2, 3]);
    const providers = await cliente.get('/api/externalentities/all?entityTypeId=3');
    expect(providers.body.data).toEqual([{ id: 2, entityTypeId: 3, code: 'Proveedor Demo S.A. de C.V.', isActive: true }]);
  });

  it('serves the company settings with FileAttachmentSize defaulting to 10 MB', async () => {
    const response = await (await t.as('agente')).get('/api/company-settings');
    expect(response.body.data).toMatchObject({ companyId: 1, logo: null });
    expect(response.body.data.items).toContainEqual({ id: expect.any(Number), code: 'FileAttachmentSize', detail: '10' });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.paths['/api/auth/login'].post).toBeDefined();
    expect(doc.paths['/api/users/{id}'].put).toBeDefined();
    expect(doc.components.schemas.User).toBeDefined();
    expect(doc.paths['/api/users'].post.requestBody).toBeDefined();
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'Fail', message: 'No se encontraron resultados, verifique los datos.' });
  });
});
