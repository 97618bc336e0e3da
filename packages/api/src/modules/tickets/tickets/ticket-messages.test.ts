// 'Enviar mensaje' (docs/product/tickets.md#discussion-and-internal-notes): POST workitems/{id}/discussions posts one
// message without the rest of the form, for anyone who may see the ticket; it leaves the ticket's version alone, so a
// form open on the ticket still saves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { NotificationType, TicketOrigin, ticketMessages, ticketUpdateInput } from '@tms/contracts';
import { notifications, workItemDiscussions } from '../../../db/schema';
import { loadAuthUser } from '../../../plugins/current-user';
import { saveBody } from '../../../test/ticket-bodies';
import { createTestApp, secondServer, type TestApp, type TestClient } from '../../../test/test-app';
import { MESSAGES_PER_TICKET_PER_MINUTE } from './ticket-writes';
import { createTicketsService } from './tickets.service';

// Demo data: sub-category 1 Impresoras (routed to agente), 2 Correo electrónico (clients only); users 4 cliente.
const CLIENTE = 4;
const CONCURRENT_POSTS = 10;

describe("'Enviar mensaje'", () => {
  let t: TestApp;
  let cliente: TestClient;
  let agente: TestClient;
  let proveedor: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    [cliente, agente, proveedor] = await Promise.all([t.as('cliente'), t.as('agente'), t.as('proveedor')]);
  });
  afterAll(() => t.close());

  const create = async () => {
    const body = { subject: 'Sin correo', detail: '<p>No llega nada</p>', categoryId: 1, subCategoryId: 1 };
    const response = await cliente.post('/api/workitems', body);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  };
  const post = (client: TestClient, id: number, body: unknown) => client.post(`/api/workitems/${id}/discussions`, body);

  it('requires a session and a ticket the caller may see', async () => {
    const ticket = await create();
    expect((await post(t.anonymous, ticket.id, { message: '<p>Hola</p>' })).statusCode).toBe(401);
    const hidden = await post(proveedor, ticket.id, { message: '<p>Hola</p>' });
    expect(hidden.statusCode).toBe(403);
    expect((await post(agente, 2_000_000, { message: '<p>Hola</p>' })).statusCode).toBe(404);
    expect((await cliente.get(`/api/workitems/${ticket.id}`)).body.data.discussions).toEqual([]);
  });

  it('refuses an empty message, or one that sanitising empties, and a wrong kind, with Spanish field messages', async () => {
    const ticket = await create();
    for (const message of [undefined, null, '', '<p> </p>', '<script>alert(1)</script>']) {
      const response = await post(agente, ticket.id, { message });
      expect(response.statusCode, String(message)).toBe(400);
      expect(response.body.data.fields).toEqual({ message: ticketMessages.messageRequired });
    }
    const wrongKind = await post(agente, ticket.id, { message: '<p>Hola</p>', isInternal: 'sí' });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.body.data.fields).toEqual({ isInternal: ticketMessages.invalidMessageKind });
    expect((await cliente.get(`/api/workitems/${ticket.id}`)).body.data.discussions).toEqual([]);
  });

  it('posts the message alone: no field, no version and no history change, and a form open since still saves', async () => {
    const ticket = await create();
    const historyBefore = (await cliente.get(`/api/workitems/${ticket.id}/history`)).body.data;
    const openForm = (await agente.get(`/api/workitems/${ticket.id}`)).body.data;

    const posted = await post(agente, ticket.id, { message: '<p>Voy en camino</p><script>alert(1)</script>' });
    expect(posted.statusCode, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.data).toEqual([
      expect.objectContaining({ order: 1, createdByName: 'Ana Agente', isInternal: false, message: '<p>Voy en camino</p>' }),
    ]);
    const stored = (await cliente.get(`/api/workitems/${ticket.id}`)).body.data;
    expect(stored.modifiedDate).toBe(ticket.modifiedDate);
    // The same message; its id goes to internal users only (docs/product/self-service.md#split).
    expect(stored.discussions).toEqual(posted.body.data.map(({ id: _id, ...message }: { id: number }) => message));
    expect((await cliente.get(`/api/workitems/${ticket.id}/history`)).body.data).toEqual(historyBefore);
    // The creator is told, as for a message saved with Guardar.
    const notices = await t.database.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.workItemId, ticket.id), eq(notifications.userId, CLIENTE)));
    expect(notices).toEqual([expect.objectContaining({ type: NotificationType.Updated })]);

    // The form opened before the message saves its edits and its own message (Guardar keeps working).
    const saved = await agente.put(
      `/api/workitems/${ticket.id}`,
      saveBody(openForm, { severityId: 2, discussion: '<p>Listo</p>' }),
    );
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.severityId).toBe(2);
    expect(saved.body.data.discussions.map((d: { message: string }) => d.message)).toEqual([
      '<p>Voy en camino</p>',
      '<p>Listo</p>',
    ]);
  });

  it(`numbers ${CONCURRENT_POSTS} messages posted at once one after another`, async () => {
    const ticket = await create();
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_POSTS }, (_, i) => post(i % 2 ? cliente : agente, ticket.id, { message: `<p>${i}</p>` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(CONCURRENT_POSTS).fill(201));
    const { discussions } = (await cliente.get(`/api/workitems/${ticket.id}`)).body.data;
    expect(discussions.map((d: { order: number }) => d.order)).toEqual(Array.from({ length: CONCURRENT_POSTS }, (_, i) => i + 1));
  });

  describe(`at most ${MESSAGES_PER_TICKET_PER_MINUTE} messages per ticket, user and minute`, () => {
    const LIMIT = MESSAGES_PER_TICKET_PER_MINUTE;
    const fill = (client: TestClient, id: number, count: number) =>
      Promise.all(Array.from({ length: count }, (_, i) => post(client, id, { message: `<p>${i}</p>` })));
    const expectTooMany = (response: { statusCode: number; body: any }) => {
      expect(response.statusCode, JSON.stringify(response.body)).toBe(429);
      expect(response.body.data.code).toBe('request.too_many');
      expect(response.body.message).toBe(ticketMessages.messageRate(LIMIT));
    };
    /** Moves the ticket's messages back in time, as if the minute had passed. */
    const ageMessages = (id: number) =>
      t.database.handle.db
        .update(workItemDiscussions)
        .set({ createdDate: new Date(Date.now() - 2 * 60_000) })
        .where(eq(workItemDiscussions.workItemId, id));

    it(`refuses the message after the ${LIMIT}th, even posted at once, and with Guardar`, async () => {
      const ticket = await create();
      const burst = await fill(cliente, ticket.id, LIMIT + 2);
      expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(LIMIT);
      burst.filter((r) => r.statusCode !== 201).forEach(expectTooMany);
      expectTooMany(await post(cliente, ticket.id, { message: '<p>Uno más</p>' }));
      // Another server process counts the same messages.
      const other = await secondServer(t);
      try {
        expectTooMany(await post(cliente.on(other.app), ticket.id, { message: '<p>Por el otro servidor</p>' }));
      } finally {
        await other.close();
      }
      const form = (await cliente.get(`/api/workitems/${ticket.id}`)).body.data;
      expect(form.discussions).toHaveLength(LIMIT);
      expectTooMany(
        await cliente.put(`/api/workitems/${ticket.id}`, saveBody(form, { subject: 'Otro', discussion: '<p>Más</p>' })),
      );
      // The refused save wrote nothing.
      expect((await cliente.get(`/api/workitems/${ticket.id}`)).body.data).toMatchObject({
        subject: form.subject,
        discussions: form.discussions,
      });

      // Another user on the same ticket, and the same user on another ticket, are not held back.
      expect((await post(agente, ticket.id, { message: '<p>Reviso</p>' })).statusCode).toBe(201);
      expect((await post(cliente, (await create()).id, { message: '<p>Otro ticket</p>' })).statusCode).toBe(201);

      // A minute later the user may write again.
      await ageMessages(ticket.id);
      expect((await post(cliente, ticket.id, { message: '<p>Ya pasó un minuto</p>' })).statusCode).toBe(201);
    });

    it('never refuses a message that came by mail, nor counts it', async () => {
      const ticket = await create();
      const user = await loadAuthUser(t.database.handle.db, CLIENTE);
      const tickets = createTicketsService(t.app.ctx);
      const byMail = async (text: string) => {
        const current = await tickets.detail(user!, ticket.id);
        const input = ticketUpdateInput.parse(saveBody(current, { discussion: `<p>${text}</p>` }));
        await tickets.update(user!, ticket.id, input, { origin: TicketOrigin.Mail });
      };
      for (let i = 0; i < LIMIT; i++) await byMail(`Correo ${i}`);
      expect((await fill(cliente, ticket.id, LIMIT)).map((r) => r.statusCode)).toEqual(Array(LIMIT).fill(201));
      expectTooMany(await post(cliente, ticket.id, { message: '<p>En la app</p>' }));
      await byMail('Correo después del límite');
      const { discussions } = (await cliente.get(`/api/workitems/${ticket.id}`)).body.data;
      expect(discussions.filter((d: { origin: string | null }) => d.origin === TicketOrigin.Mail)).toHaveLength(LIMIT + 1);
    });
  });
});
