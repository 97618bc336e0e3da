import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, NotificationType } from '@tms/contracts';
import { notifications, users } from '../../../db/schema';
import { openLiveStream } from '../../../test/live-stream';
import { useTestApp, type TestClient } from '../../../test/test-app';
import { waitFor } from '../../../test/wait-for';

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
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('requires authentication', async () => {
    expect((await t.anonymous.get('/api/notifications')).statusCode).toBe(401);
    expect((await t.anonymous.put('/api/notifications/1')).statusCode).toBe(401);
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
    const [, exp, sig] = ticket.split('.');
    expect((await t.anonymous.get(`/api/notifications/stream?ticket=3.${exp}.${sig}`)).statusCode).toBe(401);
    expect((await t.anonymous.get(`/api/notifications/stream?ticket=2.1.${sig}`)).statusCode).toBe(401);
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
});
