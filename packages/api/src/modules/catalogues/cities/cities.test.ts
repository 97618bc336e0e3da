import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('cities', () => {
  const t = useTestApp();

  it('lists the municipalities of one state, by name ignoring accents', async () => {
    const agente = await t.as('agente');
    const cdmx = (await agente.get('/api/states/all')).body.data.find((s: { code: string }) => s.code === '09');
    const response = await agente.get(`/api/cities/state/${cdmx.id}`);
    expect(response.statusCode).toBe(200);
    const names = response.body.data.map((c: { detail: string }) => c.detail);
    expect(names).toHaveLength(16);
    expect(names.slice(0, 3)).toEqual(['Álvaro Obregón', 'Azcapotzalco', 'Benito Juárez']);
    expect(response.body.data.every((c: { stateId: number }) => c.stateId === cdmx.id)).toBe(true);
    const first = response.body.data[0];
    expect((await agente.get(`/api/cities/${first.id}`)).body.data).toEqual(first);
    expect((await agente.get('/api/cities/state/999')).body.data).toEqual([]);
  });

  it('requires authentication', async () => {
    expect((await t.anonymous.get('/api/cities/state/1')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/cities/all')).statusCode).toBe(401);
  });
});
