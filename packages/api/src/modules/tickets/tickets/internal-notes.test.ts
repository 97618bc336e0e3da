// Internal notes (docs/product/tickets.md#discussion-and-internal-notes): only internal users write or read them. For
// each external entity type (the demo client and provider), a note written with 'Enviar mensaje' and one saved with
// Guardar never reach the ticket's external creator through any channel: the ticket, its history, the PDF report,
// in-app notifications, the live stream, browser push or e-mail; the internal subscriber gets them through each, so
// every check can fail.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { internalNoteLabel, ticketMessages } from '@tms/contracts';
import { notifications, outbox, pushSubscriptions, users } from '../../../db/schema';
import { OutboxKind } from '../../../lib/outbox';
import { openLiveStream } from '../../../test/live-stream';
import { saveBody } from '../../../test/ticket-bodies';
import { waitFor } from '../../../test/wait-for';
import { createTestApp, type DemoUser, type TestApp, type TestClient } from '../../../test/test-app';
import { pdfTextLines } from '../documents/pdf-text';

const NOTE_BY_MESSAGE = 'Nota secreta: el cliente debe tres facturas';
const NOTE_BY_SAVE = 'Nota guardada: escalar con el proveedor de tóner';
const REPLY = 'Respuesta pública: mañana cambiamos el tóner';
const FORBIDDEN = 403;

