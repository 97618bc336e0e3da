import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('entitytypes', () => {
  const t = useTestApp();

  it('lists the entity types by id for any signed-in user', async () => {
    const cliente = await t.as('cliente');
    const all = await cliente.get('/api/entitytypes/all');
    expect(all.body.data).toEqual([
      { id: 1, code: 'Usuario interno', detail: 'Usuario interno de la empresa' },
      { id: 2, code: 'Cliente', detail: 'Usuario de una empresa cliente' },
      { id: 3, code: 'Proveedor', detail: 'Usuario de una empresa proveedora' },
    ]);
    const list = await cliente.get('/api/entitytypes');
    expect(list.body.data[1]).toEqual({
      id: 2,
      companyId: 1,
      code: 'Cliente',
      detail: 'Usuario de una empresa cliente',
      isActive: true,
    });
    expect((await cliente.get('/api/entitytypes/3')).body.data.code).toBe('Proveedor');
  });

  it('is read-only and requires authentication', async () => {
    expect((await t.anonymous.get('/api/entitytypes/all')).statusCode).toBe(401);
    expect((await (await t.as('admin')).delete('/api/entitytypes/2')).statusCode).toBe(404);
  });
});
