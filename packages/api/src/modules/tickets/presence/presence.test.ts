// Presence on the ticket screen (docs/product/tickets.md#presence): two people see each other arrive, write and leave;
// a tab that stops calling is dropped after the expiry; who may not see the ticket can neither join nor listen; and a
// viewer on one server hears a viewer on another server on the same database (on PostgreSQL through LISTEN/NOTIFY, each
// app with its own pool and its own listening connection).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { messages, presenceMessages } from '@tms/contracts';
import { users, workItemSubscribers } from '../../../db/schema';
import { createTestApp, useSecondServer, type TestApp, type TestClient } from '../../../test/test-app';
import { presenceTiming } from './presence-hub';
import { openPresenceStream as openStream } from './testing/presence-stream';

const LONG_EXPIRY_MS = 60_000;

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

describe('presence on a ticket', () => {
  let t: TestApp;
  let agente: TestClient;
  let supervisor: TestClient;
  let cliente: TestClient;
  let ticketId: number;
  let hiddenId: number;
  let port: number;

  beforeAll(async () => {
    presenceTiming.expiryMs = LONG_EXPIRY_MS;
    t = await createTestApp();
    [agente, supervisor, cliente] = await Promise.all([t.as('agente'), t.as('supervisor'), t.as('cliente')]);
    const create = async (body: object) =>
      (
        await agente.post('/api/workitems', {
          subject: 'Impresora atascada',
          detail: '<p>Piso 3</p>',
          categoryId: 1,
          subCategoryId: 1,
          severityId: 1,
          ...body,
        })
      ).body.data.id as number;
    ticketId = await create({});
    // A private category: internal staff see it, the client does not.
    hiddenId = await create({ subject: 'Nómina de enero', categoryId: 3, subCategoryId: 5 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
  });
  afterAll(() => t.close());

  const join = async (client: TestClient, id = ticketId, body: object = {}) => {
    const response = await client.post(`/api/workitems/${id}/presence`, body);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { tab: string; ticket: string; heartbeatSeconds: number };
  };

  it('shows each person the other, who is writing, and who left', async () => {
    const ana = await join(agente);
    const anaStream = openStream(port, ticketId, ana.ticket);
    await anaStream.until([], 'the first, empty list');
    expect(ana.heartbeatSeconds).toBe(LONG_EXPIRY_MS / 3 / 1000);

    const sergio = await join(supervisor);
    const sergioStream = openStream(port, ticketId, sergio.ticket);
    await anaStream.until(['Sergio Supervisor']);
    await sergioStream.until(['Ana Agente']);

    expect((await supervisor.post(`/api/workitems/${ticketId}/presence`, { tab: sergio.tab, typing: true })).statusCode).toBe(
      200,
    );
    await anaStream.until(['Sergio Supervisor (escribiendo)']);
    await supervisor.post(`/api/workitems/${ticketId}/presence`, { tab: sergio.tab, typing: false });
    await anaStream.until(['Sergio Supervisor']);

    // A second tab of the same person shows them once; they are gone only when both tabs are.
    const second = await join(supervisor);
    sergioStream.close();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(anaStream.events.at(-1)?.map((v) => v.displayName)).toEqual(['Sergio Supervisor']);
    const secondStream = openStream(port, ticketId, second.ticket);
    await secondStream.until(['Ana Agente']);
    secondStream.close();
    await anaStream.until([], 'the supervisor leaving');

    // A call of the closed tab still on its way does not bring the supervisor back: the next change Ana hears is
    // the administrator's arrival alone.
    expect((await supervisor.post(`/api/workitems/${ticketId}/presence`, { tab: second.tab })).statusCode).toBe(200);
    const administrador = openStream(port, ticketId, (await join(await t.as('admin'))).ticket);
    await anaStream.until(['Administrador General']);
    expect(anaStream.events.at(-2)).toEqual([]);
    administrador.close();
    await anaStream.until([], 'the administrator leaving');
    anaStream.close();
  });

  it('drops a tab that stops calling once the expiry passes', async () => {
    presenceTiming.expiryMs = 1500;
    try {
      const ana = await join(agente);
      const anaStream = openStream(port, ticketId, ana.ticket);
      await join(supervisor);
      const joined = Date.now();
      await anaStream.until(['Sergio Supervisor']);
      // Ana's own tab keeps calling; the supervisor's stopped after joining.
      const keepAlive = setInterval(() => void agente.post(`/api/workitems/${ticketId}/presence`, { tab: ana.tab }), 300);
      try {
        await anaStream.until([], 'the silent tab to expire');
      } finally {
        clearInterval(keepAlive);
      }
      expect(Date.now() - joined).toBeGreaterThanOrEqual(1500);
      anaStream.close();
    } finally {
      presenceTiming.expiryMs = LONG_EXPIRY_MS;
    }
  });

  it('refuses whoever may not see the ticket, as the ticket itself does, and never names them', async () => {
    const ana = await join(agente, hiddenId);
    const anaStream = openStream(port, hiddenId, ana.ticket);
    await anaStream.until([]);

    const refused = await cliente.post(`/api/workitems/${hiddenId}/presence`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe(messages.forbidden);
    expect((await cliente.get(`/api/workitems/${hiddenId}`)).statusCode).toBe(403);
    const missing = await agente.post('/api/workitems/999999/presence', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.body.message).toBe(messages.notFound);
    expect((await t.anonymous.post(`/api/workitems/${ticketId}/presence`, {})).statusCode).toBe(401);

    // A stream ticket opens only the ticket it was signed for, and a forged one opens nothing.
    const ownId = (
      await cliente.post('/api/workitems', {
        subject: 'Sin red',
        detail: '<p>x</p>',
        categoryId: 1,
        subCategoryId: 1,
        severityId: 1,
      })
    ).body.data.id;
    const own = await join(cliente, ownId);
    const elsewhere = await t.anonymous.get(
      `/api/workitems/${hiddenId}/presence/stream?ticket=${encodeURIComponent(own.ticket)}`,
    );
    expect(elsewhere.statusCode).toBe(401);
    const [, session, tab, nonce, exp, sig] = ana.ticket.split('.');
    const forged = await t.anonymous.get(
      `/api/workitems/${hiddenId}/presence/stream?ticket=4.${session}.${tab}.${nonce}.${exp}.${sig}`,
    );
    expect(forged.statusCode).toBe(401);
    expect(anaStream.events.flat()).toEqual([]);
    anaStream.close();
  });

  const streamUrl = (id: number, ticket: string) => `/api/workitems/${id}/presence/stream?ticket=${encodeURIComponent(ticket)}`;
  const newTicket = async (client: TestClient, subject: string) =>
    (await client.post('/api/workitems', { subject, detail: '<p>x</p>', categoryId: 1, subCategoryId: 1, severityId: 1 })).body
      .data.id as number;

  it('opens one stream per ticket; a viewer removed from the ticket hears nothing more and is let go', async () => {
    const id = await newTicket(agente, 'Suscripción retirada');
    const db = t.database.handle.db;
    const [{ id: clientId }] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'cliente'));
    await db.insert(workItemSubscribers).values({ workItemId: id, userId: clientId });

    const carla = await join(cliente, id);
    const carlaStream = openStream(port, id, carla.ticket);
    await carlaStream.until([]);
    const again = await t.anonymous.get(streamUrl(id, carla.ticket));
    expect(again.statusCode).toBe(401);
    expect(again.body).toMatchObject({ status: 'Fail', message: messages.unauthorized, data: { code: 'auth.required' } });

    await db
      .delete(workItemSubscribers)
      .where(and(eq(workItemSubscribers.workItemId, id), eq(workItemSubscribers.userId, clientId)));
    const sergio = await join(supervisor, id);
    const sergioStream = openStream(port, id, sergio.ticket);
    await sergioStream.until([]);
    expect(await carlaStream.ended).toBe('forbidden');
    expect(carlaStream.events.flat()).toEqual([]);
    sergioStream.close();
  });

  it('tells whoever may read internal notes that one is being written, and never a client', async () => {
    const id = await newTicket(cliente, 'Nota en curso');
    const [carla, sergio, ana] = [await join(cliente, id), await join(supervisor, id), await join(agente, id)];
    const carlaStream = openStream(port, id, carla.ticket);
    const sergioStream = openStream(port, id, sergio.ticket);
    await carlaStream.until(['Ana Agente', 'Sergio Supervisor']);
    await sergioStream.until(['Ana Agente', 'Carla Cliente']);

    const write = (body: object) => agente.post(`/api/workitems/${id}/presence`, { tab: ana.tab, ...body });
    expect((await write({ typing: true, internalNote: true })).statusCode).toBe(200);
    await sergioStream.until(['Ana Agente (escribiendo)', 'Carla Cliente'], 'the supervisor seeing the note being written');
    await write({ typing: false });
    await sergioStream.until(['Ana Agente', 'Carla Cliente']);
    // A reply being written is everyone's to see: the client hears it, and only it.
    await write({ typing: true, internalNote: false });
    await carlaStream.until(['Ana Agente (escribiendo)', 'Sergio Supervisor'], 'the client seeing the reply being written');
    const typingSeen = carlaStream.events.filter((viewers) => viewers.some((viewer) => viewer.typing));
    expect(typingSeen).toHaveLength(1);
    carlaStream.close();
    sergioStream.close();
  });

  it('answers bad input with a Spanish 400, never a 500', async () => {
    const badTab = await agente.post(`/api/workitems/${ticketId}/presence`, { tab: 'a.b' });
    expect(badTab.statusCode).toBe(400);
    expect(badTab.body.data.fields.tab).toBe(presenceMessages.tab);
    const badTyping = await agente.post(`/api/workitems/${ticketId}/presence`, { typing: 'sí' });
    expect(badTyping.statusCode).toBe(400);
    expect(badTyping.body.data.fields.typing).toBe(presenceMessages.typing);
    const badNote = await agente.post(`/api/workitems/${ticketId}/presence`, { typing: true, internalNote: 'sí' });
    expect(badNote.statusCode).toBe(400);
    expect(badNote.body.data.fields.internalNote).toBe(presenceMessages.internalNote);
    for (const id of ['0', 'abc', '2147483648'])
      expect((await agente.post(`/api/workitems/${id}/presence`, {})).statusCode, id).toBe(400);
    for (const ticket of ['', '..', '1.x.1.y', 'x'.repeat(301), '99999999999999999999.a.1e308.z']) {
      const response = await t.anonymous.get(`/api/workitems/${ticketId}/presence/stream?ticket=${encodeURIComponent(ticket)}`);
      expect(response.statusCode, ticket).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, ticket).toBeLessThan(500);
      expect(response.body.status, ticket).toBe('Fail');
    }
  });

  describe('on two servers sharing the database', () => {
    const other = useSecondServer(() => t);

    it('shows a viewer on one server to a viewer on the other, and their leaving', async () => {
      const ana = await join(agente);
      const anaStream = openStream(port, ticketId, ana.ticket);
      await anaStream.until([]);

      const login = await t.anonymous.post('/api/auth/login', { userName: 'supervisor', password: 'Supervisor123!' });
      const headers = { authorization: `Bearer ${login.body.data.token}` };
      const joined = await other().inject({ method: 'POST', url: `/api/workitems/${ticketId}/presence`, headers, payload: {} });
      expect(joined.statusCode).toBe(200);
      const sergio = joined.json().data as { tab: string; ticket: string };
      const sergioStream = openStream(portOf(other()), ticketId, sergio.ticket);
      await anaStream.until(['Sergio Supervisor']);
      await sergioStream.until(['Ana Agente']);

      const typing = { tab: sergio.tab, typing: true };
      await other().inject({ method: 'POST', url: `/api/workitems/${ticketId}/presence`, headers, payload: typing });
      await anaStream.until(['Sergio Supervisor (escribiendo)']);

      sergioStream.close();
      await anaStream.until([], 'the supervisor leaving the other server');
      anaStream.close();
    });
  });
});
