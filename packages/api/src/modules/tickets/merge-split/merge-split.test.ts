// Merging and splitting tickets (docs/product/self-service.md#merge, docs/product/self-service.md#split): a merge
// copies the source's discussion to the target (each message opening 'Fusionado desde #{id}'), moves its files and
// followers, finalises it through the save (history, notifications, closing date) with mergedIntoId, and sends its
// later follows to the target; refusals are 409 with their codes, 404 for a target the caller may not see, 403 for
// tickets they may see but not change. A split makes a message a new child ticket by the message's author.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { HistoryField, TicketStatus, mergeSplitMessages, messages, ticketMessages } from '@tms/contracts';
import { notifications, users } from '../../../db/schema';
import { newInternalUser, roleWithoutSearch } from '../../../test/internal-users';
import { createdTicketId, saveBody } from '../../../test/ticket-bodies';
import { useTestApp, type TestClient } from '../../../test/test-app';

/** Demo data (db/seed/demo-data.ts): category 2 Mantenimiento, sub-category 4 Aire acondicionado, owned by supervisor. */
const CLIMATE = { categoryId: 2, subCategoryId: 4 };

describe('merging and splitting tickets', () => {
  const t = useTestApp();
  let admin: TestClient;
  let agente: TestClient;
  let supervisor: TestClient;
  let cliente: TestClient;
  /** An internal user who sees only the tickets it is on (no permission 13). */
  let limited: TestClient;
  const ids: Record<string, number> = {};

  const load = async (client: TestClient, id: number) => {
    const response = await client.get(`/api/workitems/${id}`);
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const history = async (client: TestClient, id: number) => (await client.get(`/api/workitems/${id}/history`)).body.data;
  const post = async (client: TestClient, id: number, message: string, isInternal = false) => {
    const response = await client.post(`/api/workitems/${id}/discussions`, { message, isInternal });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(201);
  };
  const merge = (client: TestClient, id: number, targetId: number) => client.post(`/api/workitems/${id}/merge`, { targetId });
  const split = (client: TestClient, id: number, discussionId: unknown) =>
    client.post(`/api/workitems/${id}/split`, { discussionId });
  const expectRefusal = (response: { statusCode: number; body: any }, status: number, message: string, code?: string) => {
    expect(response.statusCode, JSON.stringify(response.body)).toBe(status);
    expect(response.body.message).toBe(message);
    if (code) expect(response.body.data.code).toBe(code);
  };

  beforeAll(async () => {
    [admin, agente, supervisor, cliente] = await Promise.all(
      (['admin', 'agente', 'supervisor', 'cliente'] as const).map((user) => t.as(user)),
    );
    limited = await newInternalUser(t, admin, 'interno.limitado', await roleWithoutSearch(admin));
    for (const row of await t.database.handle.db.select({ id: users.id, userName: users.userName }).from(users))
      ids[row.userName] = row.id;
  });

  it('copies the discussion, moves files and followers, finalises the source and records it on both', async () => {
    // Correo (sub-category 2) is routed to agente, who answers both tickets.
    const sourceId = await createdTicketId(cliente, 'No llegan los correos');
    const targetId = await createdTicketId(agente, 'Caída del servidor de correo');
    await post(cliente, sourceId, '<p>Desde ayer no recibo nada.</p>');
    await post(agente, sourceId, '<p>Revisando el buzón.</p>', true);
    const upload = await agente.upload('/api/uploads', 'bitacora.txt', 'sin conexión');
    const source = await load(agente, sourceId);
    const saved = await agente.put(`/api/workitems/${sourceId}`, saveBody(source, { attachments: [upload.body.data.id] }));
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect((await supervisor.post(`/api/workitems/${sourceId}/follow`)).statusCode).toBe(200);

    const merged = await merge(agente, sourceId, targetId);
    expect(merged.statusCode, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.id).toBe(targetId);

    const target = await load(agente, targetId);
    const firstLine = `<p><strong>${mergeSplitMessages.mergedFrom(sourceId)}</strong></p>`;
    expect(target.discussions).toEqual([
      expect.objectContaining({ order: 1, message: `${firstLine}<p>Detalle.</p>`, createdBy: ids.cliente, isInternal: false }),
      expect.objectContaining({ order: 2, message: `${firstLine}<p>Desde ayer no recibo nada.</p>`, createdBy: ids.cliente }),
      expect.objectContaining({ order: 3, message: `${firstLine}<p>Revisando el buzón.</p>`, isInternal: true }),
    ]);
    expect(target.attachments.map((a: { name: string }) => a.name)).toEqual(['bitacora.txt']);
    const ascending = (a: number, b: number) => a - b;
    expect(target.subscribers.map((s: { userId: number }) => s.userId).sort(ascending)).toEqual(
      [ids.supervisor, ids.cliente].sort(ascending),
    );

    const finished = await load(agente, sourceId);
    expect(finished).toMatchObject({ statusId: TicketStatus.Finished, mergedIntoId: targetId, attachments: [], subscribers: [] });
    expect(finished.closedDate).not.toBeNull();
    expect(finished.abilities.canMerge).toBe(false);
    // Its discussion stays where it was.
    expect(finished.discussions).toHaveLength(2);

    const [sourceEntry] = await history(agente, sourceId);
    expect(sourceEntry.historyItems).toEqual([
      expect.objectContaining({ fieldName: HistoryField.Status, newValueName: 'Finalizado' }),
      expect.objectContaining({ fieldName: HistoryField.MergedInto, newValue: String(targetId) }),
    ]);
    const [targetEntry] = await history(agente, targetId);
    expect(targetEntry.historyItems).toEqual([
      expect.objectContaining({ fieldName: HistoryField.MergedFrom, newValue: String(sourceId) }),
      expect.objectContaining({ fieldName: HistoryField.Attachment, newValue: 'Add: bitacora.txt' }),
      expect.objectContaining({ fieldName: HistoryField.Subscribers, newValueName: 'Sergio Supervisor, Carla Cliente' }),
    ]);

    // The source's creator now follows the target, reads its replies and never its internal notes.
    const seenByClient = await load(cliente, targetId);
    expect(seenByClient.isFollowing).toBe(true);
    expect(seenByClient.discussions.map((d: { message: string }) => d.message)).toEqual([
      `${firstLine}<p>Detalle.</p>`,
      `${firstLine}<p>Desde ayer no recibo nada.</p>`,
    ]);
    expect(seenByClient.discussions[0].id).toBeUndefined();

    // Notified as saves are: the source's closing and the target's news, never to the one who merged.
    const noticesOf = (userId: number, workItemId: number) =>
      t.database.handle.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.workItemId, workItemId)));
    expect(await noticesOf(ids.supervisor, sourceId)).toEqual([expect.objectContaining({ type: 1 })]);
    expect(await noticesOf(ids.cliente, targetId)).toEqual([expect.objectContaining({ type: 1 })]);
    expect(await noticesOf(ids.agente, targetId)).toHaveLength(0);
  });

  it('sends a follow of a merged ticket to the ticket it went into', async () => {
    const sourceId = await createdTicketId(agente, 'Buzón lleno');
    const targetId = await createdTicketId(agente, 'Cuotas de buzón');
    expect((await merge(agente, sourceId, targetId)).statusCode).toBe(200);
    const followed = await supervisor.post(`/api/workitems/${sourceId}/follow`);
    expect(followed.statusCode).toBe(200);
    expect(followed.body.data).toMatchObject({ id: targetId, isFollowing: true });
    expect((await load(supervisor, sourceId)).subscribers).toEqual([]);
    const unfollowed = await supervisor.delete(`/api/workitems/${sourceId}/follow`);
    expect(unfollowed.body.data).toMatchObject({ id: targetId, isFollowing: false });
  });

  it('refuses merging a ticket into itself, a finalised ticket and a cycle with 409 and their codes', async () => {
    const a = await createdTicketId(agente, 'Ticket A');
    const b = await createdTicketId(agente, 'Ticket B');
    expectRefusal(await merge(agente, a, a), 409, mergeSplitMessages.mergeSelf, 'ticket.merge_self');
    expect((await merge(agente, a, b)).statusCode).toBe(200);
    expectRefusal(await merge(agente, a, b), 409, mergeSplitMessages.mergeFinished, 'ticket.merge_finished');
    const c = await createdTicketId(agente, 'Ticket C');
    expectRefusal(await merge(agente, c, a), 409, mergeSplitMessages.mergeFinished, 'ticket.merge_finished');
    // A merged ticket reopened cannot take back the ticket it went into.
    const reopened = await agente.put(
      `/api/workitems/${a}`,
      saveBody(await load(agente, a), { statusId: TicketStatus.InProgress }),
    );
    expect(reopened.statusCode, JSON.stringify(reopened.body)).toBe(200);
    expectRefusal(await merge(agente, b, a), 409, mergeSplitMessages.mergeCycle(a), 'ticket.merge_cycle');
    expect((await load(agente, b)).statusId).toBe(TicketStatus.Initial);
  });

  it('merges only for internal users who may change both tickets: 403, and 404 for a target they may not see', async () => {
    const clientTicket = await createdTicketId(cliente, 'Contraseña de correo');
    const agentTicket = await createdTicketId(agente, 'Contraseñas caducadas');
    expectRefusal(await merge(cliente, clientTicket, agentTicket), 403, mergeSplitMessages.internalOnly);
    // supervisor sees both (13) but is not the source's responsible.
    expectRefusal(await merge(supervisor, clientTicket, agentTicket), 403, ticketMessages.notAssignee);
    // agente answers the source but may not change supervisor's climate ticket.
    const foreign = await createdTicketId(supervisor, 'Clima de la sala', CLIMATE);
    expectRefusal(await merge(agente, clientTicket, foreign), 403, ticketMessages.cannotEdit);
    // The limited user created its ticket (routed to agente) and does not see agente's.
    const ownTicket = await createdTicketId(limited, 'Correo del interno');
    expectRefusal(await merge(limited, ownTicket, agentTicket), 404, messages.notFound);
    expectRefusal(await merge(agente, clientTicket, 999_999), 404, messages.notFound);
    expect((await merge(agente, clientTicket, 'x' as unknown as number)).body.data.fields).toEqual({
      targetId: mergeSplitMessages.targetRequired,
    });
    expect((await load(agente, clientTicket)).statusId).toBe(TicketStatus.Initial);
  });

  it("splits a message into a new child ticket by the message's author, with the original's catalogue and branch", async () => {
    const originalId = await createdTicketId(cliente, 'Varios problemas');
    const words = 'Además la impresora de recepción no imprime a color desde el lunes y el tóner parece lleno';
    await post(cliente, originalId, `<p>${words}, ya la reinicié varias veces.</p>`);
    await post(agente, originalId, '<p>Lo reviso en sitio.</p>', true);
    const original = await load(agente, originalId);
    const [clientMessage, note] = original.discussions;
    expect((await load(cliente, originalId)).discussions[0].id).toBeUndefined();

    const answer = await split(agente, originalId, clientMessage.id);
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    const created = await load(agente, answer.body.data.id);
    expect(created).toMatchObject({
      createdBy: ids.cliente,
      parentId: originalId,
      categoryId: original.categoryId,
      subCategoryId: original.subCategoryId,
      companyLocationId: original.companyLocationId,
      severityId: original.severityId,
      statusId: TicketStatus.Initial,
      detail: clientMessage.message,
    });
    expect(created.subject.startsWith(`Del ticket #${originalId}: Además la impresora`)).toBe(true);
    expect(created.subject.endsWith('…')).toBe(true);
    expect(created.subject.length).toBeLessThanOrEqual(100);
    expect((await load(cliente, created.id)).id).toBe(created.id);

    const [createdEntry] = await history(agente, created.id);
    expect(createdEntry.historyItems).toEqual([
      expect.objectContaining({ fieldName: HistoryField.SplitFrom, newValue: String(originalId) }),
    ]);
    const [originalEntry] = await history(agente, originalId);
    expect(originalEntry.historyItems).toEqual([
      expect.objectContaining({ fieldName: HistoryField.Relationships, newValue: String(created.id) }),
      expect.objectContaining({ fieldName: HistoryField.SplitInto, newValue: String(created.id) }),
    ]);
    expect((await load(agente, originalId)).childs).toEqual([expect.objectContaining({ id: created.id })]);

    // An internal note becomes an internal user's ticket: its author's.
    const fromNote = await split(agente, originalId, note.id);
    expect(fromNote.statusCode).toBe(201);
    expect((await load(agente, fromNote.body.data.id)).createdBy).toBe(ids.agente);
    expect((await cliente.get(`/api/workitems/${fromNote.body.data.id}`)).statusCode).toBe(403);
  });

  it('refuses a split of another ticket’s message (400), an unknown one (404), and by those who may not change it', async () => {
    const originalId = await createdTicketId(cliente, 'Impresión lenta');
    const otherId = await createdTicketId(cliente, 'Otro asunto');
    await post(cliente, otherId, '<p>Mensaje de otro ticket.</p>');
    const [foreignMessage] = (await load(agente, otherId)).discussions;
    const refused = await split(agente, originalId, foreignMessage.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.data.fields).toEqual({ discussionId: mergeSplitMessages.messageOfOtherTicket });
    expectRefusal(await split(agente, originalId, 999_999), 404, messages.notFound);
    expect((await split(agente, originalId, null)).body.data.fields).toEqual({
      discussionId: mergeSplitMessages.discussionRequired,
    });
    await post(cliente, originalId, '<p>Tarda mucho.</p>');
    const [message] = (await load(agente, originalId)).discussions;
    expectRefusal(await split(cliente, originalId, message.id), 403, mergeSplitMessages.internalOnly);
    expectRefusal(await split(supervisor, originalId, message.id), 403, ticketMessages.cannotEdit);
    expect((await load(agente, originalId)).childs).toEqual([]);
  });
});
