import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages, type SubCategoryPriorityLevel } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

type Row = { priorityId: number; isActive: boolean; responseTimeSetting: number; responseTimeTypeId: number | null };
const summary = (rows: Row[]) => rows.map((r) => [r.priorityId, r.isActive, r.responseTimeSetting, r.responseTimeTypeId]);

describe('prioritylevel', () => {
  const t = useTestApp();
  let admin: TestClient;
  // Impresoras (1) has a level for each severity; Correo electrónico (2) has none.
  const correo = 2;

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('shows one row per severity, active only where a level exists', async () => {
    const impresoras = await admin.get('/api/prioritylevel/subcategory/1');
    expect(summary(impresoras.body.data)).toEqual([
      [1, true, 3, 3],
      [2, true, 1, 3],
      [3, true, 8, 2],
      [4, true, 120, 1],
    ]);
    // With the demo's first-response targets (docs/product/service-quality.md#first-response).
    expect(impresoras.body.data.map((l: SubCategoryPriorityLevel) => [l.firstResponseSetting, l.firstResponseTypeId])).toEqual([
      [8, 2],
      [4, 2],
      [1, 2],
      [30, 1],
    ]);
    const none = await admin.get(`/api/prioritylevel/subcategory/${correo}`);
    expect(none.body.data[0]).toEqual({
      id: null,
      priorityId: 1,
      code: 'Baja',
      responseTimeSetting: 0,
      responseTimeTypeId: null,
      firstResponseSetting: null,
      firstResponseTypeId: null,
      subCategoryId: correo,
      isActive: false,
    });
    expect((await admin.get('/api/prioritylevel/subcategory/999')).statusCode).toBe(404);
  });

  it('saves the levels of a sub-category at once: active rows kept, inactive rows removed', async () => {
    const saved = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: correo,
      list: [
        { priorityId: 1, responseTimeSetting: 2, responseTimeTypeId: 3, isActive: true },
        { priorityId: 3, responseTimeSetting: 4, responseTimeTypeId: 2, isActive: true },
        { priorityId: 4, responseTimeSetting: 0, responseTimeTypeId: null, isActive: false },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(summary(saved.body.data)).toEqual([
      [1, true, 2, 3],
      [2, false, 0, null],
      [3, true, 4, 2],
      [4, false, 0, null],
    ]);

    const changed = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: correo,
      list: [
        { priorityId: 1, responseTimeSetting: 0, responseTimeTypeId: 3, isActive: false },
        { priorityId: 3, responseTimeSetting: 6, responseTimeTypeId: 2, isActive: true },
      ],
    });
    expect(summary(changed.body.data).filter((r) => r[1])).toEqual([[3, true, 6, 2]]);
    const levels = (await admin.get('/api/prioritylevel')).body.data.filter(
      (l: { subCategoryId: number }) => l.subCategoryId === correo,
    );
    expect(levels).toEqual([
      expect.objectContaining({ priorityId: 3, priorityName: 'Alta', responseTimeSetting: 6, responseTimeTypeName: 'horas' }),
    ]);
  });

  it('validates each row with the messages of docs/product/catalogues.md#validation and saves nothing on error', async () => {
    const response = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: correo,
      list: [
        { priorityId: 2, responseTimeSetting: null, responseTimeTypeId: 1, isActive: true },
        { priorityId: 4, responseTimeSetting: '', isActive: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.fields).toEqual({
      'list.0.responseTimeSetting': 'Este campo es requerido.',
      'list.1.responseTimeSetting': 'Este campo es requerido.',
    });
    const missingType = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: correo,
      list: [{ priorityId: 2, responseTimeSetting: 5, isActive: true }],
    });
    expect(missingType.body.data.fields).toEqual({ 'list.0.responseTimeTypeId': messages.fieldRequired });
    const negative = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: correo,
      list: [{ priorityId: 2, responseTimeSetting: -1, responseTimeTypeId: 1 }],
    });
    expect(negative.body.data.fields).toEqual({ 'list.0.responseTimeSetting': catalogueMessages.wholeNumber });
    // At most a year in each unit: longer ones would make every ticket of the level fail.
    const centuries = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: correo,
      list: [
        { priorityId: 1, responseTimeSetting: 365, responseTimeTypeId: 3, isActive: true },
        { priorityId: 2, responseTimeSetting: 2_147_483_647, responseTimeTypeId: 3, isActive: true },
        { priorityId: 3, responseTimeSetting: 8_761, responseTimeTypeId: 2, isActive: true },
        { priorityId: 4, responseTimeSetting: 525_601, responseTimeTypeId: 1, isActive: true },
      ],
    });
    expect(centuries.statusCode).toBe(400);
    expect(centuries.body.data.fields).toEqual({
      'list.1.responseTimeSetting': 'El tiempo de respuesta no puede ser mayor a un año (365 días).',
      'list.2.responseTimeSetting': 'El tiempo de respuesta no puede ser mayor a un año (8,760 horas).',
      'list.3.responseTimeSetting': 'El tiempo de respuesta no puede ser mayor a un año (525,600 minutos).',
    });
    const oneLevel = await admin.post('/api/prioritylevel', {
      priorityId: 4,
      subCategoryId: correo,
      responseTimeSetting: 366,
      responseTimeTypeId: 3,
    });
    expect(oneLevel.body.data.fields).toEqual({ responseTimeSetting: catalogueMessages.responseTimeAboveYear(365, 'días') });

    const before = (await admin.get(`/api/prioritylevel/subcategory/${correo}`)).body.data;
    const unknownType = await admin.post('/api/prioritylevel/multiple', {
      subCategoryId: correo,
      list: [
        { priorityId: 2, responseTimeSetting: 1, responseTimeTypeId: 1, isActive: true },
        { priorityId: 4, responseTimeSetting: 1, responseTimeTypeId: 99, isActive: true },
      ],
    });
    expect(unknownType.body.data.fields).toEqual({ responseTimeTypeId: messages.invalidOption });
    expect((await admin.get(`/api/prioritylevel/subcategory/${correo}`)).body.data).toEqual(before);
  });

  it('creates, updates and deletes one level; one per severity', async () => {
    const created = await admin.post('/api/prioritylevel', {
      priorityId: 4,
      subCategoryId: correo,
      responseTimeSetting: 30,
      responseTimeTypeId: 1,
    });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      priorityName: 'Crítica',
      responseTimeSetting: 30,
      responseTimeTypeName: 'minutos',
      isActive: true,
    });
    const twice = await admin.post('/api/prioritylevel', {
      priorityId: 4,
      subCategoryId: correo,
      responseTimeSetting: 1,
      responseTimeTypeId: 1,
    });
    expect(twice.body.data.fields).toEqual({ priorityId: catalogueMessages.levelAlreadyExists });
    const updated = await admin.put(`/api/prioritylevel/${created.body.data.id}`, {
      priorityId: 4,
      subCategoryId: correo,
      responseTimeSetting: 45,
      responseTimeTypeId: 1,
    });
    expect(updated.body.data.responseTimeSetting).toBe(45);
    expect((await admin.delete(`/api/prioritylevel/${created.body.data.id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/prioritylevel/${created.body.data.id}`)).statusCode).toBe(404);
  });

  it('requires authentication and permission 9', async () => {
    expect((await t.anonymous.get('/api/prioritylevel/subcategory/1')).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/prioritylevel/subcategory/1')).statusCode).toBe(403);
    expect((await cliente.post('/api/prioritylevel/multiple', { subCategoryId: 1, list: [] })).statusCode).toBe(403);
    expect((await cliente.get('/api/prioritylevel/all')).statusCode).toBe(200);
  });
});
