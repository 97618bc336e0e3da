import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('lookupsettings and company-settings', () => {
  const t = useTestApp();
  let admin: TestClient;

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('serves the company settings with FileAttachmentSize defaulting to 10 MB', async () => {
    const response = await (await t.as('agente')).get('/api/company-settings');
    expect(response.body.data).toMatchObject({ companyId: 1, name: 'Mi Empresa', logo: null });
    expect(response.body.data.items).toContainEqual({ id: expect.any(Number), code: 'FileAttachmentSize', detail: '10' });
  });

  it('lets any signed-in user read the settings items and permission 17 change them', async () => {
    const cliente = await t.as('cliente');
    const list = await cliente.get('/api/lookupsettings');
    // The file size and the satisfaction surveys' settings with their defaults (docs/product/service-quality.md).
    const seeded = { FileAttachmentSize: '10', CSAT_DELAY_MINUTES: '0', CSAT_MIN_DAYS: '0', CSAT_SAMPLE_PERCENT: '100' };
    expect(list.body.data).toEqual(
      expect.arrayContaining(
        Object.entries(seeded).map(([code, detail]) => ({ id: expect.any(Number), code, detail, isActive: true })),
      ),
    );
    expect(list.body.data).toHaveLength(Object.keys(seeded).length);

    const created = await admin.post('/api/lookupsettings', { code: 'SupportPhone', detail: '55 1234 5678' });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toEqual({ id: expect.any(Number), code: 'SupportPhone', detail: '55 1234 5678', isActive: true });
    const id = created.body.data.id;
    expect(
      (await admin.put(`/api/lookupsettings/${id}`, { code: 'SupportPhone', detail: '55 0000 0000' })).body.data.detail,
    ).toBe('55 0000 0000');
    expect((await cliente.get('/api/company-settings')).body.data.items.map((i: { code: string }) => i.code).sort()).toEqual(
      [...Object.keys(seeded), 'SupportPhone'].sort(),
    );
    expect((await admin.delete(`/api/lookupsettings/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/lookupsettings/${id}`)).statusCode).toBe(404);
  });

  it('validates the items: unique code, FileAttachmentSize a whole number of MB', async () => {
    const size = (await admin.get('/api/lookupsettings')).body.data.find(
      (item: { code: string }) => item.code === 'FileAttachmentSize',
    );
    const bad = await admin.put(`/api/lookupsettings/${size.id}`, { code: 'FileAttachmentSize', detail: 'diez' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.data.fields).toEqual({ detail: catalogueMessages.positiveInteger });
    expect(
      (await admin.put(`/api/lookupsettings/${size.id}`, { code: 'FileAttachmentSize', detail: '20' })).body.data.detail,
    ).toBe('20');
    const duplicate = await admin.post('/api/lookupsettings', { code: 'FileAttachmentSize', detail: '5' });
    expect(duplicate.body.data.fields).toEqual({ code: catalogueMessages.settingExists });
    expect(duplicate.body.data.code).toBe('resource.duplicate');
    expect((await admin.post('/api/lookupsettings', { code: '' })).body.data.fields).toEqual({ code: messages.fieldRequired });
  });

  it('requires authentication, and permission 17 to write', async () => {
    expect((await t.anonymous.get('/api/lookupsettings')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/company-settings')).statusCode).toBe(401);
    const supervisor = await t.as('supervisor');
    expect((await supervisor.get('/api/lookupsettings/all')).statusCode).toBe(200);
    expect((await supervisor.post('/api/lookupsettings', { code: 'X' })).statusCode).toBe(403);
    expect((await supervisor.delete('/api/lookupsettings/1')).statusCode).toBe(403);
  });
});
