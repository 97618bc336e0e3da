import { beforeAll, describe, expect, it } from 'vitest';
import { businessFunctionDefinitions } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('business-functions', () => {
  const t = useTestApp();
  let admin: TestClient;
  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('lists the permissions in menu order, one by id, and the options of the permission screen', async () => {
    const list = await admin.get('/api/business-functions');
    expect(list.body.data[0]).toEqual({ id: 2, label: 'Dashboard', url: '/dashboard', isActive: true });
    // The ids of docs/product/access.md#permission-ids (other contexts add theirs to the same definitions), by id.
    const ids = list.body.data.map((f: { id: number }) => f.id);
    expect(ids).toEqual(businessFunctionDefinitions.map((d) => d.id).sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 22, 23, 24, 25, 26]));
    expect((await admin.get('/api/business-functions/17')).body.data).toEqual({
      id: 17,
      label: 'Permisos',
      url: '/permissions',
      isActive: true,
    });
    const options = await admin.get('/api/business-functions/all');
    expect(options.body.data).toContainEqual({ value: 26, label: 'Reasignar responsable', isActive: true });
  });

  it('lists the roles holding a permission', async () => {
    const response = await admin.get('/api/business-functions/26/roles');
    expect(response.body.data).toEqual([
      { value: 1, label: 'Administrador', isActive: true },
      { value: 1011, label: 'PROVIDER MANAGER', isActive: true },
      { value: 3, label: 'Supervisor', isActive: true },
    ]);
    expect((await admin.get('/api/business-functions/99/roles')).statusCode).toBe(404);
  });

  it('is read-only reference data', async () => {
    expect((await admin.post('/api/business-functions', { label: 'x' })).statusCode).toBe(404);
    expect((await admin.delete('/api/business-functions/2')).statusCode).toBe(404);
  });

  it('requires authentication and permission 17', async () => {
    expect((await t.anonymous.get('/api/business-functions')).statusCode).toBe(401);
    const supervisor = await t.as('supervisor');
    expect((await supervisor.get('/api/business-functions')).statusCode).toBe(403);
    expect((await supervisor.get('/api/business-functions/26/roles')).statusCode).toBe(403);
    expect((await supervisor.get('/api/business-functions/all')).statusCode).toBe(200);
  });
});
