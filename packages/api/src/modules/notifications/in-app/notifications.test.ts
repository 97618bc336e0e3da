import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { messages, NotificationType, READ_NOTIFICATIONS_DAYS, READ_NOTIFICATIONS_MAX } from '@tms/contracts';
import { notifications, users } from '../../../db/schema';
import { openLiveStream } from '../../../test/live-stream';
import { useSecondServer, useTestApp, type ApiResponse, type TestClient } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

const ticketBody = {
  subject: 'Monitor sin imagen',
  detail: '<p>No enciende</p>',
  categoryId: 1,
  subCategoryId: 1,
  severityId: 2,
};

describe('notifications', () => {
  const t = useTestApp();
  let agente: TestClient;
  let cliente: TestClient;
  let port: number;

  beforeAll(async () => {
    [agente, cliente] = await Promise.all([t.as('agente'), t.as('cliente')]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(t.app);
  });

  it('requires authentication', async () => {
    expect((await t.anonymous.get('/api/notifications')).statusCode).toBe(401);
    expect((await t.anonymous.put('/api/notifications/1')).statusCode).toBe(401);
    expect((await t.anonymous.put('/api/notifications/read-all')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/notifications/read')).statusCode).toBe(401);
    expect((await t.anonymous.post('/api/notifications/stream-ticket')).statusCode).toBe(401);
    expect((await t.anonymous.get('/api/notifications/stream?ticket=1.2.3')).statusCode).toBe(401);
  });

  it('lists the assignment for the routed agent, never for the actor, and marks it read', async () => {
    const created = await cliente.post('/api/workitems', ticketBody);
    const mine = (await agente.get('/api/notifications')).body.data;
    expect(mine[0]).toMatchObject({
      type: 2,
      id: created.body.data.id,
      url: `/ticket/${created.body.data.id}`,
      text: expect.stringContaining('Monitor sin imagen'),
    });
    expect((await cliente.get('/api/notifications')).body.data).toEqual([]);
    // Someone else's notification is not found for them.
    const foreign = await cliente.put(`/api/notifications/${mine[0].notificationId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toBe(messages.notFound);
    expect((await agente.put(`/api/notifications/${mine[0].notificationId}`)).statusCode).toBe(200);
    expect(
      (await agente.get('/api/notifications')).body.data.map((n: { notificationId: number }) => n.notificationId),
    ).not.toContain(mine[0].notificationId);
  });

  it('pushes a new notification live to the recipient’s open stream', async () => {
    const { ticket } = (await agente.post('/api/notifications/stream-ticket')).body.data;
    const stream = openLiveStream<Record<string, unknown>>(port, ticket);
    await stream.opened;
    const created = await cliente.post('/api/workitems', { ...ticketBody, subject: 'Teclado sin respuesta' });
    const event = await waitFor(() => stream.events[0], 'the notification live');
    stream.close();
    expect(event).toMatchObject({ type: 2, id: created.body.data.id, text: expect.stringContaining('Teclado sin respuesta') });
  });

  it('refuses a forged or expired stream ticket', async () => {
    const { ticket } = (await agente.post('/api/notifications/stream-ticket')).body.data;
    const [user, session, scope, nonce, exp, sig] = ticket.split('.');
    const forged = [`3.${session}.${scope}.${nonce}.${exp}.${sig}`, `${user}.${session}.${scope}.${nonce}.1.${sig}`];
    for (const bad of forged)
      expect((await t.anonymous.get(`/api/notifications/stream?ticket=${encodeURIComponent(bad)}`)).statusCode).toBe(401);
  });

  it('lists only notifications about tickets the user may still see', async () => {
    const proveedor = await t.as('proveedor');
    const db = t.database.handle.db;
    const [{ id: providerId }] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'proveedor'));
    const foreign = (await cliente.post('/api/workitems', { ...ticketBody, subject: 'Ajeno al proveedor' })).body.data.id;
    const own = (await proveedor.post('/api/workitems', { ...ticketBody, subject: 'Del proveedor' })).body.data.id;
    expect([foreign, own]).toEqual([expect.any(Number), expect.any(Number)]);
    expect((await proveedor.get(`/api/workitems/${foreign}`)).statusCode).toBe(403);
    // Say the provider was a subscriber of the client's ticket when it changed, and was removed since.
    await db.insert(notifications).values([
      {
        userId: providerId,
        type: NotificationType.Updated,
        workItemId: foreign,
        text: 'Ajeno al proveedor',
        url: `/ticket/${foreign}`,
      },
      { userId: providerId, type: NotificationType.Updated, workItemId: own, text: 'Del proveedor', url: `/ticket/${own}` },
      { userId: providerId, type: NotificationType.Generic, workItemId: null, text: 'Aviso general', url: null },
    ]);
    const listed = (await proveedor.get('/api/notifications')).body.data;
    expect(listed.map((n: { text: string }) => n.text).sort()).toEqual(['Aviso general', 'Del proveedor']);
  });

  it('answers a Spanish 400, never a 500, to ids out of range and bad stream tickets', async () => {
    for (const id of ['2147483648', '99999999999', '1e308', '0', 'abc']) {
      const response = await agente.put(`/api/notifications/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.body.data.fields.id, id).toEqual(expect.any(String));
    }
    for (const ticket of ['99999999999.99999999999999999999.abc', '1e308.1e308.x', '..', 'x'.repeat(301)]) {
      const response = await t.anonymous.get(`/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
      expect(response.statusCode, ticket).toBeLessThan(500);
      expect(response.body.status, ticket).toBe('Fail');
    }
  });

  describe("'Marcar todas como leídas' and 'Ver anteriores'", () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const idOf = async (userName: string) =>
      (await t.database.handle.db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0].id;
    /** Generic notices for `userId`, oldest first (ascending ids), as the bell gets them. */
    const noticesFor = async (userId: number, texts: string[], values: { isRead?: boolean; creationDate?: Date } = {}) =>
      (
        await t.database.handle.db
          .insert(notifications)
          .values(texts.map((text) => ({ userId, type: NotificationType.Generic, text, url: null, ...values })))
          .returning({ id: notifications.id })
      ).map((row) => row.id);
    const readFlags = async (ids: number[]) =>
      (
        await t.database.handle.db
          .select({ id: notifications.id, isRead: notifications.isRead })
          .from(notifications)
          .where(inArray(notifications.id, ids))
          .orderBy(notifications.id)
      ).map((row) => row.isRead);
    const texts = (response: ApiResponse) => response.body.data.map((n: { text: string }) => n.text);

    it('marks read only the caller’s own, up to the newest the panel showed', async () => {
      const supervisor = await t.as('supervisor');
      const [supervisorId, agentId] = await Promise.all([idOf('supervisor'), idOf('agente')]);
      const [first, shown, later] = await noticesFor(supervisorId, ['Uno', 'Dos', 'Llegó después']);
      const others = await noticesFor(agentId, ['Del agente']);

      const upTo = await supervisor.put('/api/notifications/read-all', { upToId: shown });
      expect(upTo.statusCode, JSON.stringify(upTo.body)).toBe(200);
      expect(upTo.body.data).toEqual({ count: 2 });
      expect(await readFlags([first, shown, later])).toEqual([true, true, false]);
      expect(texts(await supervisor.get('/api/notifications'))).toEqual(['Llegó después']);
      expect(await readFlags(others)).toEqual([false]);

      const all = await supervisor.put('/api/notifications/read-all');
      expect(all.body.data).toEqual({ count: 1 });
      expect((await supervisor.get('/api/notifications')).body.data).toEqual([]);
      expect(await readFlags(others)).toEqual([false]);
    });

    it('refuses a bad upToId with a Spanish field message', async () => {
      for (const upToId of ['abc', 0, -3, 2147483648, 1.5]) {
        const response = await agente.put('/api/notifications/read-all', { upToId });
        expect(response.statusCode, String(upToId)).toBe(400);
        expect(response.body.data.fields, String(upToId)).toEqual({ upToId: messages.invalidId });
      }
      const notAnObject = await agente.put('/api/notifications/read-all', [1, 2]);
      expect(notAnObject.statusCode).toBe(400);
      expect(notAnObject.body.message).toBe(messages.badRequest);
    });

    it('lists the caller’s read ones of the last days, newest first, bounded, only about tickets they still see', async () => {
      const proveedor = await t.as('proveedor');
      const providerId = await idOf('proveedor');
      const hidden = (await cliente.post('/api/workitems', { ...ticketBody, subject: 'Oculto al proveedor' })).body.data.id;
      await noticesFor(providerId, ['Hace mucho'], {
        isRead: true,
        creationDate: new Date(Date.now() - (READ_NOTIFICATIONS_DAYS + 1) * DAY_MS),
      });
      const recent = Array.from({ length: READ_NOTIFICATIONS_MAX + 1 }, (_, index) => `Leída ${index + 1}`);
      await noticesFor(providerId, recent, { isRead: true });
      await t.database.handle.db.insert(notifications).values({
        userId: providerId,
        type: NotificationType.Updated,
        workItemId: hidden,
        text: 'Del ticket oculto',
        url: `/ticket/${hidden}`,
        isRead: true,
      });
      await noticesFor(providerId, ['Sin leer']);

      const response = await proveedor.get('/api/notifications/read');
      expect(response.statusCode).toBe(200);
      expect(texts(response)).toEqual([...recent].reverse().slice(0, READ_NOTIFICATIONS_MAX));
      expect(response.body.data[0]).toMatchObject({ type: NotificationType.Generic, id: null, url: null });
      expect(texts(await agente.get('/api/notifications/read'))).not.toContain('Leída 1');
    });
  });

  describe('live streams of a session', () => {
    const ticketOf = async (client: TestClient) =>
      (await client.post('/api/notifications/stream-ticket')).body.data.ticket as string;
    const streamUrl = (ticket: string) => `/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`;
    /** A notification for the agent: the client's new ticket is routed to them. */
    const notifyAgent = (subject: string) => cliente.post('/api/workitems', { ...ticketBody, subject });

    const expectRefused = (response: ApiResponse) => {
      expect(response.statusCode).toBe(401);
      expect(response.body).toMatchObject({ status: 'Fail', message: messages.unauthorized, data: { code: 'auth.required' } });
    };

    it('opens one stream per ticket, however many connections present it', async () => {
      const ticket = await ticketOf(agente);
      const attempts = Array.from({ length: 30 }, () => openLiveStream(port, ticket));
      const opened = await Promise.allSettled(attempts.map((attempt) => attempt.opened));
      expect(opened.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts) attempt.close();
      expectRefused(await t.anonymous.get(streamUrl(ticket)));
    });

    it('keeps four streams per session: a fifth ends the oldest, and the others keep hearing', async () => {
      const session = await t.as('agente');
      const streams = [];
      for (let i = 0; i < 5; i++) {
        const stream = openLiveStream<{ text: string }>(port, await ticketOf(session));
        await stream.opened;
        streams.push(stream);
      }
      expect(await streams[0].ended).toBe('replaced');
      await notifyAgent('Después del quinto');
      for (const stream of streams.slice(1))
        await waitFor(
          () => stream.events.find((n) => n.text.includes('Después del quinto')),
          'the notification on a kept stream',
        );
      expect(streams[0].events).toEqual([]);
      for (const stream of streams) stream.close();
    });

    it('keeps twelve streams per user across sessions: a thirteenth ends the oldest', async () => {
      const streams = [];
      for (const session of await Promise.all([1, 2, 3, 4, 5].map(() => t.as('supervisor'))))
        for (let i = 0; i < 3 && streams.length < 13; i++) {
          const stream = openLiveStream(port, await ticketOf(session));
          await stream.opened;
          streams.push(stream);
        }
      expect(await streams[0].ended).toBe('replaced');
      expect(await Promise.race([streams[1].ended.then(() => 'ended'), Promise.resolve('open')])).toBe('open');
      for (const stream of streams) stream.close();
    });

    it('ends the stream at sign-out, and refuses the session’s unused tickets', async () => {
      const session = await t.as('agente');
      const stream = openLiveStream<{ text: string }>(port, await ticketOf(session));
      await stream.opened;
      const unused = await ticketOf(session);
      expect((await session.post('/api/auth/logout')).statusCode).toBe(200);
      expect(await stream.ended).toBe('session_ended');
      expectRefused(await t.anonymous.get(streamUrl(unused)));
    });

    describe('on two servers sharing the database', () => {
      const other = useSecondServer(() => t);

      it('refuses on this server a ticket used on the other, and ends the stream there at sign-out here', async () => {
        const session = await t.as('agente');
        const ticket = await ticketOf(session);
        const there = openLiveStream(portOf(other()), ticket);
        await there.opened;
        expectRefused(await t.anonymous.get(streamUrl(ticket)));
        expect((await session.post('/api/auth/logout')).statusCode).toBe(200);
        expect(await there.ended).toBe('session_ended');
      });
    });
  });
});