describe('internal notes', () => {
  let t: TestApp;
  let agente: TestClient;
  let port: number;
  const ids: Partial<Record<DemoUser, number>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    agente = await t.as('agente');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const rows = await t.database.handle.db.select({ id: users.id, userName: users.userName }).from(users);
    for (const row of rows) ids[row.userName as DemoUser] = row.id;
    // Everyone wants mail, so a mail that should not go would be in the outbox.
    await t.database.handle.db.update(users).set({ emailNotifications: true });
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const notificationIdsOf = async (userId: number, ticketId: number) =>
    (
      await db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.workItemId, ticketId)))
    ).map((row) => row.id);
  const mailsTo = async (userId: number) => {
    const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId));
    return db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, OutboxKind.Mail), sql`${outbox.payload}->>'to' = ${user.email}`));
  };
  const pushesTo = async (subscriptionId: number) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, OutboxKind.Push), sql`(${outbox.payload}->>'subscriptionId')::int = ${subscriptionId}`));
  const subscribePush = async (userId: number, name: string) => {
    const [row] = await db()
      .insert(pushSubscriptions)
      .values({ userId, endpoint: `https://fcm.googleapis.com/fcm/send/${name}-${userId}`, auth: 'auth', p256dh: 'p256dh' })
      .onConflictDoNothing()
      .returning({ id: pushSubscriptions.id });
    if (row) return row.id;
    const [existing] = await db().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    return existing.id;
  };
  const openStream = async (client: TestClient) => {
    const { ticket } = (await client.post('/api/notifications/stream-ticket')).body.data;
    const stream = openLiveStream(port, ticket);
    await stream.opened;
    return stream;
  };

  for (const external of ['cliente', 'proveedor'] as const) {
    it(`never lets a ${external} receive an internal note, through any channel`, async () => {
      const creator = await t.as(external);
      const supervisor = await t.as('supervisor');
      const externalId = ids[external]!;
      const supervisorId = ids.supervisor!;
      const body = { subject: `Impresora de ${external}`, detail: '<p>Atascada</p>', categoryId: 1, subCategoryId: 1 };
      const created = await creator.post('/api/workitems', body);
      expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
      const ticketId: number = created.body.data.id;
      expect(created.body.data.assignedTo).toBe(ids.agente);

      // The assignee makes the supervisor a subscriber: the internal reader of every channel.
      const loaded = (await agente.get(`/api/workitems/${ticketId}`)).body.data;
      const subscribed = await agente.put(`/api/workitems/${ticketId}`, saveBody(loaded, { subscribers: [supervisorId] }));
      expect(subscribed.statusCode, JSON.stringify(subscribed.body)).toBe(200);

      const [externalPush, supervisorPush] = [
        await subscribePush(externalId, external),
        await subscribePush(supervisorId, 'sup'),
      ];
      const [externalStream, supervisorStream] = [await openStream(creator), await openStream(supervisor)];
      const before = {
        external: await notificationIdsOf(externalId, ticketId),
        supervisor: await notificationIdsOf(supervisorId, ticketId),
        externalMails: (await mailsTo(externalId)).length,
        externalPushes: (await pushesTo(externalPush)).length,
        supervisorPushes: (await pushesTo(supervisorPush)).length,
      };
      const history = (await creator.get(`/api/workitems/${ticketId}/history`)).body.data;

      // A note with 'Enviar mensaje', then one saved with Guardar (no other change).
      const posted = await agente.post(`/api/workitems/${ticketId}/discussions`, {
        message: `<p>${NOTE_BY_MESSAGE}</p>`,
        isInternal: true,
      });
      expect(posted.statusCode, JSON.stringify(posted.body)).toBe(201);
      expect(posted.body.data).toEqual([expect.objectContaining({ message: `<p>${NOTE_BY_MESSAGE}</p>`, isInternal: true })]);
      const current = (await agente.get(`/api/workitems/${ticketId}`)).body.data;
      const saved = await agente.put(
        `/api/workitems/${ticketId}`,
        saveBody(current, { discussion: `<p>${NOTE_BY_SAVE}</p>`, discussionIsInternal: true }),
      );
      expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);

      // The notes reached the internal subscriber: stored, live and pushed, and nobody else.
      const supervisorAfterNotes = await notificationIdsOf(supervisorId, ticketId);
      expect(supervisorAfterNotes).toHaveLength(before.supervisor.length + 2);
      await waitFor(
        () => supervisorStream.events.filter((e) => !before.supervisor.includes(e.notificationId)).length === 2 || undefined,
        'notes live',
      );
      expect((await pushesTo(supervisorPush)).length).toBe(before.supervisorPushes + 2);
      expect(await notificationIdsOf(externalId, ticketId)).toEqual(before.external);

      // A reply goes to everyone.
      const reply = await agente.post(`/api/workitems/${ticketId}/discussions`, { message: `<p>${REPLY}</p>` });
      expect(reply.statusCode, JSON.stringify(reply.body)).toBe(201);
      const externalAfter = await notificationIdsOf(externalId, ticketId);
      expect(externalAfter).toHaveLength(before.external.length + 1);
      const replyNotice = externalAfter.find((id) => !before.external.includes(id))!;
      await waitFor(() => externalStream.events.find((e) => e.notificationId === replyNotice), 'the reply live');
      // Live: the external's stream carried the reply's notice and nothing about the notes.
      expect(externalStream.events.map((e) => e.notificationId)).toEqual([replyNotice]);
      externalStream.close();
      supervisorStream.close();
      // Push: one for the reply; mail: none (a message is not mailed, and a note never is).
      expect((await pushesTo(externalPush)).length).toBe(before.externalPushes + 1);
      expect(JSON.stringify(await mailsTo(externalId))).not.toMatch(/Nota (secreta|guardada)/);
      expect((await mailsTo(externalId)).length).toBe(before.externalMails);

      // The ticket: only the reply, numbered as if the notes did not exist.
      const seen = await creator.get(`/api/workitems/${ticketId}`);
      expect(seen.body.data.discussions).toEqual([
        expect.objectContaining({ order: 1, message: `<p>${REPLY}</p>`, isInternal: false }),
      ]);
      expect(seen.raw.body).not.toContain('Nota secreta');
      expect(seen.raw.body).not.toContain('Nota guardada');
      expect(seen.body.data.abilities).toMatchObject({ canPostMessage: true, canWriteInternalNotes: false });
      // The internal users read all three, the notes marked.
      const internal = (await supervisor.get(`/api/workitems/${ticketId}`)).body.data;
      expect(internal.discussions.map((d: { isInternal: boolean; order: number }) => [d.order, d.isInternal])).toEqual([
        [1, true],
        [2, true],
        [3, false],
      ]);

      // History: the notes changed nothing the external can read there.
      const historyAfter = await creator.get(`/api/workitems/${ticketId}/history`);
      expect(historyAfter.body.data).toEqual(history);
      expect(historyAfter.raw.body).not.toMatch(/Nota (secreta|guardada)/);

      // The PDF report.
      const externalPdf = pdfTextLines((await creator.raw(`/api/documents/GetWorkItemReport/${ticketId}`)).rawPayload);
      expect(externalPdf).toContain(REPLY);
      expect(externalPdf.join('\n')).not.toMatch(/Nota (secreta|guardada)|Nota interna/);
      const internalPdf = pdfTextLines((await supervisor.raw(`/api/documents/GetWorkItemReport/${ticketId}`)).rawPayload);
      expect(internalPdf).toEqual(expect.arrayContaining([NOTE_BY_MESSAGE, NOTE_BY_SAVE, REPLY]));
      expect(internalPdf.filter((line) => line.endsWith(` · ${internalNoteLabel}`))).toHaveLength(2);

      // The external cannot write one, neither way, and nothing is stored.
      const refused = await creator.post(`/api/workitems/${ticketId}/discussions`, { message: '<p>Mía</p>', isInternal: true });
      expect(refused.statusCode).toBe(FORBIDDEN);
      expect(refused.body.message).toBe(ticketMessages.internalNoteForbidden);
      const mine = (await creator.get(`/api/workitems/${ticketId}`)).body.data;
      const refusedSave = await creator.put(
        `/api/workitems/${ticketId}`,
        saveBody(mine, { discussion: '<p>Mía</p>', discussionIsInternal: true }),
      );
      expect(refusedSave.statusCode).toBe(FORBIDDEN);
      expect(refusedSave.body.message).toBe(ticketMessages.internalNoteForbidden);
      const created2 = await creator.post('/api/workitems', { ...body, discussion: '<p>Mía</p>', discussionIsInternal: true });
      expect(created2.statusCode).toBe(FORBIDDEN);
      expect((await supervisor.get(`/api/workitems/${ticketId}`)).body.data.discussions).toHaveLength(3);
      await db()
        .delete(pushSubscriptions)
        .where(inArray(pushSubscriptions.id, [externalPush, supervisorPush]));
    });
  }
});
