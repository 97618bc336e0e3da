import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages, messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

type Row = { subCategoryId: number; code: string; isRequired: boolean; isActive: boolean };
const flags = (rows: Row[]) => rows.map((r) => [r.code, r.isRequired, r.isActive]);

describe('tasks', () => {
  const t = useTestApp();
  let admin: TestClient;
  // Task types: 1 Revisión técnica, 2 Compra de refacción. Soporte TI (1): Accesos 3, Correo 2, Impresoras 1.

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('lists the tasks of a task type and of a sub-category', async () => {
    const ofType = await admin.get('/api/tasks/tasktype/1');
    expect(ofType.body.data).toEqual([
      {
        id: expect.any(Number),
        companyId: 1,
        subCategoryId: 1,
        subCategoryCode: 'Impresoras',
        taskTypeId: 1,
        taskTypeCode: 'Revisión técnica',
        isRequired: true,
        isActive: true,
      },
    ]);
    const ofSubCategory = await admin.get('/api/tasks/subcategory/1');
    expect(ofSubCategory.body.data.map((r: { taskTypeCode: string }) => r.taskTypeCode)).toEqual([
      'Compra de refacción',
      'Revisión técnica',
    ]);
    expect((await admin.get('/api/tasks/tasktype/99')).statusCode).toBe(404);
  });

  it('shows the sub-categories of a category for a task type, and saves them at once', async () => {
    const before = await admin.get('/api/tasks/1/category/1');
    expect(flags(before.body.data)).toEqual([
      ['Accesos', false, false],
      ['Correo electrónico', false, false],
      ['Impresoras', true, true],
    ]);
    const saved = await admin.post('/api/tasks/savemultiple', {
      taskTypeId: 1,
      categoryId: 1,
      subCategories: [
        { subCategoryId: 3, isRequired: true, isActive: true },
        { subCategoryId: 2, isRequired: false, isActive: true },
        { subCategoryId: 1, isRequired: true, isActive: false },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(flags(saved.body.data)).toEqual([
      ['Accesos', true, true],
      ['Correo electrónico', false, true],
      ['Impresoras', true, false],
    ]);
    expect(saved.body.data[0]).toMatchObject({ taskId: expect.any(Number), taskTypeId: 1, categoryId: 1, subCategoryId: 3 });
    // Deactivated, not removed: tickets keep their copies of the task.
    expect(
      (await admin.get('/api/tasks/subcategory/1')).body.data.find((r: { taskTypeId: number }) => r.taskTypeId === 1),
    ).toMatchObject({ isActive: false });
  });

  it('validates the configuration and saves all or nothing', async () => {
    const missing = await admin.post('/api/tasks/savemultiple', { subCategories: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.data.fields).toEqual({ taskTypeId: messages.fieldRequired, categoryId: messages.fieldRequired });
    const before = (await admin.get('/api/tasks/2/category/1')).body.data;
    const foreign = await admin.post('/api/tasks/savemultiple', {
      taskTypeId: 2,
      categoryId: 1,
      subCategories: [
        { subCategoryId: 3, isRequired: true },
        { subCategoryId: 4, isRequired: true },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.data.fields).toEqual({ subCategories: catalogueMessages.subCategoryNotInCategory });
    expect((await admin.get('/api/tasks/2/category/1')).body.data).toEqual(before);
  });

  it('creates, updates and soft-deletes one task; one per task type and sub-category', async () => {
    const created = await admin.post('/api/tasks', { subCategoryId: 4, taskTypeId: 2, isRequired: true });
    expect(created.statusCode).toBe(201);
    expect(created.body.data).toMatchObject({
      subCategoryCode: 'Aire acondicionado',
      taskTypeCode: 'Compra de refacción',
      isRequired: true,
      isActive: true,
    });
    const twice = await admin.post('/api/tasks', { subCategoryId: 4, taskTypeId: 2 });
    expect(twice.body.data.fields).toEqual({ taskTypeId: catalogueMessages.taskAlreadyConfigured });
    const id = created.body.data.id;
    expect(
      (await admin.put(`/api/tasks/${id}`, { subCategoryId: 4, taskTypeId: 2, isRequired: false })).body.data.isRequired,
    ).toBe(false);
    expect((await admin.delete(`/api/tasks/${id}`)).body.data).toEqual({ result: true });
    expect((await admin.get(`/api/tasks/${id}`)).body.data.isActive).toBe(false);
    expect((await admin.get('/api/tasks/all')).body.data.some((r: { id: number }) => r.id === id)).toBe(false);
  });

  it('requires authentication and permission 23', async () => {
    expect((await t.anonymous.get('/api/tasks/all')).statusCode).toBe(401);
    const supervisor = await t.as('supervisor');
    expect((await supervisor.get('/api/tasks')).statusCode).toBe(403);
    expect((await supervisor.get('/api/tasks/1/category/1')).statusCode).toBe(403);
    expect(
      (await supervisor.post('/api/tasks/savemultiple', { taskTypeId: 1, categoryId: 1, subCategories: [] })).statusCode,
    ).toBe(403);
    expect((await supervisor.delete('/api/tasks/1')).statusCode).toBe(403);
  });
});
