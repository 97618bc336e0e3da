import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('states', () => {
  const t = useTestApp();

  it('lists the 32 states by name for any signed-in user', async () => {
    const cliente = await t.as('cliente');
    const response = await cliente.get('/api/states/all');
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toHaveLength(32);
    expect(response.body.data[0]).toMatchObject({ code: '01', detail: 'Aguascalientes' });
    expect((await cliente.get('/api/states')).body.data).toEqual(response.body.data);
    const jalisco = response.body.data.find((s: { detail: string }) => s.detail === 'Jalisco');
    expect((await cliente.get(`/api/states/${jalisco.id}`)).body.data).toEqual(jalisco);
    expect((await cliente.get('/api/states/999')).statusCode).toBe(404);
  });

  it('is read-only and requires authentication', async () => {
    expect((await t.anonymous.get('/api/states/all')).statusCode).toBe(401);
    expect((await (await t.as('admin')).post('/api/states', { code: '33' })).statusCode).toBe(404);
  });
});
