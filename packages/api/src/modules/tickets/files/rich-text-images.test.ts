// Rich-text images are served like attachments: to their uploader, to whoever may read a ticket, message or canned
// response naming them, or through a short-lived link signed for a live session; never to anyone else.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cannedResponses } from '../../../db/schema';
import { loadAuthUser } from '../../../plugins/current-user';
import { type TestClient, useTestApp } from '../../../test/test-app';
import { withoutUnreadableImages } from './image-references';

// Demo users (db/seed/demo-data.ts).
const SUPERVISOR = 3;
const CLIENTE = 4;
const PROVEEDOR = 5;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
/** `/api/images/<name>` without the signed query string. */
const bare = (url: string) => url.split('?')[0];

describe('rich-text images', () => {
  const t = useTestApp();
  let cliente: TestClient;
  let agente: TestClient;
  let supervisor: TestClient;
  let proveedor: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    [cliente, agente, supervisor, proveedor, admin] = await Promise.all([
      t.as('cliente'),
      t.as('agente'),
      t.as('supervisor'),
      t.as('proveedor'),
      t.as('admin'),
    ]);
  });

  const uploadImage = async (client: TestClient) => {
    const response = await client.upload('/api/uploads/images', 'foto.png', PNG, 'image/png');
    expect(response.statusCode, response.raw.body).toBe(201);
    return response.body.data.url as string;
  };

  const ticketShowing = async (client: TestClient, url: string) => {
    const detail = `<p>Foto:</p><img src="${url}">`;
    const body = { subject: 'Pantalla rota', detail, categoryId: 1, subCategoryId: 1, severityId: 1 };
    const response = await client.post('/api/workitems', body);
    expect(response.statusCode, response.raw.body).toBe(201);
    return response.body.data.id as number;
  };

  const status = async (client: TestClient, url: string) => (await client.raw(url)).statusCode;

  it('refuses an image to anonymous callers and to a forged or foreign link', async () => {
    const url = await uploadImage(agente);
    expect(await status(t.anonymous, bare(url))).toBe(401);
    expect(await status(t.anonymous, url.replace(/sig=[^&]+/, 'sig=falsa'))).toBe(401);
    expect(await status(t.anonymous, url.replace(/u=2&/, 'u=3&'))).toBe(401);
    const otherImage = await uploadImage(agente);
    const otherName = bare(otherImage).split('/').pop()!;
    expect(await status(t.anonymous, url.replace(/images\/[^?]+/, `images/${otherName}`))).toBe(401);
  });

  it('serves the uploader through the signed link the upload answers and through the bearer header', async () => {
    const url = await uploadImage(proveedor);
    expect(url).toMatch(/^\/api\/images\/[0-9a-f]{32}\.png\?u=\d+&s=[0-9a-f-]{36}&exp=\d+&sig=[\w-]+$/);
    const byLink = await t.anonymous.raw(url);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['content-type']).toBe('image/png');
    expect(byLink.rawPayload.equals(PNG)).toBe(true);
    expect(await status(proveedor, bare(url))).toBe(200);
  });

  it("serves a ticket's image to whoever may see the ticket and refuses it to whoever may not", async () => {
    const url = await uploadImage(cliente);
    const ticketId = await ticketShowing(cliente, url);
    expect([403, 404]).toContain((await proveedor.get(`/api/workitems/${ticketId}`)).statusCode);

    expect(await status(proveedor, bare(url))).toBe(403);
    const bySupervisor = await supervisor.raw(bare(url));
    expect(bySupervisor.statusCode).toBe(200);
    expect(bySupervisor.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves an internal note’s image to staff only', async () => {
    const ticketId = await ticketShowing(cliente, await uploadImage(cliente));
    const url = await uploadImage(agente);
    const note = await agente.post(`/api/workitems/${ticketId}/discussions`, {
      message: `<p>Nota:</p><img src="${url}">`,
      isInternal: true,
    });
    expect(note.statusCode, note.raw.body).toBe(201);

    expect(await status(cliente, bare(url))).toBe(403);
    expect(await status(supervisor, bare(url))).toBe(200);
  });

  it("serves a shared canned response's image to internal users only, and stores the image's bare address", async () => {
    const url = await uploadImage(admin);
    const created = await admin.post('/api/cannedresponses', {
      code: 'CON-FOTO',
      detail: `<p>Así:</p><img src="${url}">`,
      isShared: true,
      isActive: true,
    });
    expect(created.statusCode, created.raw.body).toBe(201);
    const [stored] = await t.database.handle.db
      .select({ detail: cannedResponses.detail })
      .from(cannedResponses)
      .where(eq(cannedResponses.id, created.body.data.id));
    expect(stored.detail).toBe(`<p>Así:</p><img src="${bare(url)}" />`);

    expect(await status(agente, bare(url))).toBe(200);
    expect(await status(cliente, bare(url))).toBe(403);
  });

  it('keeps in a saved text only the images its author may see', async () => {
    const url = bare(await uploadImage(cliente));
    await ticketShowing(cliente, url);
    const text = `<p>Mire:</p><img src="${url}" alt="x" /><img src="/api/images/${'0'.repeat(32)}.png" />`;
    const authorOf = async (id: number) => (await loadAuthUser(t.database.handle.db, id))!;
    const keep = async (id: number) => withoutUnreadableImages(t.database.handle.db, await authorOf(id), text);

    expect(await keep(PROVEEDOR)).toBe('<p>Mire:</p>');
    expect(await keep(SUPERVISOR)).toBe(`<p>Mire:</p><img src="${url}" alt="x" />`);
    expect(await keep(CLIENTE)).toBe(`<p>Mire:</p><img src="${url}" alt="x" />`);
  });

  it('stops serving an image link once the session it was issued to signs out', async () => {
    const session = await t.as('agente');
    const url = await uploadImage(session);
    expect(await status(t.anonymous, url)).toBe(200);

    expect((await session.post('/api/auth/logout')).statusCode).toBe(200);
    expect(await status(t.anonymous, url)).toBe(401);
  });

  it('stops serving an attachment link once the session it was issued to signs out', async () => {
    const session = await t.as('agente');
    const upload = await session.upload('/api/uploads', 'informe.txt', 'contenido');
    expect(upload.statusCode, upload.raw.body).toBe(201);
    const { url } = upload.body.data;
    expect(url).toMatch(/&s=[0-9a-f-]{36}&/);
    expect((await t.anonymous.raw(url)).body).toBe('contenido');

    expect((await session.post('/api/auth/logout')).statusCode).toBe(200);
    expect(await status(t.anonymous, url)).toBe(401);
  });
});
