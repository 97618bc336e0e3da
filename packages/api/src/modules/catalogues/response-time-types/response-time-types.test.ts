import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

describe('responsetimetypes', () => {
  const t = useTestApp();

  it('lists the response-time types from the shortest unit', async () => {
    const agente = await t.as('agente');
    const response = await agente.get('/api/responsetimetypes/all');
    expect(response.body.data).toEqual([
      { id: 1, code: 'minutos', detail: 'Minutos', abbr: 'min' },
      { id: 2, code: 'horas', detail: 'Horas', abbr: 'h' },
      { id: 3, code: 'días', detail: 'Días', abbr: 'd' },
    ]);
    expect((await agente.get('/api/responsetimetypes')).body.data).toEqual(response.body.data);
    expect((await agente.get('/api/responsetimetypes/2')).body.data.abbr).toBe('h');
  });

  it('requires authentication', async () => {
    expect((await t.anonymous.get('/api/responsetimetypes')).statusCode).toBe(401);
  });
});
