// What readers find (docs/product/self-service.md#search and #suggestions): the search's Spanish stems, accents, case,
// typos and words as typed, ranked title above body, with fragments whose only HTML is <mark>; the suggestions'
// articles and, for internal users only, the similar open tickets they may see; the landing and a category's list —
// every path showing only published articles of the reader's audience.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages, Permission, TicketStatus, type ArticleInput } from '@tms/contracts';
import { loadAuthUser } from '../../../plugins/current-user';
import { createdTicketId } from '../../../test/ticket-bodies';
import { type TestClient, useTestApp } from '../../../test/test-app';
import { createHelpService } from './help.service';

/** Demo catalogues: 'Soporte TI' (1), 'Mantenimiento' (2). */
const SUPPORT = 1;
const MAINTENANCE = 2;

const input = (overrides: Partial<ArticleInput>): ArticleInput => ({
  title: 'Artículo',
  body: '<p>Contenido.</p>',
  categoryId: MAINTENANCE,
  subCategoryId: null,
  audience: 'internal',
  entityTypeIds: [],
  status: 'published',
  ...overrides,
});

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('knowledge-base search, suggestions and help', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agente: TestClient;
  let cliente: TestClient;
  let proveedor: TestClient;
  const a = { coffee: 0, password: 0, scales: 0, draft: 0, archived: 0, projector: 0, hostile: 0 };
  const tickets = { open: 0, finished: 0, ownOpen: 0 };

  async function created(body: ArticleInput): Promise<number> {
    const response = await admin.post('/api/kb/articles', body);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  }

  async function search(client: TestClient, q: string, extra = '') {
    const response = await client.get(`/api/kb/search?q=${encodeURIComponent(q)}${extra}`);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { rows: { id: number; titleHighlight: string; fragment: string }[]; total: number };
  }

  beforeAll(async () => {
    [admin, agente, cliente, proveedor] = await Promise.all(
      (['admin', 'agente', 'cliente', 'proveedor'] as const).map((user) => t.as(user)),
    );
    a.coffee = await created(
      input({ title: 'Reiniciar la cafetera industrial', body: '<p>Si el equipo no calienta, revise el termostato.</p>' }),
    );
    a.password = await created(
      input({
        title: 'Cambiar la clave del portal de pagos',
        body: '<p>La <b>contraseña</b> del portal de pagos vence cada noventa días.</p>',
        categoryId: SUPPORT,
        audience: 'public',
        entityTypeIds: [2],
      }),
    );
    a.scales = await created(
      input({
        title: 'Calibrar básculas del almacén',
        body: '<p>Use la pesa patrón.</p>',
        audience: 'public',
        entityTypeIds: [3],
      }),
    );
    a.draft = await created(
      input({
        title: 'Cafetera nueva',
        body: '<p>La cafetera llega pronto.</p>',
        audience: 'public',
        entityTypeIds: [2, 3],
        status: 'draft',
      }),
    );
    a.archived = await created(input({ title: 'Cafetera archivada', body: '<p>Vieja cafetera.</p>', status: 'archived' }));
    a.projector = await created(
      input({
        title: 'Manual del proyector',
        body: '<p>No lo confunda con la cafetera: el proyector usa el control remoto.</p>',
      }),
    );
    a.hostile = await created(input({ title: 'Error <img src=x onerror=alert(1)> al moler granos', body: '<p>Granos.</p>' }));

    // 'Aire acondicionado' (4): no user group, its responsible the supervisor — the agent sees these through 13 only.
    const airConditioning = { categoryId: MAINTENANCE, subCategoryId: 4 };
    tickets.open = await createdTicketId(cliente, 'Cafetera industrial sin agua', airConditioning);
    tickets.finished = await createdTicketId(cliente, 'Cafetera industrial rota', airConditioning);
    tickets.ownOpen = await createdTicketId(agente, 'Cafetera del tercer piso');
    await t.database.handle.db.execute(
      sql`UPDATE work_items SET status_id = ${TicketStatus.Finished} WHERE id = ${tickets.finished}`,
    );
  });

  describe('GET kb/search', () => {
    it('finds Spanish stems, ignoring case: cafeteras and CAFETERA find cafetera', async () => {
      for (const q of ['cafeteras', 'CAFETERA', 'Cafetera industrial']) {
        expect(idsOf((await search(agente, q)).rows), q).toContain(a.coffee);
      }
    });

    it('ignores accents both ways: contrasena finds contraseña, and básculas finds basculas', async () => {
      const found = await search(cliente, 'contrasena');
      expect(idsOf(found.rows)).toContain(a.password);
      const hit = found.rows.find((row) => row.id === a.password)!;
      expect(hit.fragment).toContain('<mark>contraseña</mark>');
      expect(idsOf((await search(proveedor, 'basculas')).rows)).toEqual([a.scales]);
    });

    it('tolerates a typo and finds words as they are typed', async () => {
      expect(idsOf((await search(agente, 'cafetra')).rows)).toContain(a.coffee);
      expect(idsOf((await search(agente, 'termostat')).rows)).toContain(a.coffee);
      expect(idsOf((await search(agente, 'reiniciar la cafet')).rows)).toEqual([a.coffee]);
    });

    it('ranks a match in the title above one in the body', async () => {
      const rows = idsOf((await search(agente, 'cafetera')).rows);
      expect(rows).toContain(a.projector);
      expect(rows.indexOf(a.coffee)).toBeLessThan(rows.indexOf(a.projector));
    });

    it('marks the words found and escapes everything else', async () => {
      const [hit] = (await search(agente, 'granos moler')).rows;
      expect(hit.id).toBe(a.hostile);
      expect(hit.titleHighlight).toBe('Error &lt;img src=x onerror=alert(1)&gt; al <mark>moler</mark> <mark>granos</mark>');
      for (const row of (await search(agente, 'cafetera')).rows) {
        expect(`${row.titleHighlight}${row.fragment}`).not.toMatch(/<(?!\/?mark>)/);
      }
    });

    it('shows each reader only published articles of their audience', async () => {
      expect(idsOf((await search(cliente, 'cafetera')).rows)).toEqual([]);
      expect(idsOf((await search(proveedor, 'contraseña portal pagos')).rows)).toEqual([]);
      expect(idsOf((await search(cliente, 'basculas')).rows)).toEqual([]);
      const internal = idsOf((await search(agente, 'cafetera')).rows);
      expect(internal).not.toContain(a.draft);
      expect(internal).not.toContain(a.archived);
      // Writers read as readers here too: drafts are on their own list, not in 'Ayuda'.
      expect(idsOf((await search(admin, 'cafetera nueva')).rows)).not.toContain(a.draft);
    });

    it('pages with at most 20 a page and counts every hit', async () => {
      const first = await search(agente, 'cafetera', '&pageSize=1');
      expect(first.rows).toHaveLength(1);
      expect(first.total).toBeGreaterThanOrEqual(2);
      const second = await search(agente, 'cafetera', '&pageSize=1&page=1');
      expect(second.rows[0].id).not.toBe(first.rows[0].id);
      expect(second.total).toBe(first.total);
      const past = await search(agente, 'cafetera', '&pageSize=1&page=500');
      expect(past).toEqual({ rows: [], total: first.total });
      expect((await search(agente, 'cafetera', `&categoryId=${SUPPORT}`)).rows).toEqual([]);
      const tooMany = await agente.get('/api/kb/search?q=cafetera&pageSize=21');
      expect(tooMany.statusCode).toBe(400);
      const none = await agente.get('/api/kb/search');
      expect(none.statusCode).toBe(400);
      expect(none.body.data.fields).toEqual({ q: messages.fieldRequired });
      expect((await search(agente, '¿¡!?')).rows).toEqual([]);
    });
  });

  describe('GET kb/suggestions', () => {
    it('suggests articles and similar open tickets to internal users', async () => {
      const response = await agente.get(`/api/kb/suggestions?text=${encodeURIComponent('La cafetera industrial no calienta')}`);
      expect(response.statusCode).toBe(200);
      const { articles, tickets: similar } = response.body.data;
      expect(idsOf(articles)[0]).toBe(a.coffee);
      expect(articles.length).toBeLessThanOrEqual(5);
      expect(idsOf(similar)).toContain(tickets.open);
      expect(idsOf(similar)).toContain(tickets.ownOpen);
      expect(idsOf(similar)).not.toContain(tickets.finished);
      expect(similar.length).toBeLessThanOrEqual(5);
    });

    it('never gives clients or providers tickets, nor articles they may not read', async () => {
      const response = await cliente.get(`/api/kb/suggestions?text=${encodeURIComponent('cafetera sin agua, contraseña')}`);
      expect(response.statusCode).toBe(200);
      expect(response.body.data.tickets).toEqual([]);
      expect(idsOf(response.body.data.articles)).toContain(a.password);
      expect(idsOf(response.body.data.articles)).not.toContain(a.coffee);
      expect(idsOf(response.body.data.articles)).not.toContain(a.draft);
      const provider = (await proveedor.get('/api/kb/suggestions?text=cafetera%20contrase%C3%B1a')).body.data;
      expect(provider.tickets).toEqual([]);
      expect(idsOf(provider.articles)).not.toContain(a.password);
      expect(idsOf(provider.articles)).not.toContain(a.coffee);
    });

    it('shows an internal user only the tickets they may see', async () => {
      const agentUser = (await loadAuthUser(t.database.handle.db, (await agente.get('/api/auth/session')).body.data.id))!;
      const permissions = new Set([...agentUser.permissions].filter((id) => id !== Permission.SearchTickets));
      const service = createHelpService(t.app.ctx);
      const answer = await service.suggestions({ ...agentUser, permissions }, 'cafetera industrial');
      expect(idsOf(answer.tickets)).toEqual([tickets.ownOpen]);
    });

    it('answers nothing for short or empty text, and a Spanish 400 for too much', async () => {
      expect((await agente.get('/api/kb/suggestions?text=')).body.data).toEqual({ articles: [], tickets: [] });
      const long = await agente.get(`/api/kb/suggestions?text=${'a'.repeat(4001)}`);
      expect(long.statusCode).toBe(400);
      expect(Object.keys(long.body.data.fields)).toEqual(['text']);
    });
  });

  describe('GET kb/help and kb/help/articles', () => {
    it('groups the readable articles by category, most useful first', async () => {
      await proveedor.post(`/api/kb/articles/${a.scales}/feedback`, { helpful: true });
      const landing = (await proveedor.get('/api/kb/help')).body.data;
      const everyId = [
        ...landing.mostUseful.map((card: { id: number }) => card.id),
        ...landing.categories.flatMap((c: { articles: { id: number }[] }) => idsOf(c.articles)),
      ];
      expect(everyId).toContain(a.scales);
      for (const hidden of [a.coffee, a.password, a.draft, a.archived, a.projector]) expect(everyId).not.toContain(hidden);
      const maintenance = landing.categories.find((c: { categoryId: number }) => c.categoryId === MAINTENANCE);
      expect(maintenance.articleCount).toBe(maintenance.articles.length);
    });

    it("lists a category's readable articles, paged and sorted", async () => {
      await agente.post(`/api/kb/articles/${a.projector}/feedback`, { helpful: true });
      const list = await agente.get(`/api/kb/help/articles?categoryId=${MAINTENANCE}&sortField=helpful&pageSize=100`);
      expect(list.statusCode).toBe(200);
      const ids = idsOf(list.body.data.rows);
      expect(ids).not.toContain(a.draft);
      expect(ids).not.toContain(a.archived);
      expect(ids.indexOf(a.projector)).toBeLessThan(ids.indexOf(a.coffee));
      expect(list.body.data.total).toBe(ids.length);
      const byTitle = idsOf(
        (await agente.get(`/api/kb/help/articles?categoryId=${MAINTENANCE}&sortField=title&pageSize=100`)).body.data.rows,
      );
      expect(byTitle.indexOf(a.scales)).toBeLessThan(byTitle.indexOf(a.projector));
      expect((await agente.get('/api/kb/help/articles?sortField=secret')).statusCode).toBe(400);
    });
  });
});
