import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('externalentities', () => {
  const t = useTestApp();

  it('lists active external entities, optionally of one entity type', async () => {
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/externalentities/all')).body.data).toHaveLength(2);
    const providers = await cliente.get('/api/externalentities/all?entityTypeId=3');
    expect(providers.body.data).toEqual([{ id: 2, entityTypeId: 3, code: 'Proveedor Demo S.A. de C.V.', isActive: true }]);
    expect((await cliente.get('/api/externalentities/all?entityTypeId=x')).statusCode).toBe(400);
  });

  it('requires authentication', async () => {
    expect((await t.anonymous.get('/api/externalentities/all')).statusCode).toBe(401);
  });
});
