import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('priorities and severities', () => {
  const t = useTestApp();

  it('serves the same severities under both names, in their natural order', async () => {
    const cliente = await t.as('cliente');
    const priorities = await cliente.get('/api/priorities/all');
    expect(priorities.body.data.map((p: { code: string }) => p.code)).toEqual(['Baja', 'Media', 'Alta', 'Crítica']);
    expect((await cliente.get('/api/severities/all')).body.data).toEqual(priorities.body.data);
    expect((await cliente.get('/api/severities')).body.data).toEqual((await cliente.get('/api/priorities')).body.data);
    expect((await cliente.get('/api/severities/4')).body.data).toEqual({ id: 4, code: 'Crítica', isActive: true });
  });

  it('is read-only and requires authentication', async () => {
    expect((await t.anonymous.get('/api/severities/all')).statusCode).toBe(401);
    expect((await (await t.as('admin')).post('/api/priorities', { code: 'Urgente' })).statusCode).toBe(404);
  });
});
