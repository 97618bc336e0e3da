import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@tms/contracts';
import { useTestApp, type TestClient } from '../../../test/test-app';

describe('subcategoryattachmentconfig', () => {
  const t = useTestApp();
  let admin: TestClient;

  beforeAll(async () => {
    admin = await t.as('admin');
  });

  it('shows every sub-category of a rule, active where the rule applies', async () => {
    const response = await admin.get('/api/subcategoryattachmentconfig/attachmentconfig/1');
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toHaveLength(5);
    expect(response.body.data.filter((r: { isActive: boolean }) => r.isActive)).toEqual([
      { attachmentConfigId: 1, subCategoryId: 3, code: 'Accesos', categoryId: 1, categoryName: 'Soporte TI', isActive: true },
    ]);
    expect((await admin.get('/api/subcategoryattachmentconfig/attachmentconfig/99')).statusCode).toBe(404);
  });

  it('links and unlinks one sub-category', async () => {
    const linked = await admin.post('/api/subcategoryattachmentconfig', { attachmentConfigId: 1, subCategoryId: 1 });
    expect(linked.statusCode).toBe(201);
    expect(linked.body.data).toEqual({
      attachmentConfigId: 1,
      subCategoryId: 1,
      code: 'Impresoras',
      categoryId: 1,
      categoryName: 'Soporte TI',
      isActive: true,
    });
    expect(
      (await admin.get('/api/subcategoryattachmentconfig')).body.data.map((r: { subCategoryId: number }) => r.subCategoryId),
    ).toEqual([3, 1]);
    expect((await admin.get('/api/attachmentconfig/1')).body.data.subCategories).toEqual([1, 3]);
    expect((await admin.delete('/api/subcategoryattachmentconfig/1/1')).body.data).toEqual({ result: true });
    expect((await admin.delete('/api/subcategoryattachmentconfig/1/1')).statusCode).toBe(404);
    expect(
      (await admin.post('/api/subcategoryattachmentconfig', { attachmentConfigId: 1, subCategoryId: 999 })).body.data.fields,
    ).toEqual({
      subCategoryId: messages.invalidOption,
    });
  });

  it('lets any signed-in user read the links of active rules', async () => {
    const response = await (await t.as('cliente')).get('/api/subcategoryattachmentconfig/all');
    expect(response.body.data).toEqual([expect.objectContaining({ attachmentConfigId: 1, subCategoryId: 3 })]);
  });

  it('requires authentication and permission 6', async () => {
    expect((await t.anonymous.get('/api/subcategoryattachmentconfig/all')).statusCode).toBe(401);
    const cliente = await t.as('cliente');
    expect((await cliente.get('/api/subcategoryattachmentconfig/attachmentconfig/1')).statusCode).toBe(403);
    expect((await cliente.post('/api/subcategoryattachmentconfig', { attachmentConfigId: 1, subCategoryId: 1 })).statusCode).toBe(
      403,
    );
  });
});
