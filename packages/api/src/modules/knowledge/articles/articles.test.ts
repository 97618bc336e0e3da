// Knowledge-base articles (docs/product/self-service.md#knowledge-base): the writers' calls behind permission 32, the
// Spanish 400s per field, versions and restore, and who reads which article — by audience, entity type and status —
// on the article, its feedback and its deflection; views and '¿Le fue útil?' counted.
import { beforeAll, describe, expect, it } from 'vitest';
import { knowledgeMessages, messages, type ArticleInput } from '@tms/contracts';
import { type TestClient, useTestApp } from '../../../test/test-app';

/** Demo catalogues: 'Soporte TI' (1) with 'Impresoras' (1) and 'Correo electrónico' (2); 'Mantenimiento' (2). */
const SUPPORT = 1;
const PRINTERS = 1;
const MAINTENANCE = 2;

const input = (overrides: Partial<ArticleInput> = {}): ArticleInput => ({
  title: 'Artículo de prueba',
  body: '<p>Contenido de prueba.</p>',
  categoryId: SUPPORT,
  subCategoryId: PRINTERS,
  audience: 'internal',
  entityTypeIds: [],
  status: 'published',
  ...overrides,
});

describe('knowledge-base articles', () => {
  const t = useTestApp();
  let admin: TestClient;
  let supervisor: TestClient;
  let agente: TestClient;
  let cliente: TestClient;
  let proveedor: TestClient;
  /** Articles by who may read them. */
  const ids = { internal: 0, clients: 0, providers: 0, both: 0, draft: 0, archived: 0 };

  async function created(by: TestClient, body: ArticleInput): Promise<number> {
    const response = await by.post('/api/kb/articles', body);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  }

  beforeAll(async () => {
    [admin, supervisor, agente, cliente, proveedor] = await Promise.all(
      (['admin', 'supervisor', 'agente', 'cliente', 'proveedor'] as const).map((user) => t.as(user)),
    );
    ids.internal = await created(admin, input({ title: 'Interno de prueba' }));
    ids.clients = await created(admin, input({ title: 'Para clientes', audience: 'public', entityTypeIds: [2] }));
    ids.providers = await created(admin, input({ title: 'Para proveedores', audience: 'public', entityTypeIds: [3] }));
    ids.both = await created(admin, input({ title: 'Para todos', audience: 'public', entityTypeIds: [2, 3] }));
    ids.draft = await created(admin, input({ title: 'Borrador', audience: 'public', entityTypeIds: [2, 3], status: 'draft' }));
    ids.archived = await created(
      admin,
      input({ title: 'Archivado', audience: 'public', entityTypeIds: [2, 3], status: 'archived' }),
    );
  });

  describe('permission 32', () => {
    it('lets the administrator and the supervisor write, and refuses everyone else with 403', async () => {
      expect((await supervisor.post('/api/kb/articles', input({ title: 'Del supervisor' }))).statusCode).toBe(201);
      for (const reader of [agente, cliente, proveedor]) {
        const writes = [
          await reader.get('/api/kb/articles'),
          await reader.post('/api/kb/articles', input()),
          await reader.put(`/api/kb/articles/${ids.both}`, input()),
          await reader.delete(`/api/kb/articles/${ids.both}`),
          await reader.get(`/api/kb/articles/${ids.both}/versions`),
          await reader.post(`/api/kb/articles/${ids.both}/versions/1/restore`),
        ];
        for (const response of writes) {
          expect(response.statusCode).toBe(403);
          expect(response.body.data.code).toBe('auth.forbidden');
        }
      }
      expect((await t.anonymous.get(`/api/kb/articles/${ids.both}`)).statusCode).toBe(401);
    });
  });

  describe('validation', () => {
    it('answers a Spanish 400 per field for a missing title, body, category, audience and status', async () => {
      const response = await admin.post('/api/kb/articles', {
        title: '  ',
        body: '',
        categoryId: 0,
        audience: 'everyone',
        status: 'live',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body.data.code).toBe('request.invalid');
      expect(response.body.data.fields).toEqual({
        title: knowledgeMessages.titleRequired,
        body: knowledgeMessages.bodyRequired,
        categoryId: knowledgeMessages.categoryRequired,
        audience: knowledgeMessages.audience,
        status: knowledgeMessages.status,
      });
    });

    it('refuses a title over 200 characters and a body over 100,000', async () => {
      const response = await admin.post(
        '/api/kb/articles',
        input({ title: 'a'.repeat(201), body: `<p>${'b'.repeat(100_001)}</p>` }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.body.data.fields).toEqual({ title: messages.maxLength(200), body: messages.maxLength(100_000) });
    });

    it('requires the entity types of a public article, and only clients and providers', async () => {
      const none = await admin.post('/api/kb/articles', input({ audience: 'public', entityTypeIds: [] }));
      expect(none.statusCode).toBe(400);
      expect(none.body.data.fields).toEqual({ entityTypeIds: knowledgeMessages.entityTypesRequired });
      const internalType = await admin.post('/api/kb/articles', input({ audience: 'public', entityTypeIds: [1, 2] }));
      expect(internalType.body.data.fields).toEqual({ entityTypeIds: knowledgeMessages.entityTypeInvalid });
      const wrongKind = await admin.post('/api/kb/articles', { ...input(), entityTypeIds: 'clientes' });
      expect(wrongKind.body.data.fields).toEqual({ entityTypeIds: knowledgeMessages.entityTypeInvalid });
    });

    it('stores no entity types for an internal article', async () => {
      const id = await created(admin, input({ entityTypeIds: [2] }));
      expect((await admin.get(`/api/kb/articles/${id}`)).body.data.entityTypeIds).toEqual([]);
    });

    it('answers unknown catalogues and a sub-category of another category on their fields', async () => {
      const unknown = await admin.post('/api/kb/articles', input({ categoryId: 999_999, subCategoryId: 999_998 }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body.data.fields).toEqual({
        categoryId: knowledgeMessages.categoryUnknown,
        subCategoryId: knowledgeMessages.subCategoryUnknown,
      });
      const outside = await admin.post('/api/kb/articles', input({ categoryId: MAINTENANCE, subCategoryId: PRINTERS }));
      expect(outside.body.data.fields).toEqual({ subCategoryId: knowledgeMessages.subCategoryOutside });
    });

    it('answers a bad id in the path and a body that is not an object with 400, never 500', async () => {
      expect((await admin.get('/api/kb/articles/abc')).body.data.fields).toEqual({ id: messages.invalidId });
      expect((await admin.put(`/api/kb/articles/${ids.both}`, [1, 2])).statusCode).toBe(400);
      expect((await admin.post(`/api/kb/articles/${ids.both}/feedback`, { helpful: 'sí' })).body.data.fields).toEqual({
        helpful: knowledgeMessages.helpfulFlag,
      });
    });
  });

  describe('rich text', () => {
    it('sanitises the body and refuses one that sanitises to nothing', async () => {
      const id = await created(admin, input({ body: '<p onclick="x()">Hola <script>alert(1)</script><b>mundo</b></p>' }));
      const body = (await admin.get(`/api/kb/articles/${id}`)).body.data.body as string;
      expect(body).toBe('<p>Hola <b>mundo</b></p>');
      const empty = await admin.post('/api/kb/articles', input({ body: '<script>alert(1)</script>' }));
      expect(empty.statusCode).toBe(400);
      expect(empty.body.data.fields).toEqual({ body: knowledgeMessages.bodyRequired });
    });

    it("keeps the writer's own uploaded image, signed for each reader, and drops an image they may not name", async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      );
      const upload = await admin.upload('/api/uploads/images', 'paso.png', png, 'image/png');
      expect(upload.statusCode, JSON.stringify(upload.body)).toBe(201);
      const url = (upload.body.data.url as string).split('?')[0];
      const id = await created(
        admin,
        input({
          audience: 'public',
          entityTypeIds: [2],
          body: `<p>Paso 1</p><img src="${url}"><img src="/api/images/ajena-0000.png">`,
        }),
      );
      const read = await cliente.get(`/api/kb/articles/${id}`);
      const src = /<img src="([^"]+)"/.exec(read.body.data.body as string)?.[1];
      expect(read.body.data.body).not.toContain('ajena-0000');
      expect(src).toMatch(new RegExp(`^${url}\\?u=\\d+&amp;`));
      // As the browser loads it: the signed link alone, no bearer header.
      const image = await t.anonymous.raw(src!.replaceAll('&amp;', '&'));
      expect(image.statusCode).toBe(200);
      expect((await t.anonymous.raw(url)).statusCode).toBe(401);
      // Another writer's save keeps the image an earlier version named.
      const saved = await supervisor.put(
        `/api/kb/articles/${id}`,
        input({ audience: 'public', entityTypeIds: [2], body: `<p>Otro</p><img src="${url}">` }),
      );
      expect(saved.body.data.body).toContain(url);
    });
  });

  describe('who reads which article', () => {
    /** What each reader gets for each article: 200 or 404. */
    const expected: Record<'agente' | 'cliente' | 'proveedor', (keyof typeof ids)[]> = {
      agente: ['internal', 'clients', 'providers', 'both'],
      cliente: ['clients', 'both'],
      proveedor: ['providers', 'both'],
    };
    const readers = () => ({ agente, cliente, proveedor });

    it('opens only published articles of the reader’s audience; anything else is 404', async () => {
      for (const [name, client] of Object.entries(readers()) as [keyof typeof expected, TestClient][]) {
        for (const [key, id] of Object.entries(ids) as [keyof typeof ids, number][]) {
          const response = await client.get(`/api/kb/articles/${id}`);
          const readable = expected[name].includes(key);
          expect(response.statusCode, `${name} reading ${key}`).toBe(readable ? 200 : 404);
          if (readable) expect(response.body.data).toMatchObject({ counts: null, canEdit: false });
          else expect(response.body.data.code).toBe('resource.not_found');
        }
      }
    });

    it('takes feedback and deflections only on articles the reader may read', async () => {
      for (const [name, client] of Object.entries(readers()) as [keyof typeof expected, TestClient][]) {
        for (const [key, id] of Object.entries(ids) as [keyof typeof ids, number][]) {
          const readable = expected[name].includes(key);
          const feedback = await client.post(`/api/kb/articles/${id}/feedback`, { helpful: true });
          const deflection = await client.post(`/api/kb/articles/${id}/deflection`, {});
          expect(feedback.statusCode, `${name} feedback on ${key}`).toBe(readable ? 200 : 404);
          expect(deflection.statusCode, `${name} deflection on ${key}`).toBe(readable ? 200 : 404);
        }
      }
    });

    it('lets writers open every article, drafts and archived ones too, with the counts', async () => {
      for (const id of Object.values(ids)) {
        const response = await supervisor.get(`/api/kb/articles/${id}?countView=false`);
        expect(response.statusCode).toBe(200);
        expect(response.body.data.canEdit).toBe(true);
        expect(response.body.data.counts).not.toBeNull();
      }
    });

    it('answers 404 for an article that does not exist, to writers and readers', async () => {
      expect((await admin.get('/api/kb/articles/999999')).statusCode).toBe(404);
      expect((await agente.post('/api/kb/articles/999999/feedback', { helpful: false })).statusCode).toBe(404);
      expect((await admin.put('/api/kb/articles/999999', input())).statusCode).toBe(404);
      expect((await admin.delete('/api/kb/articles/999999')).statusCode).toBe(404);
      expect((await admin.get('/api/kb/articles/999999/versions')).statusCode).toBe(404);
    });
  });

  describe('counts', () => {
    it('counts a view per reading of a published article, not with countView=false, not of a draft', async () => {
      const id = await created(admin, input({ title: 'Contado', audience: 'public', entityTypeIds: [2, 3] }));
      await cliente.get(`/api/kb/articles/${id}`);
      await proveedor.get(`/api/kb/articles/${id}`);
      await admin.get(`/api/kb/articles/${id}?countView=false`);
      await admin.get(`/api/kb/articles/${ids.draft}`);
      expect((await admin.get(`/api/kb/articles/${id}?countView=false`)).body.data.counts.views).toBe(2);
      expect((await admin.get(`/api/kb/articles/${ids.draft}?countView=false`)).body.data.counts.views).toBe(0);
    });

    it("keeps one '¿Le fue útil?' answer per user, the last one, and counts deflections", async () => {
      const id = await created(admin, input({ title: 'Útil', audience: 'public', entityTypeIds: [2, 3] }));
      expect((await cliente.post(`/api/kb/articles/${id}/feedback`, { helpful: true })).body.data).toEqual({ helpful: true });
      await cliente.post(`/api/kb/articles/${id}/feedback`, { helpful: true });
      await proveedor.post(`/api/kb/articles/${id}/feedback`, { helpful: true });
      await proveedor.post(`/api/kb/articles/${id}/feedback`, { helpful: false });
      await agente.post(`/api/kb/articles/${id}/deflection`, {});
      await cliente.post(`/api/kb/articles/${id}/deflection`, {});
      const counts = (await admin.get(`/api/kb/articles/${id}?countView=false`)).body.data.counts;
      expect(counts).toEqual({ views: 0, helpful: 1, notHelpful: 1, deflections: 2 });
      expect((await proveedor.get(`/api/kb/articles/${id}`)).body.data.myFeedback).toBe(false);
      expect((await agente.get(`/api/kb/articles/${id}`)).body.data.myFeedback).toBeNull();
    });
  });

  describe('versions', () => {
    it('keeps every save, and a restore makes a new version with the old content', async () => {
      const id = await created(supervisor, input({ title: 'Primera', body: '<p>Uno</p>' }));
      const second = await admin.put(`/api/kb/articles/${id}`, input({ title: 'Segunda', body: '<p>Dos</p>', status: 'draft' }));
      expect(second.statusCode).toBe(200);
      expect(second.body.data).toMatchObject({
        title: 'Segunda',
        version: 2,
        status: 'draft',
        modifiedByName: expect.any(String),
      });

      const versions = (await admin.get(`/api/kb/articles/${id}/versions`)).body.data;
      expect(versions.map((v: { version: number; title: string }) => [v.version, v.title])).toEqual([
        [2, 'Segunda'],
        [1, 'Primera'],
      ]);
      const first = versions[1];
      const restored = await admin.post(`/api/kb/articles/${id}/versions/${first.id}/restore`);
      expect(restored.statusCode).toBe(200);
      expect(restored.body.data).toMatchObject({ title: 'Primera', body: '<p>Uno</p>', status: 'published', version: 3 });
      const after = (await admin.get(`/api/kb/articles/${id}/versions`)).body.data;
      expect(after).toHaveLength(3);
      expect(after[0]).toMatchObject({ version: 3, title: 'Primera', restoredFrom: 1 });
    });

    it('answers 404 for a version of another article', async () => {
      const other = (await admin.get(`/api/kb/articles/${ids.internal}/versions`)).body.data[0].id;
      const response = await admin.post(`/api/kb/articles/${ids.both}/versions/${other}/restore`);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('the writers’ list', () => {
    it('pages, filters by title words ignoring accents, status, audience and category, and sorts', async () => {
      const a = await created(admin, input({ title: 'Zócalo índigo uno', status: 'draft' }));
      const b = await created(admin, input({ title: 'Zocalo indigo dos', audience: 'public', entityTypeIds: [2] }));
      const byTitle = await admin.get('/api/kb/articles?q=zocalo%20ind&sortField=title&sortOrder=asc');
      expect(byTitle.statusCode).toBe(200);
      expect(byTitle.body.data.rows.map((row: { id: number }) => row.id)).toEqual([b, a]);
      expect(byTitle.body.data.total).toBe(2);
      const drafts = (await admin.get('/api/kb/articles?q=zocalo&status=draft')).body.data.rows;
      expect(drafts.map((row: { id: number }) => row.id)).toEqual([a]);
      const publicOnes = (await admin.get('/api/kb/articles?q=zocalo&audience=public')).body.data.rows;
      expect(publicOnes.map((row: { id: number }) => row.id)).toEqual([b]);
      expect((await admin.get(`/api/kb/articles?q=zocalo&categoryId=${MAINTENANCE}`)).body.data.total).toBe(0);
      const paged = await admin.get('/api/kb/articles?q=zocalo&pageSize=1&page=1&sortField=title&sortOrder=desc');
      expect(paged.body.data.rows.map((row: { id: number }) => row.id)).toEqual([b]);
      expect(paged.body.data.total).toBe(2);
      expect((await admin.get('/api/kb/articles?sortField=body')).statusCode).toBe(400);
      expect((await admin.get('/api/kb/articles?pageSize=101')).statusCode).toBe(400);
    });

    it('deletes an article with its versions', async () => {
      const id = await created(admin, input({ title: 'Para borrar' }));
      expect((await admin.delete(`/api/kb/articles/${id}`)).body.data).toEqual({ result: true });
      expect((await admin.get(`/api/kb/articles/${id}`)).statusCode).toBe(404);
    });
  });
});
