import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('attachmentconfig', () => {
  const t = useTestApp();
  let admin: TestClient;
  const rule = (overrides: Record<string, unknown> = {}) => ({
    fileExt: '.XLSX',
    minSize: 1,
    maxSize: 2048,
    namingConvention: 'reporte_*',
    isRequired: true,
    subCategories: [1, 2, 2],
    ...overrides,
  });

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('creates, reads and updates a rule with its sub-categories', async () => {
    const created = await admin.post('/api/attachmentconfig', rule());
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toEqual({
      id: expect.any(Number),
      companyId: 1,
      fileExt: 'xlsx',
      minSize: 1,
      maxSize: 2048,
      namingConvention: 'reporte_*',
      isRequired: true,
      isActive: true,
      subCategories: [1, 2],
    });
    const updated = await admin.put(`/api/attachmentconfig/${created.body.data.id}`, rule({ maxSize: 0, subCategories: [3] }));
    expect(updated.body.data).toMatchObject({ maxSize: 0, subCategories: [3] });
    expect((await admin.get(`/api/attachmentconfig/${created.body.data.id}`)).body.data).toEqual(updated.body.data);
    expect((await admin.get('/api/attachmentconfig')).body.data.map((r: { fileExt: string }) => r.fileExt)).toEqual([
      'pdf',
      'xlsx',
    ]);
  });

  it('validates required fields and sizes', async () => {
    const response = await admin.post('/api/attachmentconfig', {});
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toEqual({
      fileExt: messages.fieldRequired,
      minSize: messages.fieldRequired,
      maxSize: messages.fieldRequired,
      namingConvention: messages.fieldRequired,
    });
    expect((await admin.post('/api/attachmentconfig', rule({ minSize: 10, maxSize: 5 }))).body.data.fields).toEqual({
      minSize: catalogueMessages.attachmentMinAboveMax,
    });
    // FileAttachmentSize is 10 MB: 10240 Kb.
    expect((await admin.post('/api/attachmentconfig', rule({ maxSize: 10241 }))).body.data.fields).toEqual({
      maxSize: 'El tamaño máximo no puede ser mayor a 10240 Kb.',
    });
    expect((await admin.post('/api/attachmentconfig', rule({ subCategories: [999] }))).body.data.fields).toEqual({
      subCategories: messages.invalidOption,
    });
  });

  it('saves several rules at once, all or none', async () => {
    const saved = await admin.post('/api/attachmentconfig/savemultiple', [
      rule({ fileExt: 'png', subCategories: [4] }),
      rule({ id: 1, fileExt: 'pdf', namingConvention: '*', isRequired: false, minSize: 0, maxSize: 4096, subCategories: [3, 4] }),
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.map((r: { fileExt: string; subCategories: number[] }) => [r.fileExt, r.subCategories])).toEqual([
      ['png', [4]],
      ['pdf', [3, 4]],
    ]);
    const before = (await admin.get('/api/attachmentconfig')).body.data;
    const missing = await admin.post('/api/attachmentconfig/savemultiple', [rule({ fileExt: 'doc' }), rule({ id: 999 })]);
    expect(missing.statusCode).toBe(404);
    expect((await admin.get('/api/attachmentconfig')).body.data).toEqual(before);
    expect((await admin.post('/api/attachmentconfig/savemultiple', [])).body.data).toEqual([]);
    expect((await admin.post('/api/attachmentconfig/savemultiple', [{ fileExt: '' }])).body.data.fields).toMatchObject({
      '0.fileExt': messages.fieldRequired,
    });
  });

  it('soft-deletes: the rule stays listed inactive and leaves the picker', async () => {
    const created = await admin.post('/api/attachmentconfig', rule({ fileExt: 'zip' }));
    const id = created.body.data.id;
    expect((await admin.delete(`/api/attachmentconfig/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/attachmentconfig/${id}`)).body.data).toMatchObject({ isActive: false, subCategories: [1, 2] });
    expect(
      (await (await t.as('cliente')).get('/api/attachmentconfig/all')).body.data.some((r: { id: number }) => r.id === id),
    ).toBe(false);
  });

  it('requires authentication and permission 6', async () => {
    expect((await t.anonymous.get('/api/attachmentconfig/all')).statusCode).toBe(401);
    const supervisor = await t.as('supervisor');
    expect((await supervisor.get('/api/attachmentconfig')).statusCode).toBe(403);
    expect((await supervisor.post('/api/attachmentconfig', rule())).statusCode).toBe(403);
    expect((await supervisor.post('/api/attachmentconfig/savemultiple', [])).statusCode).toBe(403);
    expect((await supervisor.delete('/api/attachmentconfig/1')).statusCode).toBe(403);
  });
});
